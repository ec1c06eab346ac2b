import type { EmbeddedReportName, EmbedToken, EmbedUrl } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import { isId, isString, shaped } from '../guards'

/** GET the token the line-two reports are embedded with. */
export const getEmbedToken = ({ signal }: CallOptions = {}): Promise<EmbedToken> =>
  requestJson(
    { ...callTo(endpoints.embedToken), signal },
    shaped<EmbedToken>({ token: isString, expiration: isId }),
  )

/** GET a line-two report's embed URL. A 204 (the report has no data) answers null. */
export const getEmbedUrl = (
  reportName: EmbeddedReportName,
  { signal }: CallOptions = {},
): Promise<EmbedUrl | null> =>
  requestJson(
    { ...callTo(endpoints.embedUrl, { reportName }), signal },
    shaped<EmbedUrl>({ embedUrl: isString }),
    () => null,
  )
