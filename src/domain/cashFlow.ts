import { lastDayOfQuarter, startOfQuarter, startOfYear, subQuarters } from 'date-fns'
import { CASH_FLOW_FIRST_YEAR } from './constants'
import type { CashFlowFilter, CashFlowTimeRange, CashFlowType, FundToInvestors } from './entities/cashFlow'
import type { Quarter } from './entities/capitalAccount'
import { optionsOf, type FilterOption } from './entities/filters'
import { parseDate, toIsoDate } from './format'
import { quarterEndDate, reportingDateOf } from './periods'
import {
  cashFlowQuarterEndLabels,
  cashFlowQuarterStartLabels,
  cashFlowTimeRangeLabels,
  contributionCategories,
  distributionCategories,
} from './texts/reports'
import { isOneOf } from './closedSets'

/**
 * Years offered for start and end: 1991 up to the current year, or up to the previous year in January to
 * March, when no quarter of the current year is complete. An invalid today gives no years.
 */
export function cashFlowYears(today: Date): number[] {
  const date = parseDate(today)
  if (!date) return []
  const lastYear = date.getMonth() < 3 ? date.getFullYear() - 1 : date.getFullYear()
  const years: number[] = []
  for (let year = CASH_FLOW_FIRST_YEAR; year <= lastYear; year++) years.push(year)
  return years
}

export const cashFlowStartQuarterOptions: ReadonlyArray<FilterOption<Quarter>> =
  cashFlowQuarterStartLabels.map((label, i) => ({ value: (i + 1) as Quarter, label }))

export const cashFlowEndQuarterOptions: ReadonlyArray<FilterOption<Quarter>> = cashFlowQuarterEndLabels.map(
  (label, i) => ({ value: (i + 1) as Quarter, label }),
)

/** First day of a quarter as an ISO date, e.g. '2024-04-01'. */
export function quarterStartIsoDate(year: number, quarter: number): string | null {
  const end = quarterEndDate(year, quarter)
  return end ? toIsoDate(startOfQuarter(end)) : null
}

/** Last day of a quarter as an ISO date, e.g. '2024-06-30'. */
export const quarterEndIsoDate = (year: number, quarter: number): string | null =>
  reportingDateOf(year, quarter)

export const CASH_FLOW_TIME_RANGES: readonly CashFlowTimeRange[] = [
  'ALL_DATES',
  'LAST_PUBLISHED_QUARTER',
  'LAST_TWO_PUBLISHED_QUARTERS',
  'SINCE_BEGINNING_OF_YEAR',
  'EXACT_DATE_RANGE',
]

export const DEFAULT_CASH_FLOW_TIME_RANGE: CashFlowTimeRange = 'LAST_PUBLISHED_QUARTER'

export const cashFlowTimeRangeOptions = optionsOf(CASH_FLOW_TIME_RANGES, cashFlowTimeRangeLabels)

export interface IsoDateRange {
  startDate: string | null
  endDate: string | null
}

const EMPTY_RANGE: IsoDateRange = { startDate: null, endDate: null }

/** The last completed calendar quarter, first day to last day. */
export function lastCompletedQuarter(today: Date, quartersBack = 1): IsoDateRange {
  const date = parseDate(today)
  if (!date) return EMPTY_RANGE
  const last = subQuarters(date, 1)
  return {
    startDate: toIsoDate(startOfQuarter(subQuarters(date, quartersBack))),
    endDate: toIsoDate(lastDayOfQuarter(last)),
  }
}

/** The dates a time range stands for; an exact range uses the dates chosen. */
export function cashFlowRange(
  range: CashFlowTimeRange | string,
  today: Date,
  exact: IsoDateRange = EMPTY_RANGE,
): IsoDateRange {
  switch (range) {
    case 'LAST_PUBLISHED_QUARTER':
      return lastCompletedQuarter(today)
    case 'LAST_TWO_PUBLISHED_QUARTERS':
      return lastCompletedQuarter(today, 2)
    case 'SINCE_BEGINNING_OF_YEAR': {
      const date = parseDate(today)
      return date ? { startDate: toIsoDate(startOfYear(date)), endDate: toIsoDate(date) } : EMPTY_RANGE
    }
    case 'EXACT_DATE_RANGE':
      return { startDate: exact.startDate ?? null, endDate: exact.endDate ?? null }
    default:
      return EMPTY_RANGE
  }
}

export const investorsOfFund = (
  mapping: readonly FundToInvestors[] | null | undefined,
  fundName: string | null | undefined,
): string[] => (mapping ?? []).find((m) => m.fundName === fundName)?.investors ?? []

/** After a fund change only the accounts also in the new fund stay selected, or null if none (spec §4). */
export function investorsAfterFundChange(
  selected: readonly string[] | null | undefined,
  newFundInvestors: readonly string[] | null | undefined,
): string[] | null {
  const available = new Set(newFundInvestors ?? [])
  const kept = (selected ?? []).filter((investor) => available.has(investor))
  return kept.length > 0 ? kept : null
}

export type CashFlowCategory =
  (typeof contributionCategories)[number] | (typeof distributionCategories)[number]

export function cashFlowTypeOfCategory(category: string | null | undefined): CashFlowType | null {
  if (isOneOf(contributionCategories, category)) return 'Contribution'
  if (isOneOf(distributionCategories, category)) return 'Distribution'
  return null
}

export interface CashFlowTypeSelection {
  contributions: boolean
  distributions: boolean
}

export function cashFlowTypes(selection: CashFlowTypeSelection): CashFlowType[] {
  const types: CashFlowType[] = []
  if (selection.contributions) types.push('Contribution')
  if (selection.distributions) types.push('Distribution')
  return types
}

export type CashFlowReportRequest = Omit<CashFlowFilter, 'types'> & { types?: CashFlowType[] }

/** The report call's filter: an empty account selection is null, and types go only when some are selected. */
export function cashFlowReportRequest(filter: CashFlowFilter): CashFlowReportRequest {
  const { types, investors, ...rest } = filter
  const request: CashFlowReportRequest = {
    ...rest,
    investors: investors && investors.length > 0 ? [...investors] : null,
  }
  if (types && types.length > 0) request.types = [...types]
  return request
}

/** Every flow of a fund (named as the call names it), of the given accounts by name or all of the group's (null). */
export const allFlowsRequest = (
  fund: string,
  investors: readonly string[] | null = null,
): CashFlowReportRequest =>
  cashFlowReportRequest({
    fund,
    investors: investors ? [...investors] : null,
    timePeriod: 'ALL_DATES',
    startDate: null,
    endDate: null,
  })
