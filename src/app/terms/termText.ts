import type { TrustedHTML } from 'trusted-types/lib'
import { sanitiserPolicy } from '../../components/utils/trustedTypes'

/** Sanitised markup: TrustedHTML where the browser has Trusted Types (the CSP requires it), else a string. */
export type SafeHtml = TrustedHTML | string

type Sanitize = (html: string) => SafeHtml

let sanitize: Sanitize | null = null
let loading: Promise<Sanitize> | null = null

/**
 * Loads the term-text sanitiser (DOMPurify) on first need rather than with the home page: most sessions never
 * show a term. Term text comes from the server and may hold HTML. Only formatting survives: no script, no event
 * handler, no style, no form, no frame; links open outside the portal and never as javascript: URLs.
 */
export function loadTermSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(({ default: DOMPurify }) => {
    sanitize = (html) =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [
          'p',
          'br',
          'strong',
          'b',
          'em',
          'i',
          'u',
          'ul',
          'ol',
          'li',
          'h2',
          'h3',
          'h4',
          'a',
          'span',
          'div',
        ],
        ALLOWED_ATTR: ['href'],
        ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
        // Parsed and returned through the portal's one HTML policy (components/utils/trustedTypes).
        ...(sanitiserPolicy ? { TRUSTED_TYPES_POLICY: sanitiserPolicy, RETURN_TRUSTED_TYPE: true } : {}),
      })
    return sanitize
  })
  return loading
}

/** A term's text made safe; only once loadTermSanitizer has resolved. */
export function sanitizeTermText(html: string): SafeHtml {
  if (!sanitize) throw new Error('The term sanitiser is not loaded yet')
  return sanitize(html)
}
