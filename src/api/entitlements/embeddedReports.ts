import type { EmbeddedReportName, EmbedToken, EmbedUrl } from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { portalOrigin, requestContext } from '../context'
import { ApiError } from '../errors'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'

/** GET the token the line-two reports are embedded with. */
export const getEmbedToken = ({ signal }: CallOptions = {}): Promise<EmbedToken> =>
  requestJson({ ...callTo(endpoints.embedToken), signal })

/** GET a line-two report's embed URL. A 204 (the report has no data) answers null. */
export async function getEmbedUrl(
  reportName: EmbeddedReportName,
  { signal }: CallOptions = {},
): Promise<EmbedUrl | null> {
  const call = callTo(endpoints.embedUrl, { reportName })
  const answer = await requestJson({ ...call, signal }, () => null)
  if (answer && !isReportHost(answer.embedUrl)) {
    console.error(
      `${call.method} ${call.path} failed (200: the report is not on a report host): ${call.failure}`,
    )
    throw new ApiError(call.failure, 200)
  }
  return answer
}

/**
 * A report is embedded only from the report hosts of the environment's configuration (https), or, in a build that
 * carries the demo's report pages, from the portal's own origin.
 */
function isReportHost(embedUrl: string): boolean {
  try {
    const url = new URL(embedUrl, portalOrigin())
    if (url.origin === portalOrigin()) return __PORTAL_PAGE_REPORTS__
    return url.protocol === 'https:' && requestContext.reportHosts.includes(url.origin)
  } catch {
    return false
  }
}
