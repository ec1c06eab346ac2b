import type { FundInvestmentAdjustment, FundInvestmentRow, Id } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { downloadFile, type DownloadedFile } from '../download'
import { endpoints } from '../endpoints'
import type { FpsisPeriodData, FundMoicTotals } from '../types'

/** GET the reporting dates of a fund's investment schedule. */
export const getFpsisPeriods = (fundId: Id, { signal }: CallOptions = {}): Promise<string[]> =>
  requestJson({ ...callTo(endpoints.fundPeriods, { fundId }), signal }, () => [])

/** GET the fund's investments at a date; a 404 is 'FLOC reports not found'. */
export const getFpsisData = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundInvestmentRow[]> =>
  requestJson({ ...callTo(endpoints.fundInvestments, { fundId, date: reportingDate }), signal }, () => [])

/** GET the fund's adjustments at a date; a 404 is 'FSIS reports not found'. */
export const getFpsisAdjustments = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundInvestmentAdjustment[]> =>
  requestJson({ ...callTo(endpoints.fundAdjustments, { fundId, date: reportingDate }), signal }, () => [])

/** GET the fund's MOIC totals at a date. */
export const getMoicTotals = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundMoicTotals> =>
  requestJson({ ...callTo(endpoints.moicTotals, { fundId, date: reportingDate }), signal })

/** The same call for an earlier date (historic MOIC, stored per fund and date by the caller). */
export const getHistoricMoic = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundMoicTotals> =>
  requestJson({ ...callTo(endpoints.historicMoic, { fundId, date: reportingDate }), signal })

/** GET the period a fund's schedule is shown for, ?fundId&reportingDate. */
export const getFpsisPeriod = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FpsisPeriodData> =>
  requestJson({ ...callTo(endpoints.fundReportingPeriod), query: { fundId, reportingDate }, signal })

/** GET the Summary Investment Schedule file (the generic download). */
export const downloadFpsisReport = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> => {
  const call = callTo(endpoints.summaryInvestmentScheduleDownload, { fundId, date: reportingDate })
  return downloadFile(call, undefined, { signal })
}
