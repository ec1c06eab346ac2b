/**
 * The most a free-text field takes, unless it says otherwise: no field sends the provider more than a person
 * types (a name, an address, an email, a search), and a pasted book cannot freeze the page.
 */
export const TEXT_LIMITS = {
  /** One line: names, emails, bank details, batch numbers. */
  line: 256,
  /** A search as one types it. */
  search: 200,
  /** A message (the investor request's). */
  message: 4000,
} as const
