import { api, type AccountSummaryReportRequest, type ScheduleOfInvestmentsRequest } from '../../api'
import type { CashFlowReportRequest, EmbeddedReportName } from '../../domain'
import { useScopedResource } from '../kit'

/**
 * The reports' provider loads, each keyed by its parameters and the session's scope (the kit adds the user and
 * the investor group). Null parameters wait until the filters are known.
 */

/** AccountSummary/filter: the periods and funds the account summary can show. */
export const useAccountSummaryFilter = () =>
  useScopedResource('accountSummaryFilter', {}, (_, signal) =>
    api.reporting.getAccountSummaryFilter({ signal }),
  )

/** Cas/report for the account summary's funds and date. */
export const useAccountSummary = (request: AccountSummaryReportRequest | null) =>
  useScopedResource('accountSummary', request, (params, signal) =>
    api.reporting.getAccountSummary(params, { signal }),
  )

/** Cas/periods: the statement's reporting dates and their funds. */
export const useCapitalAccountPeriods = () =>
  useScopedResource('casPeriods', {}, (_, signal) => api.reporting.getCapitalAccountPeriods({ signal }))

/** SOI/periods: the schedule's reporting dates and their funds. */
export const useScheduleOfInvestmentsPeriods = () =>
  useScopedResource('soiPeriods', {}, (_, signal) =>
    api.reporting.getScheduleOfInvestmentsPeriods({}, { signal }),
  )

/** SOI/report for one fund and date. */
export const useScheduleOfInvestments = (request: ScheduleOfInvestmentsRequest | null) =>
  useScopedResource('scheduleOfInvestments', request, (params, signal) =>
    api.reporting.getScheduleOfInvestments(params, { signal }),
  )

/** FundCashflows/filters: the funds and their investor accounts. */
export const useCashFlowOptions = () =>
  useScopedResource('cashFlowFilters', {}, (_, signal) => api.reporting.getCashFlowOptions({ signal }))

/** FundCashflows/report for the chosen fund, accounts, range and types. */
export const useCashFlowReport = (request: CashFlowReportRequest | null) =>
  useScopedResource('cashFlowReport', request, (params, signal) =>
    api.reporting.getCashFlowReport(params, { signal }),
  )

/** The embed URL of a line-two report; `attempt` asks again after a failure. */
export const useEmbedUrl = (reportName: EmbeddedReportName, attempt: number) =>
  useScopedResource('embedUrl', { reportName, attempt }, (params, signal) =>
    api.entitlements.getEmbedUrl(params.reportName, { signal }),
  )
