import type { Quarter } from './entities/capitalAccount'
import type { CashFlowRow, CashFlowType } from './entities/cashFlow'
import { cashFlowTypeOfCategory, quarterEndIsoDate, quarterStartIsoDate, type IsoDateRange } from './cashFlow'
import { yearQuarterOf } from './periods'
import { isAmount, toCents } from './amounts'

/** One end of an exact range: a year and a quarter, either of which may still be unset. */
export interface RangeEnd {
  year: number | null
  quarter: Quarter | null
}

export type ExactRange =
  { status: 'incomplete' } | { status: 'endBeforeStart' } | ({ status: 'ready' } & IsoDateRange)

/**
 * An exact date range from its start (first day of a quarter) and end (last day of a quarter): incomplete while
 * either end is unset (nothing is fetched, spec §4), refused when the end comes before the start.
 */
export function exactRange(start: RangeEnd, end: RangeEnd): ExactRange {
  const startDate = start.year && start.quarter ? quarterStartIsoDate(start.year, start.quarter) : null
  const endDate = end.year && end.quarter ? quarterEndIsoDate(end.year, end.quarter) : null
  if (!startDate || !endDate) return { status: 'incomplete' }
  if (endDate < startDate) return { status: 'endBeforeStart' }
  return { status: 'ready', startDate, endDate }
}

const typeOf = (row: CashFlowRow): CashFlowType | null =>
  row.type === 'Contribution' || row.type === 'Distribution' ? row.type : cashFlowTypeOfCategory(row.category)

/** Each type's total, to the cent. */
export function cashFlowSubtotals(rows: readonly CashFlowRow[]): Record<CashFlowType, number> {
  const cents = { Contribution: 0, Distribution: 0 }
  for (const row of rows) {
    const type = typeOf(row)
    if (type && isAmount(row.amount)) cents[type] += toCents(row.amount)
  }
  return { Contribution: cents.Contribution / 100, Distribution: cents.Distribution / 100 }
}

/** A quarter of the chart: what was paid in and out, and the net position since the first quarter shown. */
export interface CashFlowQuarter {
  key: string
  label: string
  contributions: number
  distributions: number
  /** Distributions less contributions, summed over this and every earlier quarter (the J-curve). */
  cumulativeNet: number
}

/** The rows by calendar quarter, oldest first, with the cumulative net cash flow (spec §2.5 cash flow chart). */
export function cashFlowByQuarter(rows: readonly CashFlowRow[]): CashFlowQuarter[] {
  const quarters = new Map<
    string,
    { year: number; quarter: number; contributions: number; distributions: number }
  >()
  for (const row of rows) {
    const when = yearQuarterOf(row.date)
    const type = typeOf(row)
    if (!when || !type || !isAmount(row.amount)) continue
    const key = `${when.year}-Q${when.quarter}`
    const entry = quarters.get(key) ?? { ...when, contributions: 0, distributions: 0 }
    if (type === 'Contribution') entry.contributions += toCents(row.amount)
    else entry.distributions += toCents(row.amount)
    quarters.set(key, entry)
  }
  let net = 0
  return [...quarters.entries()]
    .sort(([, a], [, b]) => a.year - b.year || a.quarter - b.quarter)
    .map(([key, entry]) => {
      net += entry.distributions - entry.contributions
      return {
        key,
        label: `Q${entry.quarter} ${entry.year}`,
        contributions: entry.contributions / 100,
        distributions: entry.distributions / 100,
        cumulativeNet: net / 100,
      }
    })
}
