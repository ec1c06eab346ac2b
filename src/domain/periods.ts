import { getQuarter, lastDayOfQuarter } from 'date-fns'
import type { FundOption, Quarter, ReportingPeriod } from './entities/capitalAccount'
import type { Id } from './entities/filters'
import { parseDate, toIsoDate } from './format'

export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4]

/** Quarter-end labels (spec §9). */
export const quarterEndLabels: Record<Quarter, string> = {
  1: 'Mar. 31',
  2: 'Jun. 30',
  3: 'Sep. 30',
  4: 'Dec. 31',
}

const QUARTER_BY_END_MONTH: Record<string, Quarter> = { '03': 1, '06': 2, '09': 3, '12': 4 }

export const isQuarter = (value: unknown): value is Quarter =>
  value === 1 || value === 2 || value === 3 || value === 4

/** Quarter of a quarter-end month: 03 → Q1, 06 → Q2, 09 → Q3, 12 → Q4; null for any other month. */
export function quarterFromMonth(month: string | number | null | undefined): Quarter | null {
  if (month === null || month === undefined) return null
  const key = String(month).trim().padStart(2, '0')
  return QUARTER_BY_END_MONTH[key] ?? null
}

const isYear = (year: unknown): year is number =>
  typeof year === 'number' && Number.isInteger(year) && year >= 1 && year <= 9999

/** The last day of a quarter, or null for an impossible year or quarter. */
export function quarterEndDate(year: number, quarter: number): Date | null {
  if (!isYear(year) || !isQuarter(quarter)) return null
  const firstDay = new Date(year, (quarter - 1) * 3, 1)
  firstDay.setFullYear(year)
  return lastDayOfQuarter(firstDay)
}

/** The quarter end as the provider's reportingDate, e.g. '2024-03-31'. */
export const reportingDateOf = (year: number, quarter: number): string | null =>
  toIsoDate(quarterEndDate(year, quarter))

export interface YearQuarter {
  year: number
  quarter: Quarter
}

/** Year and quarter of any date (a reporting date is a quarter end). */
export function yearQuarterOf(value: string | Date | null | undefined): YearQuarter | null {
  const date = parseDate(value)
  if (!date) return null
  return { year: date.getFullYear(), quarter: getQuarter(date) as Quarter }
}

const periodKey = (p: YearQuarter): number => p.year * 10 + p.quarter

const validPeriods = <P extends YearQuarter>(periods: readonly P[] | null | undefined): P[] =>
  (periods ?? []).filter((p) => p && isYear(p.year) && isQuarter(p.quarter))

/** Newest first. */
export const sortPeriodsDescending = <P extends YearQuarter>(periods: readonly P[] | null | undefined): P[] =>
  validPeriods(periods).sort((a, b) => periodKey(b) - periodKey(a))

export const latestPeriod = <P extends YearQuarter>(periods: readonly P[] | null | undefined): P | null =>
  sortPeriodsDescending(periods)[0] ?? null

/** Years that have periods, newest first. */
export const periodYears = (periods: readonly YearQuarter[] | null | undefined): number[] => [
  ...new Set(sortPeriodsDescending(periods).map((p) => p.year)),
]

/** Quarters available in a year, in order. */
export const periodQuarters = (periods: readonly YearQuarter[] | null | undefined, year: number): Quarter[] =>
  [
    ...new Set(
      validPeriods(periods)
        .filter((p) => p.year === year)
        .map((p) => p.quarter),
    ),
  ].sort((a, b) => a - b)

/**
 * The period after the year changes: the same quarter if that year has it, else the latest quarter of that
 * year; null when the year has no period (spec §4 Reports).
 */
export function periodForYear<P extends YearQuarter>(
  periods: readonly P[] | null | undefined,
  year: number,
  currentQuarter: number | null | undefined,
): P | null {
  const ofYear = sortPeriodsDescending(periods).filter((p) => p.year === year)
  return ofYear.find((p) => p.quarter === currentQuarter) ?? ofYear[0] ?? null
}

export const findPeriod = <P extends YearQuarter>(
  periods: readonly P[] | null | undefined,
  year: number,
  quarter: number,
): P | null => validPeriods(periods).find((p) => p.year === year && p.quarter === quarter) ?? null

/** The selected fund if the period has it, else the period's first fund, else null. */
export function fundForPeriod(
  period: Pick<ReportingPeriod, 'associatedFunds'> | null,
  selectedFund: Id | null,
): FundOption | null {
  const funds = period?.associatedFunds ?? []
  const kept = selectedFund === null ? undefined : funds.find((f) => String(f.value) === String(selectedFund))
  return kept ?? funds[0] ?? null
}

export const CURRENT_PERIOD_COUNT = 3

const uniqueFunds = (funds: readonly FundOption[]): FundOption[] => {
  const seen = new Set<string>()
  return funds.filter((fund) => {
    const key = String(fund.value)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Current funds are the funds of the last three periods, newest first, each once (spec §4 Reports). */
export const currentFunds = (periods: readonly ReportingPeriod[] | null | undefined): FundOption[] =>
  uniqueFunds(
    sortPeriodsDescending(periods)
      .slice(0, CURRENT_PERIOD_COUNT)
      .flatMap((p) => p.associatedFunds ?? []),
  )
