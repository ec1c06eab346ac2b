import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { failureText } from '../../api'
import { effectiveUser, isAbortError, sessionPermissions, userFormats, type Preference } from '../../domain'
import {
  PortalSessionProvider,
  type PortalActions,
  type PortalSessionData,
} from '../../screens/portalSession'
import { startImpersonation, stopImpersonation } from './impersonation'
import { reloadAccountGroups, selectInvestorGroup } from './investorGroup'
import { notifySuccess, notifyWarning } from './notifications'
import type { PortalState } from './portal'
import { refreshActionRequiredCount } from './startup'
import { requestConsent } from './terms'

/** The store's actions as the screens' session actions: made once per store, so they never change. */
function actionsOf(portal: PortalState): PortalActions {
  return {
    notifySuccess: (text) => notifySuccess(portal, text),
    notifyWarning: (text) => notifyWarning(portal, text),
    reportFailure: (error, warning) => {
      if (isAbortError(error)) return
      console.error(error)
      notifyWarning(portal, warning ?? failureText(error))
    },
    requestConsent: (scope) => requestConsent(portal, scope),
    refreshActionRequiredCount: () => refreshActionRequiredCount(portal),
    reloadAccountGroups: () => reloadAccountGroups(portal),
    selectInvestorGroup: (groupId) => selectInvestorGroup(portal, groupId),
    startImpersonation: (email) => startImpersonation(portal, email),
    stopImpersonation: () => stopImpersonation(portal),
  }
}

/**
 * The app's implementation of the screens' session over the portal store. Only the fields the screens read are
 * taken from the snapshot, and the data is rebuilt only when one of them changes: a notification or a terms
 * dialog does not re-render the screens.
 */
export function ScreenSessionProvider({ portal, children }: { portal: PortalState; children: ReactNode }) {
  const snap = useSnapshot(portal)
  const actions = useMemo(() => actionsOf(portal), [portal])
  const {
    user,
    impersonation,
    flags,
    entitledEntities,
    entitledAccounts,
    documentTypes,
    accountGroups,
    selectedGroupId,
    actionRequiredCount,
    actionRequiredCountKnown,
    impersonationPending,
    impersonationError,
  } = snap
  // While impersonating, dates and numbers follow the impersonated user's preferences.
  const preferences = impersonation ? snap.impersonatedPreferences : user?.preferences
  const data = useMemo<PortalSessionData>(() => {
    const identity = {
      user: user as PortalState['user'],
      impersonation: impersonation as PortalState['impersonation'],
    }
    return {
      user: effectiveUser(identity),
      signedInUser: identity.user,
      permissions: sessionPermissions(identity),
      flags,
      formats: userFormats((preferences as Preference[] | undefined) ?? []),
      entitledEntities: entitledEntities as PortalState['entitledEntities'],
      entitledAccounts: entitledAccounts as PortalState['entitledAccounts'],
      documentTypes: documentTypes as PortalState['documentTypes'],
      accountGroups: accountGroups as PortalState['accountGroups'],
      selectedGroupId,
      actionRequiredCount: actionRequiredCountKnown ? actionRequiredCount : null,
      impersonationPending,
      impersonationError,
    }
  }, [
    user,
    impersonation,
    preferences,
    flags,
    entitledEntities,
    entitledAccounts,
    documentTypes,
    accountGroups,
    selectedGroupId,
    actionRequiredCount,
    actionRequiredCountKnown,
    impersonationPending,
    impersonationError,
  ])
  return (
    <PortalSessionProvider data={data} actions={actions}>
      {children}
    </PortalSessionProvider>
  )
}
