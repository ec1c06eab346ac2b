import { GROUP_ACCOUNT_ID, TOTAL_FUND_ACCOUNT_ID } from './constants'
import type {
  AccountSummaryFilterEntry,
  CapitalAccountRow,
  FundOption,
  ReportingPeriod,
} from './entities/capitalAccount'
import { netMoic, ratio } from './moic'
import { currentFunds, latestPeriod, reportingDateOf, sortPeriodsDescending, yearQuarterOf } from './periods'
import { isAmount, sumInCents } from './amounts'

/**
 * An amount converted to USD with its exchangeRateToUSD (spec §9). A USD amount without a rate is kept;
 * any other amount without a usable rate cannot be converted (null).
 */
export function toUSD(
  amount: number | null | undefined,
  exchangeRateToUSD: number | null | undefined,
  currency?: string | null,
): number | null {
  if (!isAmount(amount)) return null
  if (isAmount(exchangeRateToUSD) && exchangeRateToUSD > 0) return amount * exchangeRateToUSD
  return currency?.toUpperCase() === 'USD' ? amount : null
}

export const SUMMARY_AMOUNT_FIELDS = [
  'commitment',
  'remainingCommitments',
  'totalContributedCapital',
  'totalDistributions',
  'capitalAccountAtFairValue',
] as const

export type SummaryAmountField = (typeof SUMMARY_AMOUNT_FIELDS)[number]

export type SummaryTotals = Record<SummaryAmountField, number | null> & { netMoic: number | null }

/** What a summary total needs of a row: its amounts, their currency and its rate to USD. */
export type SummaryAmountRow = Pick<
  CapitalAccountRow,
  SummaryAmountField | 'exchangeRateToUSD' | 'reportingCurrency'
>

/**
 * Totals in USD. Missing amounts count as nothing; a field is null when no row has it or when one of its
 * amounts cannot be converted (a partial sum would mislead).
 */
export function summaryTotalsInUSD(rows: readonly SummaryAmountRow[] | null | undefined): SummaryTotals {
  const list = rows ?? []
  const total = (field: SummaryAmountField): number | null => {
    let result: number | null = null
    for (const row of list) {
      if (!isAmount(row[field])) continue
      const converted = toUSD(row[field], row.exchangeRateToUSD, row.reportingCurrency)
      if (converted === null) return null
      result = (result ?? 0) + converted
    }
    return result
  }
  const totals = Object.fromEntries(SUMMARY_AMOUNT_FIELDS.map((field) => [field, total(field)])) as Record<
    SummaryAmountField,
    number | null
  >
  return {
    ...totals,
    netMoic: netMoic(
      totals.capitalAccountAtFairValue,
      totals.totalDistributions,
      totals.totalContributedCapital,
    ),
  }
}

/** An investor's share of the fund in percent, e.g. 12.3456 for 12.3456 % (null when the total is 0). */
export function percentOfFund(
  amount: number | null | undefined,
  totalFundAmount: number | null | undefined,
): number | null {
  const share = ratio(amount, totalFundAmount)
  return share === null ? null : share * 100
}

/** Each value's share of their sum in percent (fund-type percentages); null when the sum is 0. */
export function percentagesOfTotal(values: ReadonlyArray<number | null | undefined>): Array<number | null> {
  const sum = values.reduce<number>((total, value) => total + (isAmount(value) ? value : 0), 0)
  return values.map((value) => (isAmount(value) ? percentOfFund(value, sum) : null))
}

/** One fund's line of the account summary: the chosen accounts summed, in the fund's reporting currency. */
export interface SummaryFundRow extends SummaryTotals {
  fundId: number | string
  reportingCurrency: string
  reportingDate: string
  exchangeRateToUSD: number | null
}

/** Which accounts the summary covers: every account of the selected group, or one investor account. */
export type SummaryAccounts = { kind: 'groupWide' } | { kind: 'single'; accountId: number | string }

const isSpecialAccount = (id: number | string): boolean =>
  String(id) === String(GROUP_ACCOUNT_ID) || String(id) === String(TOTAL_FUND_ACCOUNT_ID)

/** The investor accounts the rows hold (the group -998 and total fund -999 rows are not accounts). */
export const summaryAccountIds = (
  rows: readonly CapitalAccountRow[] | null | undefined,
): Array<number | string> => [
  ...new Set(
    (rows ?? []).filter((row) => row && !isSpecialAccount(row.investorId)).map((row) => row.investorId),
  ),
]

/**
 * The account summary by fund (spec §1 single and group-wide variants): the chosen accounts' rows of each fund
 * summed in the fund's currency (to the cent), with the fund's net MOIC; funds in first-seen order.
 */
export function summaryByFund(
  rows: readonly CapitalAccountRow[] | null | undefined,
  accounts: SummaryAccounts,
): SummaryFundRow[] {
  const chosen = (rows ?? []).filter(
    (row) =>
      row &&
      !isSpecialAccount(row.investorId) &&
      (accounts.kind === 'groupWide' || String(row.investorId) === String(accounts.accountId)),
  )
  const byFund = new Map<string, CapitalAccountRow[]>()
  for (const row of chosen) byFund.set(String(row.fundId), [...(byFund.get(String(row.fundId)) ?? []), row])
  return [...byFund.values()].map((fundRows) => {
    const first = fundRows[0]!
    const amounts = Object.fromEntries(
      SUMMARY_AMOUNT_FIELDS.map((field) => [field, sumInCents(fundRows.map((row) => row[field]))]),
    ) as Record<SummaryAmountField, number | null>
    return {
      fundId: first.fundId,
      reportingCurrency: first.reportingCurrency,
      reportingDate: first.reportingDate,
      exchangeRateToUSD: first.exchangeRateToUSD ?? null,
      ...amounts,
      netMoic: netMoic(
        amounts.capitalAccountAtFairValue,
        amounts.totalDistributions,
        amounts.totalContributedCapital,
      ),
    }
  })
}

/**
 * The account summary's periods from GET AccountSummary/filter: one per reporting date, newest first, with the
 * funds reported then (named by `fundName`).
 */
export function periodsFromAccountSummaryFilter(
  entries: readonly AccountSummaryFilterEntry[] | null | undefined,
  fundName: (fundId: number | string) => string,
): ReportingPeriod[] {
  const byDate = new Map<string, Array<number | string>>()
  for (const entry of entries ?? []) {
    if (!entry || typeof entry.reportingDate !== 'string') continue
    const date = entry.reportingDate.slice(0, 10)
    const funds = byDate.get(date) ?? []
    if (!funds.some((id) => String(id) === String(entry.fundId))) funds.push(entry.fundId)
    byDate.set(date, funds)
  }
  return sortPeriodsDescending(
    [...byDate].flatMap(([date, fundIds]) => {
      const yearQuarter = yearQuarterOf(date)
      return yearQuarter
        ? [{ ...yearQuarter, associatedFunds: fundIds.map((id) => ({ value: id, label: fundName(id) })) }]
        : []
    }),
  )
}

/** What the account summary is asked for, from its periods and the filters chosen. */
export interface SummarySelection {
  period: ReportingPeriod
  reportingDate: string
  /** The funds offered: the period's, or the current funds (the last three periods') when 'current' is on. */
  funds: FundOption[]
  /** The chosen funds among those offered (none chosen means every one). */
  chosen: FundOption[]
  fundIds: Array<number | string>
}

/**
 * The account summary's selection (spec §4 Reports): the chosen reporting date if it is a period, else the latest;
 * the funds offered and those asked for. Null when there is no period.
 */
export function summarySelection(
  periods: readonly ReportingPeriod[],
  chosen: { date: string | null; funds: ReadonlyArray<number | string> | null; current: boolean },
): SummarySelection | null {
  const period =
    periods.find((p) => reportingDateOf(p.year, p.quarter) === chosen.date) ?? latestPeriod(periods)
  const reportingDate = period && reportingDateOf(period.year, period.quarter)
  if (!period || !reportingDate) return null
  const funds = chosen.current ? currentFunds(periods) : period.associatedFunds
  const wanted = new Set((chosen.funds ?? []).map(String))
  const picked = funds.filter((fund) => wanted.has(String(fund.value)))
  return {
    period,
    reportingDate,
    funds,
    chosen: picked,
    fundIds: (picked.length > 0 ? picked : funds).map((fund) => fund.value),
  }
}
