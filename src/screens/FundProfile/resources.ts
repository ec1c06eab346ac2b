import { api } from '../../api'
import type { Id } from '../../domain'
import { useScopedResource } from '../kit'

/** The fund profile's provider loads, keyed by their parameters and the session's scope (the kit adds it). */

/** Funds: the funds the user may see, with their facts. */
export const useFunds = () =>
  useScopedResource('funds', {}, (_, signal) => api.reporting.getFunds({ signal }))

/** FundHeads/{fundId}: the fund's heads; waits for the fund. */
export const useFundHeads = (fundId: Id | null) =>
  useScopedResource('fundHeads', fundId === null ? null : { fundId }, (params, signal) =>
    api.reporting.getFundHeads(params.fundId, { signal }),
  )

/** FPSIS/{fundId}/periods: the summary investment schedule's reporting dates; waits for the fund. */
export const useFpsisPeriods = (fundId: Id | null) =>
  useScopedResource('fundPeriods', fundId === null ? null : { fundId }, (params, signal) =>
    api.reporting.getFpsisPeriods(params.fundId, { signal }),
  )

/** One fund at one reporting date: what the summary investment schedule's calls are asked for. */
export interface FundAtDate {
  fundId: Id
  date: string
}

/** FPSIS/data: the companies of the schedule. */
export const useFpsisData = (at: FundAtDate) =>
  useScopedResource('fundInvestments', at, ({ fundId, date }, signal) =>
    api.reporting.getFpsisData(fundId, date, { signal }),
  )

/** The schedule's MOIC totals. */
export const useMoicTotals = (at: FundAtDate) =>
  useScopedResource('moicTotals', at, ({ fundId, date }, signal) =>
    api.reporting.getMoicTotals(fundId, date, { signal }),
  )

/** The schedule's adjustments (types 1 to 4). */
export const useFpsisAdjustments = (at: FundAtDate) =>
  useScopedResource('fundAdjustments', at, ({ fundId, date }, signal) =>
    api.reporting.getFpsisAdjustments(fundId, date, { signal }),
  )

/** The period's facts (its quarter, whether it begins a year). */
export const useFpsisPeriod = (at: FundAtDate) =>
  useScopedResource('fundReportingPeriod', at, ({ fundId, date }, signal) =>
    api.reporting.getFpsisPeriod(fundId, date, { signal }),
  )

/** The fund's own document types, for the Fund Documents tab's type filter. */
export const useFundDocumentTypes = (fundId: Id) =>
  useScopedResource('fundDocumentTypes', { fundId }, (params, signal) =>
    api.documents.getFundDocumentTypes(params.fundId, { signal }),
  )
