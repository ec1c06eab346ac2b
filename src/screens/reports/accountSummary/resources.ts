import { api, type AccountSummaryReportRequest } from '../../../api'
import { useScopedResource } from '../../kit'

/**
 * The account summary's provider loads, each keyed by its parameters and the session's scope (the kit adds the
 * user and the investor group). Null parameters wait until the filters are known.
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
