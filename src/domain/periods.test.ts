import { describe, expect, it } from 'vitest'
import type { ReportingPeriod } from './entities/capitalAccount'
import {
  currentFunds,
  findPeriod,
  fundForPeriod,
  latestPeriod,
  periodForYear,
  periodQuarters,
  periodYears,
  quarterEndDate,
  quarterEndLabels,
  quarterFromMonth,
  reportingDateOf,
  sortPeriodsDescending,
  yearQuarterOf,
} from './periods'

const fund = (value: number) => ({ value, label: `Fund ${value}` })
const period = (year: number, quarter: 1 | 2 | 3 | 4, funds: number[] = []): ReportingPeriod => ({
  year,
  quarter,
  associatedFunds: funds.map(fund),
})

describe('quarters', () => {
  it('end on Mar. 31, Jun. 30, Sep. 30 and Dec. 31', () => {
    expect(quarterEndLabels).toEqual({ 1: 'Mar. 31', 2: 'Jun. 30', 3: 'Sep. 30', 4: 'Dec. 31' })
    expect([1, 2, 3, 4].map((q) => reportingDateOf(2024, q))).toEqual([
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ])
    expect(reportingDateOf(50, 1)).toBe('0050-03-31')
  })
  it('reject impossible years and quarters', () => {
    expect(quarterEndDate(2024, 5)).toBeNull()
    expect(quarterEndDate(2024, 0)).toBeNull()
    expect(quarterEndDate(2024.5, 1)).toBeNull()
    expect(quarterEndDate(Number.NaN, 1)).toBeNull()
    expect(reportingDateOf(10000, 1)).toBeNull()
  })
  it('map months 03, 06, 09, 12 to Q1..Q4 and nothing else', () => {
    expect(['03', '06', '09', '12'].map(quarterFromMonth)).toEqual([1, 2, 3, 4])
    expect(quarterFromMonth(3)).toBe(1)
    expect(quarterFromMonth('02')).toBeNull()
    expect(quarterFromMonth(null)).toBeNull()
    expect(quarterFromMonth(undefined)).toBeNull()
  })
  it('of a date', () => {
    expect(yearQuarterOf('2023-09-30')).toEqual({ year: 2023, quarter: 3 })
    expect(yearQuarterOf('garbage')).toBeNull()
  })
})

describe('periods', () => {
  const periods = [period(2023, 4, [1]), period(2024, 1, [1, 2]), period(2023, 2, [3]), period(2024, 2, [2])]

  it('latest period', () => {
    expect(latestPeriod(periods)).toEqual(period(2024, 2, [2]))
    expect(latestPeriod([])).toBeNull()
    expect(latestPeriod(null)).toBeNull()
  })

  it('ignores malformed periods', () => {
    const malformed = [
      { year: Number.NaN, quarter: 1 },
      { year: 2025, quarter: 7 },
      null,
    ] as unknown as ReportingPeriod[]
    expect(sortPeriodsDescending([...malformed, period(2020, 1)])).toEqual([period(2020, 1)])
  })

  it('years newest first and quarters of a year in order', () => {
    expect(periodYears(periods)).toEqual([2024, 2023])
    expect(periodQuarters(periods, 2023)).toEqual([2, 4])
    expect(periodQuarters(periods, 2019)).toEqual([])
  })

  it('changing the year picks the same quarter if available, else the latest quarter of that year', () => {
    expect(periodForYear(periods, 2024, 1)).toEqual(period(2024, 1, [1, 2]))
    expect(periodForYear(periods, 2023, 1)).toEqual(period(2023, 4, [1]))
    expect(periodForYear(periods, 2023, 2)).toEqual(period(2023, 2, [3]))
    expect(periodForYear(periods, 2019, 1)).toBeNull()
    expect(periodForYear(periods, 2024, null)).toEqual(period(2024, 2, [2]))
  })

  it('finds a period', () => {
    expect(findPeriod(periods, 2023, 2)).toEqual(period(2023, 2, [3]))
    expect(findPeriod(periods, 2023, 3)).toBeNull()
  })

  it('keeps the selected fund if the period has it, else switches to the first fund', () => {
    expect(fundForPeriod(period(2024, 1, [1, 2]), 2)).toEqual(fund(2))
    expect(fundForPeriod(period(2024, 1, [1, 2]), '2')).toEqual(fund(2))
    expect(fundForPeriod(period(2024, 1, [1, 2]), 9)).toEqual(fund(1))
    expect(fundForPeriod(period(2024, 1, [1, 2]), null)).toEqual(fund(1))
    expect(fundForPeriod(period(2024, 1), 1)).toBeNull()
    expect(fundForPeriod(null, 1)).toBeNull()
  })

  it('defaults the schedule of investments to the latest period and its first fund', () => {
    // As the schedule of investments' screen reads its selection with no period or fund chosen yet.
    const defaults = (list: readonly ReportingPeriod[]) => {
      const latest = latestPeriod(list)
      return latest && { period: latest, fund: fundForPeriod(latest, null) }
    }
    expect(defaults(periods)).toEqual({ period: period(2024, 2, [2]), fund: fund(2) })
    expect(defaults([period(2024, 2)])).toEqual({ period: period(2024, 2), fund: null })
    expect(defaults([])).toBeNull()
  })

  it('current funds are the funds of the last three periods, each once', () => {
    expect(currentFunds(periods).map((f) => f.value)).toEqual([2, 1])
    expect(currentFunds(undefined)).toEqual([])
  })
})
