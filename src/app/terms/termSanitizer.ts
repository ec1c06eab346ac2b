import DOMPurify from 'dompurify'
import type { TrustedHTML } from 'trusted-types/lib'
import { sanitiserPolicy } from '../../components/utils/sanitiserPolicy'

/** Sanitised markup: TrustedHTML where the browser has Trusted Types (the CSP requires it), else a string. */
export type SafeHtml = TrustedHTML | string

export type Sanitize = (html: string) => SafeHtml

/**
 * The term-text sanitiser, loaded on first need (termText.ts): DOMPurify keeping only formatting, through the
 * portal's one HTML policy.
 */
export const sanitizeTermHtml: Sanitize = (html) =>
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
    // Parsed and returned through the portal's one HTML policy (components/utils/sanitiserPolicy).
    ...(sanitiserPolicy ? { TRUSTED_TYPES_POLICY: sanitiserPolicy, RETURN_TRUSTED_TYPE: true } : {}),
  })
