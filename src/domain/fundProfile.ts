import { differenceInCalendarMonths, isValid, parseISO, startOfDay } from 'date-fns'
import type { Fund } from './entities/fund'
import {
  INVESTMENT_STATUS_GROUPS,
  type FundInvestmentAdjustment,
  type FundInvestmentRow,
} from './entities/scheduleOfInvestments'
import { isAmount } from './amounts'
import { moicComparisonColumns } from './moic'

/** The fund profile's tabs as the URL names them (spec §2.5), in display order. */
export const FUND_PROFILE_TABS = ['summary', 'key-dates', 'waterfall-terms', 'documents'] as const
export type FundProfileTab = (typeof FUND_PROFILE_TABS)[number]

export interface FundInvestmentGroup {
  status: string
  rows: FundInvestmentRow[]
}

/** A company without a status is listed last, under this heading. */
export const UNCLASSIFIED_STATUS = 'Other'

/**
 * The companies of a fund's Summary Investment Schedule grouped by status: Realized, Unrealized/Partially Realized,
 * Publicly Traded (spec §2.5), then any other status the provider sends, in the order first seen; empty groups are
 * left out and the rows keep the provider's order.
 */
export function fundInvestmentGroups(rows: readonly FundInvestmentRow[]): FundInvestmentGroup[] {
  const byStatus = new Map<string, FundInvestmentRow[]>(
    INVESTMENT_STATUS_GROUPS.map((status) => [status, []]),
  )
  for (const row of rows) {
    const status = row.investStatusDesc?.trim() || UNCLASSIFIED_STATUS
    const group = byStatus.get(status)
    if (group) group.push(row)
    else byStatus.set(status, [row])
  }
  return [...byStatus].filter(([, list]) => list.length > 0).map(([status, list]) => ({ status, rows: list }))
}

/** The four adjustment types below the companies (adjustmentTypeID 1 to 4, spec §3). */
export const ADJUSTMENT_TYPE_LABELS: Readonly<Record<1 | 2 | 3 | 4, string>> = {
  1: 'Fair value of escrow',
  2: 'Guarantee obligations and hedges',
  3: 'Bank credit facility',
  4: 'Other assets and liabilities',
}

export interface AdjustmentLine {
  typeId: 1 | 2 | 3 | 4
  label: string
  value: number | null
}

const isAdjustmentType = (id: unknown): id is 1 | 2 | 3 | 4 => id === 1 || id === 2 || id === 3 || id === 4

/** The adjustments of types 1 to 4 in type order, named by type (other types are not the schedule's). */
export function adjustmentLines(adjustments: readonly FundInvestmentAdjustment[]): AdjustmentLine[] {
  return adjustments
    .filter((a): a is FundInvestmentAdjustment & { adjustmentTypeID: 1 | 2 | 3 | 4 } =>
      isAdjustmentType(a.adjustmentTypeID),
    )
    .sort((a, b) => a.adjustmentTypeID - b.adjustmentTypeID)
    .map((a) => ({
      typeId: a.adjustmentTypeID,
      label: ADJUSTMENT_TYPE_LABELS[a.adjustmentTypeID],
      value: isAmount(a.adjustmentTypeValue) ? a.adjustmentTypeValue : null,
    }))
}

/** The period data of FPSISPeriod that decides the MOIC comparisons. */
export interface ComparisonPeriod {
  quarter: number
  previousQuarterReportingDate?: string | null
  endPreviousYearReportingDate?: string | null
  sameQuarterPreviousYearReportingDate?: string | null
  isYearBeginning?: boolean | null
}

export type MoicComparison = 'previousQuarter' | 'endPreviousYear' | 'sameQuarterPreviousYear'

/**
 * The earlier dates whose total MOIC (historic MOIC) is shown beside the period's: none for a comparison the
 * quarter does not show (previous quarter in Q1; previous year end in Q4 or with the Q3 year-beginning flag,
 * spec §5) or that the fund had not reported yet.
 */
export function moicComparisonDates(
  period: ComparisonPeriod,
): Array<{ comparison: MoicComparison; date: string }> {
  const columns = moicComparisonColumns(period.quarter, { q3YearBeginning: period.isYearBeginning === true })
  const candidates: Array<[MoicComparison, boolean, string | null | undefined]> = [
    ['previousQuarter', columns.previousQuarter, period.previousQuarterReportingDate],
    ['endPreviousYear', columns.previousYear, period.endPreviousYearReportingDate],
    ['sameQuarterPreviousYear', true, period.sameQuarterPreviousYearReportingDate],
  ]
  return candidates.flatMap(([comparison, shown, date]) => (shown && date ? [{ comparison, date }] : []))
}

/** The GP/LP split of the catch-up, as 'GP/LP' percentages ('80/20', '100/0'); null when unreadable. */
export function catchUpSplit(value: string | null | undefined): { gp: number; lp: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*\/\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value ?? '')
  if (!match) return null
  const gp = Number(match[1])
  const lp = Number(match[2])
  return Math.abs(gp + lp - 100) < 1e-9 ? { gp, lp } : null
}

const percent = (value: number | null | undefined): number | null =>
  isAmount(value) && value >= 0 && value <= 100 ? value : null

export interface WaterfallTerms {
  hurdleRatePct: number | null
  carriedIntPct: number | null
  catchUp: { gp: number; lp: number } | null
}

/** The fund's distribution waterfall terms, each null when the provider's value is missing or out of range. */
export const waterfallTerms = (fund: Fund): WaterfallTerms => ({
  hurdleRatePct: percent(fund.hurdleRatePct),
  carriedIntPct: percent(fund.carriedIntPct),
  catchUp: catchUpSplit(fund.catchUpSplitByGpLp),
})

export interface KeyDate {
  original: Date | null
  current: Date | null
  /** The current date is later than the original (the period was extended). */
  extended: boolean
  /** The current date is before today. */
  passed: boolean
  /** Whole calendar months from today to the current date (negative once it has passed); null without one. */
  monthsLeft: number | null
}

const dateOf = (value: string | null | undefined): Date | null => {
  if (!value) return null
  const date = parseISO(value)
  return isValid(date) ? date : null
}

/** A key date of the fund (investment period, follow-on period, term expiration) against today. */
export function keyDate(
  original: string | null | undefined,
  current: string | null | undefined,
  today: Date,
): KeyDate {
  const first = dateOf(original)
  const now = dateOf(current) ?? first
  return {
    original: first,
    current: now,
    extended: first !== null && now !== null && now.getTime() > first.getTime(),
    passed: now !== null && now.getTime() < startOfDay(today).getTime(),
    monthsLeft: now === null ? null : differenceInCalendarMonths(startOfDay(now), startOfDay(today)),
  }
}
