/**
 * Addresses the portal follows on its own (a provider's 300 answer, a saved deep link) must never take the user to
 * another site: each is resolved with the browser's own URL parser, so that tricks a string check misses ('/\host',
 * tabs inside '//', encoded schemes) are judged the way the browser would follow them.
 */

/** The origin used when there is no browser window (tests, the mock server): any fixed origin will do. */
export const PLACEHOLDER_PORTAL_ORIGIN = 'http://portal.invalid'

const isWebProtocol = (url: URL): boolean => url.protocol === 'https:' || url.protocol === 'http:'

function parsed(address: string, base: string): URL | null {
  try {
    return new URL(address, base)
  } catch {
    return null
  }
}

const originOf = (address: string, base: string): string | null => parsed(address, base)?.origin ?? null

export interface RedirectOrigins {
  /** The portal's own origin (window.location.origin in a browser). */
  portalOrigin: string
  /** The configured API base (absolute or relative to the portal). */
  providerBase: string
  /** The call that was answered with 300: a relative Location resolves against it, as HTTP does. */
  callUrl: string
}

/**
 * Where a 300 answer's Location leads, or null when it must not be followed: only http(s) addresses on the
 * portal's origin or the provider's origin are, so a tampered answer cannot send the user to a look-alike site.
 */
export function permittedRedirect(
  location: string | null | undefined,
  origins: RedirectOrigins,
): string | null {
  const value = (location ?? '').trim()
  if (!value) return null
  const callUrl = parsed(origins.callUrl, origins.portalOrigin)
  const target = callUrl ? parsed(value, callUrl.href) : null
  if (!target || !isWebProtocol(target)) return null
  const allowed = [
    originOf(origins.portalOrigin, PLACEHOLDER_PORTAL_ORIGIN),
    originOf(origins.providerBase, origins.portalOrigin),
  ]
  return allowed.includes(target.origin) ? target.href : null
}

/**
 * A path of the portal ('/documents?fund=3#top') as the browser would resolve it, or null when it would leave the
 * portal: '/\host' and '/\t/host' are read as '//host' by browsers, so the path is parsed, not string-matched, and
 * an encoded backslash or double slash ('/%5Chost') is refused too, lest a router decode it into one.
 */
export function portalPath(
  path: string | null | undefined,
  portalOrigin: string = PLACEHOLDER_PORTAL_ORIGIN,
): string | null {
  const value = (path ?? '').trim()
  if (!value.startsWith('/')) return null
  const origin = originOf(portalOrigin, PLACEHOLDER_PORTAL_ORIGIN)
  const url = parsed(value, portalOrigin)
  if (!url || url.origin !== origin) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (decoded.includes('\\') || decoded.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}
