type Sanitize = (html: string) => string

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
      })
    return sanitize
  })
  return loading
}

/** Whether the sanitiser has loaded (the dialog waits for it, so its text never appears after its buttons). */
export const termSanitizerLoaded = (): boolean => sanitize !== null

/** A term's text made safe; only once loadTermSanitizer has resolved. */
export function sanitizeTermText(html: string): string {
  if (!sanitize) throw new Error('The term sanitiser is not loaded yet')
  return sanitize(html)
}
