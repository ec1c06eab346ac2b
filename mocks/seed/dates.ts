import type { Quarter } from '../../src/domain'

/**
 * The day the seeded book is "as of" in tests and Storybook, so that their data never moves with the clock.
 * The dev portal and the standalone server use the real date instead (resetMockState's `today`).
 */
export const MOCK_REFERENCE_DATE = '2026-11-16'

/** Reports run from 2018 Q1 (quarter index 0) to the latest completed quarter. */
export const FIRST_REPORTING_YEAR = 2018

export interface QuarterRef {
  index: number
  year: number
  quarter: Quarter
  /** The quarter end, e.g. '2024-03-31' (the provider's reportingDate). */
  endDate: string
  /** The first day, e.g. '2024-01-01'. */
  startDate: string
}

const pad = (value: number): string => String(value).padStart(2, '0')
const QUARTER_END_DAYS = ['03-31', '06-30', '09-30', '12-31'] as const
const QUARTER_START_DAYS = ['01-01', '04-01', '07-01', '10-01'] as const

export function quarterAt(index: number): QuarterRef {
  const year = FIRST_REPORTING_YEAR + Math.floor(index / 4)
  const q = (((index % 4) + 4) % 4) as 0 | 1 | 2 | 3
  return {
    index,
    year,
    quarter: (q + 1) as Quarter,
    endDate: `${year}-${QUARTER_END_DAYS[q]}`,
    startDate: `${year}-${QUARTER_START_DAYS[q]}`,
  }
}

/** The index of the quarter a calendar date falls in. */
export const quarterIndexOf = (year: number, quarter: number): number =>
  (year - FIRST_REPORTING_YEAR) * 4 + quarter - 1

/** The quarter index of a reporting date ('YYYY-MM-DD…' at a quarter end), or null. */
export function quarterIndexOfDate(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const quarter = [3, 6, 9, 12].indexOf(month) + 1
  if (quarter === 0) return null
  const index = quarterIndexOf(year, quarter)
  return quarterAt(index).endDate === `${match[1]}-${pad(month)}-${pad(day)}` ? index : null
}

/** The latest quarter that has ended before `today`. */
export function latestCompletedQuarterIndex(today: Date): number {
  const currentQuarter = Math.floor(today.getUTCMonth() / 3) + 1
  return quarterIndexOf(today.getUTCFullYear(), currentQuarter) - 1
}

export const DAY_MS = 86_400_000

/** Days since 1970-01-01 of an ISO date. */
export const dayNumber = (isoDate: string): number =>
  Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS)

export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)
