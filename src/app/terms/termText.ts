import DOMPurify from 'dompurify'

/**
 * Term text comes from the server and may hold HTML. Only formatting survives: no script, no event handler,
 * no style, no form, no frame; links open outside the portal and never as javascript: URLs.
 */
export function sanitizeTermText(html: string): string {
  return DOMPurify.sanitize(html, {
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
}
