import * as entitlements from '../../api/entitlements'
import { getActionRequiredCount, getDocumentTypes } from '../../api/documentsAtStartup'
import {
  ApiError,
  hasActiveSession,
  markSessionActive,
  RequestCancelledError,
  signOut,
  takeDeepLink,
} from '../../api'
import { ref } from 'valtio'
import {
  ALL_ACCOUNTS_GROUP_ID,
  dismissalAfterCount,
  entitledUserIdFor,
  preferenceValue,
  startupRoute,
  startupTermsDecision,
  withBuiltInTerms,
  type User,
} from '../../domain'
import { selectInvestorGroup } from './investorGroup'
import type { PortalState } from './portalStore'
import { requestConsent } from './terms'

/** How long start-up waits before asking again for a call that failed for a reason that may pass. */
export const STARTUP_RETRY_PAUSE_MS = 500

/**
 * A failure that may pass by itself: no answer at all (a network error) or the provider's own error (5xx). An
 * answer the provider meant (a 4xx, a 204 read as nothing) would be the same again; a cancelled call is not asked.
 */
const mayPass = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === null || error.status >= 500)

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })

/**
 * A start-up call asked once more, after a short pause, when its first attempt failed for a reason that may pass:
 * a moment's outage does not become the error screen or a portal without its entitlements. Only once: a provider
 * that is down is not hammered, and the investor learns of it within a second.
 */
async function onceMoreIfPassing<T>(
  attempt: Promise<T>,
  again: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await attempt
  } catch (error) {
    if (!mayPass(error) || signal?.aborted) throw error
    await pause(STARTUP_RETRY_PAUSE_MS, signal)
    if (signal?.aborted) throw error
    return again()
  }
}

const retriedOnce = <T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
  onceMoreIfPassing(call(), call, signal)

/** Start-up's first step: whether the session is new (read before it is marked active) and the user's profile. */
interface FirstStep {
  firstLoadOfSession: boolean
  user: Promise<User>
}

let takenEarly: FirstStep | null = null

const firstStep = (signal?: AbortSignal): FirstStep => {
  const firstLoadOfSession = !hasActiveSession()
  markSessionActive()
  return { firstLoadOfSession, user: entitlements.getUserProfile({ signal }) }
}

/**
 * Takes start-up's first step as soon as the provider is known, while React first draws the portal rather than
 * after it (the profile answers about 50 ms sooner on a warm load). The first start-up goes on from it.
 */
export function startEarly(): void {
  takenEarly = firstStep()
  // Its failure is start-up's to handle, when it goes on from it.
  takenEarly.user.catch(() => undefined)
}

/**
 * The start-up sequence (spec §4 Session and Terms, §7): the active-session flag, the user profile under the
 * spinner, the terms (sitewide ones gate everything), then initialisation. Each call that fails for a reason that
 * may pass (a network error, a 5xx) is asked once more first. Resolves with the path to follow (a saved deep link
 * on the first load of a session), or null. Run again on the same store after a failure (the error screen's 'Try
 * again'), it goes on as the same page load: the session it started is still its first.
 */
export async function startPortal(portal: PortalState, signal?: AbortSignal): Promise<string | null> {
  const first = takenEarly ?? firstStep(signal)
  takenEarly = null
  // The first attempt marked the session active: a later one on this store keeps its answer.
  portal.firstLoadOfSession ||= first.firstLoadOfSession

  portal.startup = 'loadingUser'
  try {
    portal.user = await onceMoreIfPassing(first.user, () => entitlements.getUserProfile({ signal }), signal)
    if (signal?.aborted) return null
  } catch (error) {
    // A 401 has already gone to sign-in; an abort means this start-up was replaced.
    if (signal?.aborted || error instanceof RequestCancelledError) return null
    console.error(error)
    if (error instanceof ApiError && error.status === 401) return null
    portal.startup = 'failed'
    return null
  }

  portal.startup = 'loadingTerms'
  try {
    portal.terms = ref(withBuiltInTerms(await retriedOnce(() => entitlements.getTerms(), signal)))
  } catch (error) {
    // Without the provider's list only the built-in term can be consented to; the portal starts.
    console.error(error)
    portal.terms = ref(withBuiltInTerms([]))
  }
  if (signal?.aborted) return null

  portal.startup = 'awaitingTerms'
  const outcome = await requestConsent(portal, { sitewide: true })
  if (signal?.aborted) return null
  if (startupTermsDecision(outcome ?? []) === 'signOut') {
    portal.startup = 'signingOut'
    signOut()
    return null
  }

  portal.startup = 'ready'
  void initialisePortal(portal)
  return startupRoute({
    isFirstLoadOfSession: portal.firstLoadOfSession,
    savedDeepLink: takeDeepLink(),
    flags: portal.flags,
  })
}

/**
 * Entitled funds, accounts, account groups, document types and the action-required count, each asked once more
 * when it fails for a reason that may pass; failures are only logged.
 */
export async function initialisePortal(portal: PortalState): Promise<void> {
  const logged = <T>(call: () => Promise<T>, apply: (value: T) => void) =>
    retriedOnce(call).then(apply, (error: unknown) => {
      if (!(error instanceof RequestCancelledError)) console.error(error)
    })
  await Promise.all([
    logged(entitlements.getEntitledEntities, (entities) => void (portal.entitledEntities = ref(entities))),
    logged(entitlements.getEntitledAccounts, (accounts) => void (portal.entitledAccounts = ref(accounts))),
    logged(entitlements.getAccountGroups, (groups) => {
      portal.accountGroups = ref(groups)
      // Until another group is picked, the one the user made their default in the profile (while it exists).
      const preferences = portal.impersonation ? portal.impersonatedPreferences : portal.user?.preferences
      selectInvestorGroup(
        portal,
        portal.selectedGroupId === ALL_ACCOUNTS_GROUP_ID
          ? preferenceValue(preferences, 'UserDefaultInvestorsGroup')
          : portal.selectedGroupId,
      )
    }),
    logged(getDocumentTypes, (types) => void (portal.documentTypes = ref(types))),
    refreshActionRequiredCount(portal, () => retriedOnce(getActionRequiredCount)),
  ])
  portal.initialised = true
}

/** Reads the count of documents requiring action again; the home notice's dismissal follows it. */
export function refreshActionRequiredCount(
  portal: PortalState,
  load: () => Promise<number> = getActionRequiredCount,
): Promise<void> {
  return load()
    .then(
      (count) => {
        portal.actionRequiredCount = count
        portal.actionNoticeDismissal = dismissalAfterCount(
          portal.actionNoticeDismissal,
          count,
          entitledUserIdFor(portal),
        )
      },
      (error: unknown) => console.error(error),
    )
    .finally(() => void (portal.actionRequiredCountKnown = true))
}
