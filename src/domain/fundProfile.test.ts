import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  adjustmentLines,
  catchUpSplit,
  fundInvestmentGroups,
  keyDate,
  moicComparisonDates,
  UNCLASSIFIED_STATUS,
  waterfallTerms,
} from './fundProfile'
import { INVESTMENT_STATUS_GROUPS, type FundInvestmentRow } from './entities/scheduleOfInvestments'

const row = (companyName: string, investStatusDesc: string | null): FundInvestmentRow => ({
  companyName,
  investStatusDesc,
})

describe('fundInvestmentGroups', () => {
  it('groups by status in the schedule order, then other statuses, leaving empty groups out', () => {
    const groups = fundInvestmentGroups([
      row('A', 'Publicly Traded'),
      row('B', 'Realized'),
      row('C', 'Written Off'),
      row('D', null),
      row('E', 'Realized'),
    ])
    expect(groups.map((g) => [g.status, g.rows.map((r) => r.companyName)])).toEqual([
      ['Realized', ['B', 'E']],
      ['Publicly Traded', ['A']],
      ['Written Off', ['C']],
      [UNCLASSIFIED_STATUS, ['D']],
    ])
  })

  it('keeps every row exactly once', () => {
    const status = fc.constantFrom<string | null>(...INVESTMENT_STATUS_GROUPS, 'Other', 'X', null, '')
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), status)), (pairs) => {
        const rows = pairs.map(([name, s]) => row(name, s))
        const grouped = fundInvestmentGroups(rows).flatMap((g) => g.rows)
        expect(grouped).toHaveLength(rows.length)
        expect(new Set(grouped)).toEqual(new Set(rows))
      }),
    )
  })
})

describe('adjustmentLines', () => {
  it('names types 1 to 4 in order and drops other types', () => {
    expect(
      adjustmentLines([
        { adjustmentTypeID: 3, adjustmentTypeValue: -2.5 },
        { adjustmentTypeID: 9, adjustmentTypeValue: 1 },
        { adjustmentTypeID: 1, adjustmentTypeValue: null },
      ]),
    ).toEqual([
      { typeId: 1, label: 'Fair value of escrow', value: null },
      { typeId: 3, label: 'Bank credit facility', value: -2.5 },
    ])
  })
})

describe('moicComparisonDates', () => {
  const dates = {
    previousQuarterReportingDate: '2026-06-30',
    endPreviousYearReportingDate: '2025-12-31',
    sameQuarterPreviousYearReportingDate: '2025-09-30',
  }
  it('compares a Q3 with the previous quarter, the previous year end and Q3 of last year', () => {
    expect(moicComparisonDates({ quarter: 3, ...dates }).map((c) => c.comparison)).toEqual([
      'previousQuarter',
      'endPreviousYear',
      'sameQuarterPreviousYear',
    ])
  })
  it('has no previous quarter in Q1 and no previous year in Q4 or with the Q3 year-beginning flag', () => {
    expect(moicComparisonDates({ quarter: 1, ...dates }).map((c) => c.comparison)).toEqual([
      'endPreviousYear',
      'sameQuarterPreviousYear',
    ])
    expect(moicComparisonDates({ quarter: 4, ...dates }).map((c) => c.comparison)).toEqual([
      'previousQuarter',
      'sameQuarterPreviousYear',
    ])
    expect(
      moicComparisonDates({ quarter: 3, isYearBeginning: true, ...dates }).map((c) => c.comparison),
    ).toEqual(['previousQuarter', 'sameQuarterPreviousYear'])
  })
  it('leaves out dates before the fund reported', () => {
    expect(moicComparisonDates({ quarter: 2, previousQuarterReportingDate: '2026-03-31' })).toEqual([
      { comparison: 'previousQuarter', date: '2026-03-31' },
    ])
  })
})

describe('waterfall terms', () => {
  it('reads the GP/LP catch-up split', () => {
    expect(catchUpSplit('80/20')).toEqual({ gp: 80, lp: 20 })
    expect(catchUpSplit(' 100% / 0% ')).toEqual({ gp: 100, lp: 0 })
    expect(catchUpSplit('80/30')).toBeNull()
    expect(catchUpSplit('<b>80</b>/20')).toBeNull()
    expect(catchUpSplit(null)).toBeNull()
  })
  it('keeps percentages between 0 and 100 only', () => {
    expect(
      waterfallTerms({ id: 1, name: 'F', hurdleRatePct: 8, carriedIntPct: 120, catchUpSplitByGpLp: '100/0' }),
    ).toEqual({ hurdleRatePct: 8, carriedIntPct: null, catchUp: { gp: 100, lp: 0 } })
  })
})

describe('keyDate', () => {
  const today = new Date(2026, 10, 23, 15, 0)
  it('marks an extended date still ahead', () => {
    expect(keyDate('2026-12-31', '2028-12-31', today)).toMatchObject({
      extended: true,
      passed: false,
      monthsLeft: 25,
    })
  })
  it('marks a date that has passed; the original stands in for a missing current date', () => {
    expect(keyDate('2020-12-31', null, today)).toMatchObject({
      extended: false,
      passed: true,
      monthsLeft: -71,
    })
  })
  it('today has not passed', () => {
    expect(keyDate('2026-11-23', '2026-11-23', today)).toMatchObject({ passed: false, monthsLeft: 0 })
  })
  it('has nothing to say without dates', () => {
    expect(keyDate(null, 'not a date', today)).toEqual({
      original: null,
      current: null,
      extended: false,
      passed: false,
      monthsLeft: null,
    })
  })
})
