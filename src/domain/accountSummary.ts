import type { CapitalAccountRow, FundTypeRow } from './entities/capitalAccount'
import { netMoic, ratio } from './moic'

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/**
 * An amount converted to USD with its exchangeRateToUSD (spec §9). A USD amount without a rate is kept;
 * any other amount without a usable rate cannot be converted (null).
 */
export function toUSD(
  amount: number | null | undefined,
  exchangeRateToUSD: number | null | undefined,
  currency?: string | null,
): number | null {
  if (!isNumber(amount)) return null
  if (isNumber(exchangeRateToUSD) && exchangeRateToUSD > 0) return amount * exchangeRateToUSD
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

type AmountRow = Pick<CapitalAccountRow, SummaryAmountField | 'exchangeRateToUSD' | 'reportingCurrency'>

/**
 * Totals in USD. Missing amounts count as nothing; a field is null when no row has it or when one of its
 * amounts cannot be converted (a partial sum would mislead).
 */
export function summaryTotalsInUSD(rows: readonly AmountRow[] | null | undefined): SummaryTotals {
  const list = rows ?? []
  const total = (field: SummaryAmountField): number | null => {
    let result: number | null = null
    for (const row of list) {
      if (!isNumber(row[field])) continue
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

/**
 * The fund-type table: rows grouped by fund type, amounts in USD, as of the latest reporting date of the group,
 * in first-seen order of the fund types.
 */
export function fundTypeRows<R extends CapitalAccountRow>(
  rows: readonly R[] | null | undefined,
  fundTypeOf: (row: R) => string | null | undefined,
): FundTypeRow[] {
  const groups = new Map<string, R[]>()
  for (const row of rows ?? []) {
    const fundType = fundTypeOf(row) || 'Other'
    groups.set(fundType, [...(groups.get(fundType) ?? []), row])
  }
  return [...groups].map(([fundType, group]) => ({
    fundType,
    currency: 'USD',
    reportingDate: group.map((r) => r.reportingDate ?? '').reduce((a, b) => (b > a ? b : a), ''),
    ...summaryTotalsInUSD(group),
  }))
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
  const sum = values.reduce<number>((total, value) => total + (isNumber(value) ? value : 0), 0)
  return values.map((value) => (isNumber(value) ? percentOfFund(value, sum) : null))
}
