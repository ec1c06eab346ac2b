import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { USD_AGGREGATION_NOTE, type CashFlowRow } from '../../../../src/domain'
import type { InvestorFlows } from '../../../../src/screens/figureTrace'
import type { Resource } from '../../../../src/screens/kit'
import {
  AccountSummaryTables,
  type NamedFundRow,
} from '../../../../src/screens/reports/accountSummary/accountSummaryTables'
import { accountSummaryTexts as texts } from '../../../../src/screens/reports/accountSummary/texts'

const fundRow = (
  fundId: number,
  fundName: string,
  fundType: string,
  currency: string,
  rate: number,
  contributed: number,
): NamedFundRow => ({
  fundId,
  fundName,
  cashFlowName: fundName,
  fundType,
  reportingCurrency: currency,
  reportingDate: '2026-09-30',
  exchangeRateToUSD: rate,
  commitment: 1000,
  remainingCommitments: 1000 - contributed,
  totalContributedCapital: contributed,
  totalDistributions: 200,
  capitalAccountAtFairValue: 800,
  netMoic: contributed === 0 ? null : (800 - 200) / contributed,
})

/** Each fund's flows: its contributions on one day, 200 distributed on another, so that every check ties. */
const flowsOf = (rows: readonly NamedFundRow[]): Resource<InvestorFlows> => {
  const data: InvestorFlows = {
    flows: new Map(
      rows.map((row) => [
        String(row.fundId),
        [
          flow(row, '2024-01-15', 'Contribution', 'Fund Investments', row.totalContributedCapital ?? 0),
          flow(row, '2025-06-30', 'Distribution', 'Return of Capital', 200),
        ].filter((f) => f.amount !== 0),
      ]),
    ),
    reported: new Map([['1', { netIrr: 14.2, irrAsOfDate: '2026-09-30' }]]),
  }
  return { status: 'fulfilled', data, latest: data, reload: () => undefined, update: () => undefined }
}

const flow = (
  row: NamedFundRow,
  date: string,
  type: string,
  category: string,
  amount: number,
): CashFlowRow => ({
  investorName: 'Ellison Family Office',
  currency: row.reportingCurrency,
  date,
  type,
  category,
  amount,
})

const rows = [
  fundRow(1, 'Flagship Partners VI, L.P.', 'Fund', 'USD', 1, 600),
  fundRow(2, 'Flagship Europe Technology Partners II', 'Fund', 'EUR', 1.1, 0),
  fundRow(3, 'Flagship Strategic Partnership', 'Managed Account', 'USD', 1, 300),
]

/** The account summary's tables (spec §2.5): by fund with a USD total, and by fund type with shares. */
const meta = {
  title: 'Screens/Parts/Reports/AccountSummaryTables',
  component: AccountSummaryTables,
  args: {
    rows,
    reportingDate: '2026-09-30',
    formats: { dateFormat: 'MMM-DD-YYYY', numberFormat: '1,234.56' },
    flows: flowsOf(rows),
    statements: null,
  },
} satisfies Meta<typeof AccountSummaryTables>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Subtotals and totals converted to USD; net MOIC '-' where nothing was contributed; fund-type shares with 1
 * decimal.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = canvas.getByRole('table', { name: texts.summaryTable })
    const total = within(summary).getByRole('rowheader', { name: texts.totalUSD }).closest('tr')!
    // 1,000 + 1,000 × 1.1 + 1,000 commitment in USD.
    await expect(total.querySelectorAll('td')[2]?.textContent).toBe('3,100')
    const euro = within(summary)
      .getByRole('rowheader', { name: 'Flagship Europe Technology Partners II' })
      .closest('tr')!
    // Net MOIC (the eighth figure after the name): nothing contributed.
    await expect(euro.querySelectorAll('td')[7]?.textContent).toBe('-')
    // Each fund type closes with its subtotal in USD: 1,000 + 1,000 × 1.1 for the Fund type.
    const fundSubtotal = within(summary)
      .getByRole('rowheader', { name: texts.subtotalUSD('Fund') })
      .closest('tr')!
    // The IRRs are worked out a few lines a task after the first drawing (useTracedFigures).
    await waitFor(() =>
      expect([...fundSubtotal.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
        'USD',
        'Sep-30-2026',
        '2,100',
        '1,500',
        '600',
        '420',
        '1,680',
        // (1,680 − 420) / 600.
        '2.10x',
        // XIRR of −600 on Jan 15 2024, 200 + 220 on Jun 30 2025 and 800 + 880 on Sep 30 2026, in USD.
        '69.1%',
        // A fund type has no reported IRR: only a fund does.
        '-',
      ]),
    )
    await expect(
      within(summary).getByRole('button', { name: texts.fundTypeFunds('Managed Account') }),
    ).toHaveAttribute('aria-expanded', 'true')
    const fairValue = canvas.getByRole('table', { name: texts.fairValueTable })
    // (800 + 800 × 1.1) / (1,680 + 800): the Fund type holds 67.7 %.
    const shares = [...fairValue.querySelectorAll('tbody tr')].map((row) => row.lastElementChild?.textContent)
    await expect(shares).toEqual(['67.7%', '32.3%'])
    await expect(canvas.getByText(USD_AGGREGATION_NOTE)).toBeVisible()
  },
}
