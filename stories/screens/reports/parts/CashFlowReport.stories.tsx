import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { CashFlowRow } from '../../../../src/domain'
import { CashFlowReport } from '../../../../src/screens/reports/cashFlowActivity/CashFlowReport'
import { cashFlowScreenTexts as texts } from '../../../../src/screens/reports/cashFlowActivity/texts'

const flow = (
  date: string,
  type: 'Contribution' | 'Distribution',
  category: string,
  amount: number,
): CashFlowRow => ({
  investorName: 'Ellison Family Office',
  currency: 'USD',
  date,
  type,
  category,
  amount,
})

/** Two years of a young fund: capital called, then the first distributions. */
const rows: readonly CashFlowRow[] = Object.freeze([
  flow('2025-02-14', 'Contribution', 'Fund Investments', 1_200_000),
  flow('2025-02-14', 'Contribution', 'Management Fee', 45_000),
  flow('2025-05-20', 'Contribution', 'Fund Investments', 800_000),
  flow('2025-08-12', 'Distribution', 'Return of Capital', 150_000),
  flow('2025-11-18', 'Contribution', 'Partnership Expenses', 12_500.5),
  flow('2026-02-10', 'Distribution', 'Realized Capital Gain (Loss)', 600_000),
  flow('2026-05-22', 'Distribution', 'Return of Capital', 900_000),
])

/** A cash flow report (spec §2.5): each type's total, the quarterly chart and its table, the activity by date. */
const meta = {
  title: 'Screens/Parts/Reports/CashFlowReport',
  component: CashFlowReport,
  args: {
    rows,
    fund: 'Flagship Partners VII, L.P.',
    formats: { dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' },
  },
} satisfies Meta<typeof CashFlowReport>

export default meta
type Story = StoryObj<typeof meta>

const total = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

/**
 * Totals per type; a row per quarter with flows, the cumulative net below zero from the first call and rising as
 * distributions come in (the J-curve); the activity by date.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(total(canvasElement, texts.contributions)).toBe('2,057,500.50')
    await expect(total(canvasElement, texts.distributions)).toBe('1,650,000.00')
    const quarters = within(canvasElement).getByRole('table', { name: texts.quarterTable })
    const nets = within(quarters)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]?.textContent)
    await expect(nets).toHaveLength(6)
    await expect(nets[0]).toMatch(/^\(/)
    await expect(nets.at(-1)).toMatch(/^\(/)
    const activity = within(canvasElement).getByRole('table', {
      name: texts.tableCaption('Flagship Partners VII, L.P.'),
    })
    await waitFor(() => expect(within(activity).getAllByRole('row').length).toBeGreaterThan(2))
    await waitFor(() => expect(canvasElement.querySelector('[data-chart] [data-line]')).not.toBeNull(), {
      timeout: 8000,
    })
  },
}

export const EuropeanNumbers: Story = {
  args: { formats: { dateFormat: 'DD.M.YYYY', numberFormat: '1.234,56' } },
  play: async ({ canvasElement }) => {
    await expect(total(canvasElement, texts.contributions)).toBe('2.057.500,50')
    await waitFor(() => expect(canvasElement.querySelector('[data-chart] [data-line]')).not.toBeNull(), {
      timeout: 8000,
    })
  },
}
