import type { ReportingPeriod, ScheduleOfInvestmentsReport } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { requestFile, type DownloadedFile } from '../download'
import { endpoints } from '../endpoints'
import type { ScheduleOfInvestmentsDownloadRequest, ScheduleOfInvestmentsRequest } from '../types'

/** POST for the schedule of investments' periods and their funds. */
export const getScheduleOfInvestmentsPeriods = (
  filter: Record<string, unknown> = {},
  { signal }: CallOptions = {},
): Promise<ReportingPeriod[]> =>
  requestJson({ ...callTo(endpoints.scheduleOfInvestmentsPeriods), body: filter, signal }, () => [])

/** POST for the schedule of investments of a fund, currency and date. */
export const getScheduleOfInvestments = (
  request: ScheduleOfInvestmentsRequest,
  { signal }: CallOptions = {},
): Promise<ScheduleOfInvestmentsReport> =>
  requestJson({ ...callTo(endpoints.scheduleOfInvestments), body: request, signal }, () => ({
    soiDetailed: [],
    soiAggregated: null,
  }))

/** POST for the schedule of investments' file; null when the report has no data (204). */
export const downloadScheduleOfInvestments = (
  request: ScheduleOfInvestmentsDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.scheduleOfInvestmentsDownload), body: request, signal })
