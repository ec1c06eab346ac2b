import {
  fundTypeGroups,
  summaryByFund,
  summaryTotalsInUSD,
  SUMMARY_AMOUNT_FIELDS,
  type SummaryTotals,
} from '../../../src/domain'
import type { Cell, Sheet } from '../../files/xlsx'
import { hostileFundName, hostileFundType } from '../../hostile'
import type { SeedCapitalAccountRow } from '../../seed/capitalAccounts'
import type { SeedFund } from '../../seed/funds'
import { mockState } from '../../state'

/** The fund-type sheet's columns: the fund and its type, then the fund-type columns of spec §3. */
export const FUND_TYPE_COLUMNS = [
  'Fund Type',
  'Fund',
  'Currency',
  'As of',
  'Commitment',
  'Remaining Commitments',
  'Contributed Capital',
  'Distributions',
  'Capital Account at Fair Value',
  'Net MOIC',
]

/** What the sheet's Fund column says on a fund type's subtotal line and on the last line. */
export const FUND_TYPE_SHEET_LABELS = { subtotal: 'Subtotal (USD)', total: 'Total (USD)' } as const

const figures = (line: SummaryTotals): Cell[] => [
  ...SUMMARY_AMOUNT_FIELDS.map((field) => line[field]),
  line.netMoic,
]

/**
 * The account summary by fund type, as the portal shows it: each fund type's funds (the chosen accounts summed in
 * the fund's currency), the fund type's subtotal in USD, and the total in USD. The group (-998) and total-fund
 * (-999) rows are not accounts and are left out, as the portal leaves them out.
 */
export function fundTypeSheet(rows: readonly SeedCapitalAccountRow[], funds: readonly SeedFund[]): Sheet {
  const fundById = new Map(funds.map((fund) => [String(fund.id), fund]))
  const typeName = (fundId: number | string) => {
    const type = fundById.get(String(fundId))?.entityType
    return mockState.hostile ? hostileFundType(type) : type
  }
  const fundName = (fundId: number | string) =>
    mockState.hostile ? hostileFundName(fundId) : (fundById.get(String(fundId))?.name ?? String(fundId))
  const byFund = summaryByFund(rows, { kind: 'groupWide' })
  const groups = fundTypeGroups(byFund, (row) => typeName(row.fundId))
  const lines = groups.flatMap(({ fundType, funds: fundRows, subtotal }) => [
    ...fundRows.map((row): Cell[] => [
      fundType,
      fundName(row.fundId),
      row.reportingCurrency,
      row.reportingDate,
      ...figures(row),
    ]),
    [
      fundType,
      FUND_TYPE_SHEET_LABELS.subtotal,
      subtotal.currency,
      subtotal.reportingDate,
      ...figures(subtotal),
    ],
  ])
  const asOf = byFund.map((row) => row.reportingDate).reduce((a, b) => (b > a ? b : a), '')
  const total = summaryTotalsInUSD(byFund)
  return {
    name: 'By Fund Type',
    columns: FUND_TYPE_COLUMNS,
    rows:
      lines.length === 0
        ? []
        : [...lines, ['', FUND_TYPE_SHEET_LABELS.total, 'USD', asOf, ...figures(total)]],
    columnFormats: { 'Net MOIC': '0.00"x";(0.00"x")' },
  }
}
