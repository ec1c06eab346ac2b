/**
 * Origins the standalone server trusts for CORS and for sign-in's returnTo: loopback origins always, plus those
 * set from MOCK_API_ALLOWED_ORIGINS. Anything else is refused, so sign-in can never become an open redirect.
 */
const extraOrigins = new Set<string>()

export function allowOrigins(origins: readonly string[]): void {
  for (const origin of origins) if (origin.trim()) extraOrigins.add(origin.trim().replace(/\/+$/, ''))
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function isAllowedOrigin(origin: string | null | undefined): boolean {
  if (!origin) return false
  try {
    const url = new URL(origin)
    if (url.origin !== origin.replace(/\/+$/, '')) return false
    return (
      ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)) ||
      extraOrigins.has(url.origin)
    )
  } catch {
    return false
  }
}

/** A returnTo URL is followed only to an allowed origin (or the provider's own). */
export function isAllowedReturnTo(returnTo: string, requestUrl: string): boolean {
  try {
    const target = new URL(returnTo)
    return target.origin === new URL(requestUrl).origin || isAllowedOrigin(target.origin)
  } catch {
    return false
  }
}

/**
 * An Origin header the provider serves: an allowed origin, the provider's own, or (in the browser hosts, where
 * the handlers run in the portal's page) the page's own.
 */
export function isServedOrigin(origin: string, requestUrl: string): boolean {
  if (isAllowedOrigin(origin)) return true
  try {
    const own = [new URL(requestUrl).origin, globalThis.location?.origin]
    return own.includes(origin.replace(/\/+$/, ''))
  } catch {
    return false
  }
}
