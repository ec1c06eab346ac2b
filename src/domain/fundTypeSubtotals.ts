import { summaryTotalsInUSD, type SummaryAmountRow } from './accountSummary'
import type { FundTypeRow } from './entities/capitalAccount'

/** The fund type of a fund the provider gave none (or an empty one). */
export const OTHER_FUND_TYPE = 'Other'

/** A row of the account summary that can be grouped by fund type: amounts, currency, rate and as-of date. */
export type FundTypeSourceRow = SummaryAmountRow & { reportingDate?: string | null }

/** One fund type of the account summary: its funds and their subtotal. */
export interface FundTypeGroup<R> {
  fundType: string
  /** The fund type's rows, in the order they came; never empty. */
  funds: R[]
  /**
   * The funds' subtotal in the fund-type columns (spec §3): amounts converted to USD (spec §9), as of the latest
   * reporting date among them, net MOIC of the converted totals (the same rule as the summary's total).
   */
  subtotal: FundTypeRow
}

/**
 * The account summary's fund-type groups (spec §2.5, fund types of spec §3): each fund type that has a row, in the
 * order its first row came, with its rows and its USD subtotal. A fund type without rows has no group, so no
 * empty subtotal is shown; rows of no fund type count as 'Other'.
 */
export function fundTypeGroups<R extends FundTypeSourceRow>(
  rows: readonly R[] | null | undefined,
  fundTypeOf: (row: R) => string | null | undefined,
): FundTypeGroup<R>[] {
  const groups = new Map<string, R[]>()
  for (const row of rows ?? []) {
    const fundType = fundTypeOf(row) || OTHER_FUND_TYPE
    const funds = groups.get(fundType)
    if (funds) funds.push(row)
    else groups.set(fundType, [row])
  }
  return [...groups].map(([fundType, funds]) => ({
    fundType,
    funds,
    subtotal: {
      fundType,
      currency: 'USD',
      reportingDate: funds.map((r) => r.reportingDate ?? '').reduce((a, b) => (b > a ? b : a), ''),
      ...summaryTotalsInUSD(funds),
    },
  }))
}
