import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  capitalAccountLineLabels,
  reportTexts,
  SOMETHING_WENT_WRONG,
  type CapitalAccountStatementReport,
} from '../../../../src/domain'
import { StatementSection } from '../../../../src/screens/reports/capitalAccountStatement/StatementSection'
import { capitalAccountStatementTexts as texts } from '../../../../src/screens/reports/capitalAccountStatement/texts'

const fund = { id: 101, name: 'Flagship Partners VI, L.P.', currency: 'USD' }
const periods = (qtd: number, ytd: number, itd: number) => ({ QTD: qtd, YTD: ytd, ITD: itd })
const report: CapitalAccountStatementReport = {
  fundId: 101,
  reportingCurrency: 'USD',
  totalFundAmount: 1_000_000,
  originalData: {
    beginningCapitalAccount: { '1': periods(1000, 900, 0), '-999': periods(10_000, 9000, 0) },
    contributions: { '1': periods(0, 50, 1200), '-999': periods(0, 500, 12_000) },
    distributions: { '1': periods(-200, -250, -400), '-999': periods(-2000, -2500, -4000) },
    endingCapitalAccount: { '1': periods(800, 800, 800), '-999': periods(8000, 8000, 8000) },
  },
}

/** One fund's statement (spec §2.5): its lines for the view and template, QTD, YTD and ITD side by side. */
const meta = {
  title: 'Screens/Parts/Reports/StatementSection',
  component: StatementSection,
  args: {
    statement: { fund, status: 'loaded', report },
    view: 'yourInterest',
    template: 'main',
    date: '2026-09-30',
    currency: 'USD',
    formats: { dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' },
  },
} satisfies Meta<typeof StatementSection>

export default meta
type Story = StoryObj<typeof meta>

const lineCells = (canvasElement: HTMLElement, label: string) =>
  [
    ...within(canvasElement).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td'),
  ].map((cell) => cell.textContent)

/** Negatives in parentheses, the capital account's share of the fund with 2 decimals. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: texts.statementOf(fund.name) }),
    ).toBeVisible()
    await expect(lineCells(canvasElement, capitalAccountLineLabels.distributions)).toEqual([
      '(200)',
      '(250)',
      '(400)',
    ])
    await expect(lineCells(canvasElement, capitalAccountLineLabels.capitalAccountPercentOfFund)).toEqual([
      '10.00%',
      '10.00%',
      '10.00%',
    ])
  },
}

export const EuropeanNumbers: Story = {
  args: { formats: { dateFormat: 'DD.M.YYYY', numberFormat: '1.234,56' } },
  play: async ({ canvasElement }) => {
    await expect(lineCells(canvasElement, capitalAccountLineLabels.contributions)[2]).toBe('1.200')
    await expect(within(canvasElement).getByText(/^As of 30\.9\.2026/)).toBeVisible()
  },
}

export const FundFailed: Story = {
  args: { statement: { fund, status: 'failed', error: SOMETHING_WENT_WRONG } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SOMETHING_WENT_WRONG)
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

export const FundWithoutData: Story = {
  args: { statement: { fund, status: 'noData' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(reportTexts.noData)).toBeVisible()
  },
}
