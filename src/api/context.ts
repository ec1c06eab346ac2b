import { PLACEHOLDER_PORTAL_ORIGIN } from '../domain'

/**
 * What every call needs to know about the session, kept current by the app layer
 * (spec §7: entitledUserId while impersonating, the selected investor-account group), and the hooks through
 * which the client hands navigation (401, 300, sign-in) back to the app.
 */
export interface RequestContext {
  /** The provider's API base, from runtime configuration (no trailing slash needed). */
  baseUrl: string
  /** The impersonated user's id while impersonating, else the signed-in user's id (or null before sign-in). */
  entitledUserId: string | null
  /** An administrator is acting as another user (spec §4): a refused change is then explained as such. */
  actingAsAnotherUser: boolean
  /** The selected investor-account group ('ALL' or a group id); null sends nothing. */
  investorAccountGroupId: string | null
  /** Where sign-in navigates; null means `{baseUrl}/signin` (spec §7). */
  signInUrl: string | null
  /** Where sign-out navigates; null means `{baseUrl}/entitlements/v1/user/signout` (spec §7). */
  signOutUrl: string | null
  /** The identity provider's change-password endpoint (runtime configuration); null when there is none. */
  passwordChange: PasswordChangeEndpoint | null
  /**
   * Called on any 401 instead of the default (which clears the session flag, remembers the deep link and
   * navigates to sign-in, see session.ts). The app may set it to drive its own router or store.
   */
  onUnauthorized: (() => void) | null
  /** Navigation for sign-in, sign-out and 300 answers; null means `window.location.assign`. */
  navigate: ((url: string) => void) | null
  /** Today, for default report file names (a parameter so tests can fix it). */
  now: () => Date
  /** How long a call may take, its answer included, before it fails with its §8 text (runtime configuration). */
  callDeadlineMs: number
  /** The same for a file's download (reports, documents, exports), which may be large. */
  downloadDeadlineMs: number
  /** The largest JSON answer the portal reads; a larger one fails with the call's §8 text. */
  maxAnswerBytes: number
  /** The origins line-two reports may be embedded from (runtime configuration `reportHosts`). */
  reportHosts: readonly string[]
}

/** The defaults of runtime configuration's `calls` (src/app/config.ts). */
export const CALL_LIMITS = {
  callDeadlineMs: 30_000,
  downloadDeadlineMs: 120_000,
  maxAnswerBytes: 16 * 1024 * 1024,
} as const

/** Where and as which application a password change is asked for (runtime configuration `passwordChange`). */
export interface PasswordChangeEndpoint {
  url: string
  clientId: string
  connection: string
}

export const initialRequestContext = (): RequestContext => ({
  baseUrl: '',
  entitledUserId: null,
  actingAsAnotherUser: false,
  investorAccountGroupId: null,
  signInUrl: null,
  signOutUrl: null,
  passwordChange: null,
  onUnauthorized: null,
  navigate: null,
  now: () => new Date(),
  ...CALL_LIMITS,
  reportHosts: [],
})

export const requestContext: RequestContext = initialRequestContext()

let actingUser = new AbortController()

/**
 * Aborted as soon as the user the calls act for changes (impersonation starts or stops, another sign-in): a batch
 * of writes (Mark as Read) goes with it, so that none of its posts is sent for a user it was not started for.
 */
export const actingUserSignal = (): AbortSignal => actingUser.signal

export function configureApi(changes: Partial<RequestContext>): void {
  const before = [requestContext.entitledUserId, requestContext.actingAsAnotherUser]
  Object.assign(requestContext, changes)
  if (before[0] !== requestContext.entitledUserId || before[1] !== requestContext.actingAsAnotherUser) {
    actingUser.abort(new DOMException('The user the calls act for changed', 'AbortError'))
    actingUser = new AbortController()
  }
}

/**
 * Whether a 401 has already sent the browser to sign-in. The page is then leaving: a second call refused at the
 * same moment (two documents marked read) must not navigate again, which would abort the first navigation.
 */
let leavingForSignIn = false

/** True the first time only: the one 401 that sends the browser to sign-in (spec §8). */
export function firstLeaveForSignIn(): boolean {
  if (leavingForSignIn) return false
  leavingForSignIn = true
  return true
}

/** Where navigations are only recorded (a story, a test), the page stays: the next 401 goes to sign-in again. */
export function forgetSignInNavigation(): void {
  leavingForSignIn = false
}

/** Back to the initial context (tests). */
export function resetApiContext(): void {
  forgetSignInNavigation()
  configureApi(initialRequestContext())
}

/** The API base without trailing slashes. */
export const apiBase = (): string => requestContext.baseUrl.replace(/\/+$/, '')

/** The portal's own origin; a fixed placeholder where there is no browser window (tests, the mock server). */
export const portalOrigin = (): string =>
  typeof window !== 'undefined' && typeof window.location?.origin === 'string'
    ? window.location.origin
    : PLACEHOLDER_PORTAL_ORIGIN

/** Full-page navigation through the configured hook, else the browser's location. */
export function navigateTo(url: string): void {
  if (requestContext.navigate) return requestContext.navigate(url)
  if (typeof window !== 'undefined') window.location.assign(url)
}
