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
import type { PortalState } from './portal'
import { requestConsent } from './terms'

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
 * spinner, the terms (sitewide ones gate everything), then initialisation. Resolves with the path to follow
 * (a saved deep link on the first load of a session), or null.
 */
export async function startPortal(portal: PortalState, signal?: AbortSignal): Promise<string | null> {
  const first = takenEarly ?? firstStep(signal)
  takenEarly = null
  portal.firstLoadOfSession = first.firstLoadOfSession

  portal.startup = 'loadingUser'
  try {
    portal.user = await first.user
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
    portal.terms = ref(withBuiltInTerms(await entitlements.getTerms()))
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

/** Entitled funds, accounts, account groups, document types and the action-required count; failures are only logged. */
export async function initialisePortal(portal: PortalState): Promise<void> {
  const logged = <T>(promise: Promise<T>, apply: (value: T) => void) =>
    promise.then(apply, (error: unknown) => {
      if (!(error instanceof RequestCancelledError)) console.error(error)
    })
  await Promise.all([
    logged(entitlements.getEntitledEntities(), (entities) => void (portal.entitledEntities = ref(entities))),
    logged(entitlements.getEntitledAccounts(), (accounts) => void (portal.entitledAccounts = ref(accounts))),
    logged(entitlements.getAccountGroups(), (groups) => {
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
    logged(getDocumentTypes(), (types) => void (portal.documentTypes = ref(types))),
    refreshActionRequiredCount(portal),
  ])
  portal.initialised = true
}

/** Reads the count of documents requiring action again; the home notice's dismissal follows it. */
export function refreshActionRequiredCount(portal: PortalState): Promise<void> {
  return getActionRequiredCount()
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
