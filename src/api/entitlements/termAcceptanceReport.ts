import { callTo, type CallOptions } from '../client'
import { requestFile, type DownloadedFile } from '../download'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import type { TermAcceptanceReportRequest } from '../types'

/** POST the administration's term acceptance report; null when it has no data (204). */
export const downloadTermAcceptanceReport = (
  request: TermAcceptanceReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.termAcceptanceReport), body: request, signal })
