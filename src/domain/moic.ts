import type { Quarter } from './entities/capitalAccount'
import type { FundInvestmentRow } from './entities/scheduleOfInvestments'
import type { NumberFormat } from './displayFormats'
import { EMPTY_NUMBER, formatMoic } from './format'
import { isAmount } from './amounts'

/** numerator / denominator, or null when either is missing or the denominator is 0. */
export function ratio(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (!isAmount(numerator) || !isAmount(denominator) || denominator === 0) return null
  const result = numerator / denominator
  return Number.isFinite(result) ? result : null
}

/** MOIC total = total value / equity invested (spec §5). */
export const moicTotal = (
  totalValue: number | null | undefined,
  equityInvested: number | null | undefined,
): number | null => ratio(totalValue, equityInvested)

/** Net MOIC = (capital account at fair value − total distributions) / contributed capital (spec §5). */
export function netMoic(
  capitalAccountAtFairValue: number | null | undefined,
  totalDistributions: number | null | undefined,
  contributedCapital: number | null | undefined,
): number | null {
  if (!isAmount(capitalAccountAtFairValue) || !isAmount(totalDistributions)) return null
  return ratio(capitalAccountAtFairValue - totalDistributions, contributedCapital)
}

/** Net MOIC with 2 decimals and 'x', or '-' when contributed capital is 0 or a value is missing. */
export const formatNetMoic = (
  capitalAccountAtFairValue: number | null | undefined,
  totalDistributions: number | null | undefined,
  contributedCapital: number | null | undefined,
  numberFormat?: NumberFormat,
): string => {
  const value = netMoic(capitalAccountAtFairValue, totalDistributions, contributedCapital)
  return value === null ? EMPTY_NUMBER : formatMoic(value, numberFormat)
}

export interface MoicComparisonColumns {
  previousQuarter: boolean
  previousYear: boolean
}

/**
 * Which comparison MOICs a schedule of investments shows for a quarter: the previous quarter is absent for Q1
 * (it would repeat the end of the previous year); the previous year is absent for Q4 and when the Q3
 * year-beginning flag is set.
 */
export function moicComparisonColumns(
  quarter: Quarter | number | null | undefined,
  options: { q3YearBeginning?: boolean } = {},
): MoicComparisonColumns {
  return {
    previousQuarter: quarter !== 1,
    previousYear: quarter !== 4 && !(quarter === 3 && options.q3YearBeginning === true),
  }
}

export interface InvestmentTotals {
  equityInvested: number
  cashReceived: number
  remainingFmv: number
  totalValue: number
  moic: number | null
}

const sum = (values: ReadonlyArray<number | null | undefined>): number =>
  values.reduce<number>((total, value) => total + (isAmount(value) ? value : 0), 0)

/** Totals of a group of investments; its MOIC is total value / equity invested of the totals. */
export function investmentTotals(rows: readonly FundInvestmentRow[] | null | undefined): InvestmentTotals {
  const list = rows ?? []
  const equityInvested = sum(list.map((r) => r.equityInvested))
  const totalValue = sum(list.map((r) => r.totalValue))
  return {
    equityInvested,
    cashReceived: sum(list.map((r) => r.cashReceived)),
    remainingFmv: sum(list.map((r) => r.remainingFmv)),
    totalValue,
    moic: moicTotal(totalValue, equityInvested),
  }
}
