import type { EmbeddedReportName, EmbedToken, EmbedUrl } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the token the line-two reports are embedded with. */
export const getEmbedToken = ({ signal }: CallOptions = {}): Promise<EmbedToken> =>
  requestJson({ ...callTo(endpoints.embedToken), signal })

/** GET a line-two report's embed URL. A 204 (the report has no data) answers null. */
export const getEmbedUrl = (
  reportName: EmbeddedReportName,
  { signal }: CallOptions = {},
): Promise<EmbedUrl | null> =>
  requestJson({ ...callTo(endpoints.embedUrl, { reportName }), signal }, () => null)
