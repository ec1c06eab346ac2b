import { api } from '../../../api'
import type { CashFlowReportRequest } from '../../../domain'
import { useScopedResource } from '../../kit'

/**
 * Cash flow activity's provider loads, each keyed by its parameters and the session's scope (the kit adds the user
 * and the investor group). Null parameters wait until the filters are known.
 */

/** FundCashflows/filters: the funds and their investor accounts. */
export const useCashFlowOptions = () =>
  useScopedResource('cashFlowFilters', {}, (_, signal) => api.reporting.getCashFlowOptions({ signal }))

/** FundCashflows/report for the chosen fund, accounts, range and types. */
export const useCashFlowReport = (request: CashFlowReportRequest | null) =>
  useScopedResource('cashFlowReport', request, (params, signal) =>
    api.reporting.getCashFlowReport(params, { signal }),
  )
