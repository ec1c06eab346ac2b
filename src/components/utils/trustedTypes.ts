import type { TrustedTypesWindow } from 'trusted-types/lib'

/**
 * Trusted Types (the CSP's `require-trusted-types-for 'script'`, deploy/csp.mjs): the browser refuses a plain string
 * at every sink that could run script (innerHTML, a worker's address, …), so markup and script addresses reach the
 * page only through the two policies the CSP names. Browsers without Trusted Types (and vitest) take strings.
 * The `default` policy is here, installed at start; `portal-html` is ./sanitiserPolicy, made where it is needed.
 */
export const factory = (globalThis as Partial<TrustedTypesWindow>).trustedTypes

/** The policy names the CSP's `trusted-types` allows (deploy/csp.mjs lists the same; a test compares them). */
export const TRUSTED_TYPES_POLICY_NAMES = { html: 'portal-html', fallback: 'default' } as const

type MarkupSanitiser = (html: string) => string

let libraryMarkup: MarkupSanitiser | null = null

/**
 * Lets media-chrome, the one library that writes its own elements from strings (the video player's controls), do
 * so through this sanitiser; until it is given, such a string is refused. Only the player's controls module may
 * call it (a lint rule).
 */
export function allowLibraryMarkup(sanitise: MarkupSanitiser): void {
  libraryMarkup = sanitise
}

/** A worker's or service worker's script, only from the portal's own origin. */
export function portalScriptUrl(address: string): string {
  const url = new URL(address, document.baseURI)
  if (url.origin !== window.location.origin) throw new TypeError(`Refused script address ${url.origin}`)
  return url.href
}

/**
 * `default`: what the browser asks when a plain string reaches a sink. A script address of the portal's own origin
 * passes (the investor directory's worker, the demo provider's service worker); markup passes only through the
 * sanitiser a library was given (allowLibraryMarkup); anything else is refused. Installed once, at start.
 */
export function installDefaultTrustedTypesPolicy(): void {
  factory?.createPolicy(TRUSTED_TYPES_POLICY_NAMES.fallback, {
    createScriptURL: portalScriptUrl,
    createHTML: (html) => {
      if (!libraryMarkup) throw new TypeError('Refused markup outside the portal’s sanitiser')
      return libraryMarkup(html)
    },
  })
}
