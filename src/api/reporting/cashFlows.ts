import type { CashFlowOptions, CashFlowReportRequest, CashFlowRow } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { requestFile, type DownloadedFile } from '../download'
import { endpoints } from '../endpoints'

/** GET which investor accounts each fund has. */
export const getCashFlowOptions = ({ signal }: CallOptions = {}): Promise<CashFlowOptions> =>
  requestJson({ ...callTo(endpoints.cashFlowFilters), signal }, () => ({ fundToInvestorsMapping: [] }))

/** POST for the cash flow activity's rows. */
export const getCashFlowReport = (
  request: CashFlowReportRequest,
  { signal }: CallOptions = {},
): Promise<CashFlowRow[]> =>
  requestJson({ ...callTo(endpoints.cashFlowReport), body: request, signal }, () => [])

/** POST for the cash flow activity's file; null when it has no data (204). */
export const downloadCashFlowReport = (
  request: CashFlowReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.cashFlowDownload), body: request, signal })
