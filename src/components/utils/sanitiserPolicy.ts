import { factory, TRUSTED_TYPES_POLICY_NAMES } from './trustedTypes'

/**
 * `portal-html`: handed only to DOMPurify (its TRUSTED_TYPES_POLICY), which parses untrusted markup through it and
 * returns its sanitised result through it. It passes its input on because DOMPurify is the sanitiser; no other
 * module receives it, so a string reaches an HTML sink only as DOMPurify's output.
 */
export const sanitiserPolicy = factory?.createPolicy(TRUSTED_TYPES_POLICY_NAMES.html, {
  createHTML: (html) => html,
  createScript: () => {
    throw new TypeError('The sanitiser creates no script')
  },
  createScriptURL: () => {
    throw new TypeError('The sanitiser creates no script address')
  },
})
