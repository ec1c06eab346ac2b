import { describe, expect, it } from 'vitest'
import {
  cashFlowEndQuarterOptions,
  cashFlowRange,
  cashFlowReportRequest,
  cashFlowStartQuarterOptions,
  cashFlowTimeRangeOptions,
  cashFlowTypeOfCategory,
  cashFlowTypes,
  cashFlowYears,
  DEFAULT_CASH_FLOW_TIME_RANGE,
  investorsAfterFundChange,
  investorsOfFund,
  lastCompletedQuarter,
  quarterEndIsoDate,
  quarterStartIsoDate,
} from './cashFlow'

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date)

describe('cash flow years', () => {
  it('run from 1991 to the current year from April on', () => {
    const years = cashFlowYears(day(2024, 4, 1))
    expect(years[0]).toBe(1991)
    expect(years.at(-1)).toBe(2024)
    expect(years).toHaveLength(2024 - 1991 + 1)
  })
  it('end at the previous year in January to March', () => {
    expect(cashFlowYears(day(2024, 1, 1)).at(-1)).toBe(2023)
    expect(cashFlowYears(day(2024, 3, 31)).at(-1)).toBe(2023)
  })
  it('are empty for an invalid day or one before 1992', () => {
    expect(cashFlowYears(new Date(Number.NaN))).toEqual([])
    expect(cashFlowYears(day(1991, 2, 1))).toEqual([])
  })
})

describe('quarter options', () => {
  it('start on Jan. 1, Apr. 1, Jul. 1, Oct. 1 and end on Mar. 31, Jun. 30, Sep. 30, Dec. 31', () => {
    expect(cashFlowStartQuarterOptions.map((o) => o.label)).toEqual(['Jan. 1', 'Apr. 1', 'Jul. 1', 'Oct. 1'])
    expect(cashFlowEndQuarterOptions.map((o) => o.label)).toEqual([
      'Mar. 31',
      'Jun. 30',
      'Sep. 30',
      'Dec. 31',
    ])
    expect(cashFlowStartQuarterOptions.map((o) => quarterStartIsoDate(2024, o.value))).toEqual([
      '2024-01-01',
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
    ])
    expect(cashFlowEndQuarterOptions.map((o) => quarterEndIsoDate(2024, o.value))).toEqual([
      '2024-03-31',
      '2024-06-30',
      '2024-09-30',
      '2024-12-31',
    ])
    expect(quarterStartIsoDate(2024, 9)).toBeNull()
  })
})

describe('time ranges', () => {
  it('are the five ranges of the spec, Last Published Quarter by default', () => {
    expect(cashFlowTimeRangeOptions.map((o) => o.label)).toEqual([
      'All Dates',
      'Last Published Quarter',
      'Last Two Published Quarters',
      'Since Beginning of Year',
      'Exact Date Range',
    ])
    expect(DEFAULT_CASH_FLOW_TIME_RANGE).toBe('LAST_PUBLISHED_QUARTER')
  })

  it('default to the last completed calendar quarter, first day to last day', () => {
    expect(lastCompletedQuarter(day(2024, 5, 15))).toEqual({ startDate: '2024-01-01', endDate: '2024-03-31' })
    expect(lastCompletedQuarter(day(2024, 1, 1))).toEqual({ startDate: '2023-10-01', endDate: '2023-12-31' })
    expect(lastCompletedQuarter(day(2024, 3, 31))).toEqual({ startDate: '2023-10-01', endDate: '2023-12-31' })
    expect(lastCompletedQuarter(new Date(Number.NaN))).toEqual({ startDate: null, endDate: null })
  })

  it('give the dates of each range', () => {
    const today = day(2024, 8, 20)
    expect(cashFlowRange('ALL_DATES', today)).toEqual({ startDate: null, endDate: null })
    expect(cashFlowRange('LAST_PUBLISHED_QUARTER', today)).toEqual({
      startDate: '2024-04-01',
      endDate: '2024-06-30',
    })
    expect(cashFlowRange('LAST_TWO_PUBLISHED_QUARTERS', today)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-06-30',
    })
    expect(cashFlowRange('SINCE_BEGINNING_OF_YEAR', today)).toEqual({
      startDate: '2024-01-01',
      endDate: '2024-08-20',
    })
    expect(cashFlowRange('SINCE_BEGINNING_OF_YEAR', new Date(Number.NaN))).toEqual({
      startDate: null,
      endDate: null,
    })
    expect(cashFlowRange('EXACT_DATE_RANGE', today, { startDate: '2020-01-01', endDate: null })).toEqual({
      startDate: '2020-01-01',
      endDate: null,
    })
    expect(cashFlowRange('EXACT_DATE_RANGE', today)).toEqual({ startDate: null, endDate: null })
    expect(cashFlowRange('SOMETHING_ELSE', today)).toEqual({ startDate: null, endDate: null })
  })
})

describe('categories', () => {
  it('are the contribution and distribution categories of the spec', () => {
    const contributions = [
      'Fund Investments',
      'Management Fee',
      'Organizational Costs',
      'Partnership Expenses',
      'Unallocated Capital',
    ]
    const distributions = [
      'Dividends/Other Current Income (Loss)',
      'Non-Investment Income',
      'Realized Capital Gain (Loss)',
      'Realized Carry Paid to GP',
      'Return of Capital',
    ]
    expect(contributions.map(cashFlowTypeOfCategory)).toEqual(contributions.map(() => 'Contribution'))
    expect(distributions.map(cashFlowTypeOfCategory)).toEqual(distributions.map(() => 'Distribution'))
    expect(cashFlowTypeOfCategory('Unknown')).toBeNull()
    expect(cashFlowTypeOfCategory(null)).toBeNull()
  })
})

describe('fund change', () => {
  const mapping = [
    { fundName: 'Fund A', investors: ['Inv 1', 'Inv 2'] },
    { fundName: 'Fund B', investors: ['Inv 2', 'Inv 3'] },
  ]
  it('keeps only the accounts also in the new fund', () => {
    expect(investorsAfterFundChange(['Inv 1', 'Inv 2'], investorsOfFund(mapping, 'Fund B'))).toEqual([
      'Inv 2',
    ])
  })
  it('gives null when none is left or none was selected', () => {
    expect(investorsAfterFundChange(['Inv 1'], investorsOfFund(mapping, 'Fund B'))).toBeNull()
    expect(investorsAfterFundChange(null, ['Inv 1'])).toBeNull()
    expect(investorsAfterFundChange(['Inv 1'], investorsOfFund(mapping, 'Fund Z'))).toBeNull()
    expect(investorsOfFund(undefined, 'Fund A')).toEqual([])
  })
})

describe('report request', () => {
  const filter = {
    fund: 'Fund A',
    investors: [] as string[],
    timePeriod: 'ALL_DATES' as const,
    startDate: null,
    endDate: null,
  }
  it('sends types only when contributions or distributions are selected', () => {
    expect(
      cashFlowReportRequest({
        ...filter,
        types: cashFlowTypes({ contributions: false, distributions: false }),
      }),
    ).toEqual({
      fund: 'Fund A',
      investors: null,
      timePeriod: 'ALL_DATES',
      startDate: null,
      endDate: null,
    })
    expect(
      cashFlowReportRequest({
        ...filter,
        types: cashFlowTypes({ contributions: true, distributions: false }),
      }).types,
    ).toEqual(['Contribution'])
    expect(cashFlowTypes({ contributions: true, distributions: true })).toEqual([
      'Contribution',
      'Distribution',
    ])
    expect(cashFlowTypes({ contributions: false, distributions: true })).toEqual(['Distribution'])
  })
  it('sends selected investors as they are', () => {
    expect(cashFlowReportRequest({ ...filter, investors: ['Inv 1'], types: null }).investors).toEqual([
      'Inv 1',
    ])
  })
})
