import type { SafeHtml, Sanitize } from './termSanitizer'

let sanitize: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/**
 * Loads the term-text sanitiser (DOMPurify) on first need rather than with the home page: most sessions never
 * show a term. Term text comes from the server and may hold HTML. Only formatting survives: no script, no event
 * handler, no style, no form, no frame; links open outside the portal and never as javascript: URLs.
 */
export function loadTermSanitizer(): Promise<Sanitize> {
  loading ??= import('./termSanitizer').then((module) => (sanitize = module.sanitizeTermHtml))
  return loading
}

/** A term's text made safe; only once loadTermSanitizer has resolved. */
export function sanitizeTermText(html: string): SafeHtml {
  if (!sanitize) throw new Error('The term sanitiser is not loaded yet')
  return sanitize(html)
}
