/**
 * The header every provider call carries. A custom header makes every call a "non-simple" request, so a browser
 * sends a CORS preflight first and another site's page cannot send the call with the investor's cookie: the
 * provider refuses any call without it (the mock provider does, see mocks/handlers/control.ts). Only what the
 * browser fetches by itself is exempt: the sign-in and sign-out navigations, and the video host's media.
 */
export const ANTI_FORGERY_HEADER = 'X-Requested-With'
export const ANTI_FORGERY_VALUE = 'investor-portal'

export const antiForgeryHeaders: Readonly<Record<string, string>> = {
  [ANTI_FORGERY_HEADER]: ANTI_FORGERY_VALUE,
}
