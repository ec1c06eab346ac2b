import DOMPurify, { type Config } from 'dompurify'
import { sanitiserPolicy } from '../../utils/sanitiserPolicy'
import { allowLibraryMarkup } from '../../utils/trustedTypes'

/**
 * media-chrome builds its controls' shadow roots from strings (setHTMLUnsafe, innerHTML), which the CSP's Trusted
 * Types refuse unless a policy passes them. They pass through DOMPurify keeping what the controls are made of (their
 * media-* elements, slots, styles, SVG icons, parts) and nothing that could run: no script, no event handler, no
 * javascript: address. Allowed before media-chrome loads (VideoPlayer), as its modules build markup when they load.
 */
export const CONTROLS_MARKUP: Config = {
  FORCE_BODY: true,
  ADD_TAGS: ['slot', 'template', 'style'],
  // from/to: the loading indicator's spinning animateTransform (DOMPurify allows no <animate> or <set>, the SVG
  // elements that could animate an address). Declarative shadow roots (shadowrootmode) are dropped: the controls
  // then attach their shadow roots as they are created.
  ADD_ATTR: ['part', 'slot', 'exportparts', 'name', 'role', 'tabindex', 'hidden', 'from', 'to'],
  CUSTOM_ELEMENT_HANDLING: {
    tagNameCheck: /^media-[a-z-]+$/,
    attributeNameCheck: (name: string) => /^[a-z][a-z-]*$/.test(name) && !name.startsWith('on'),
    allowCustomizedBuiltInElements: false,
  },
  ...(sanitiserPolicy ? { TRUSTED_TYPES_POLICY: sanitiserPolicy } : {}),
}

/** Lets media-chrome write its controls (through DOMPurify): called before media-chrome loads. */
export function allowControlsMarkup(): void {
  allowLibraryMarkup((html) => DOMPurify.sanitize(html, CONTROLS_MARKUP))
}
