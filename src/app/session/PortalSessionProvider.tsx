import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { effectiveUser, sessionPermissions, userFormats } from '../../domain'
import { PortalSessionContext, type PortalSession } from '../../screens/session'
import { impersonatedPreferences, startImpersonation, stopImpersonation } from '../state/impersonation'
import { reloadAccountGroups, selectInvestorGroup } from '../state/investorGroup'
import { notifySuccess, notifyWarning } from '../state/notifications'
import type { PortalState } from '../state/portal'
import { refreshActionRequiredCount } from '../state/startup'
import { requestConsent } from '../state/terms'

/** The app's implementation of the screens' session interface, over the portal store. */
export function PortalSessionProvider({ portal, children }: { portal: PortalState; children: ReactNode }) {
  const snap = useSnapshot(portal)
  const actions = useMemo(
    () => ({
      notifySuccess: (text: string) => notifySuccess(portal, text),
      notifyWarning: (text: string) => notifyWarning(portal, text),
      requestConsent: (scope: Parameters<PortalSession['requestConsent']>[0]) =>
        requestConsent(portal, scope),
      refreshActionRequiredCount: () => refreshActionRequiredCount(portal),
      reloadAccountGroups: () => reloadAccountGroups(portal),
      selectInvestorGroup: (groupId: string | null) => selectInvestorGroup(portal, groupId),
      startImpersonation: (email: string) => startImpersonation(portal, email),
      stopImpersonation: () => stopImpersonation(portal),
    }),
    [portal],
  )
  const identity = {
    user: snap.user as PortalState['user'],
    impersonation: snap.impersonation as PortalState['impersonation'],
  }
  const preferences = snap.impersonation
    ? (impersonatedPreferences.get(portal) ?? [])
    : (snap.user?.preferences ?? [])
  const session: PortalSession = {
    user: effectiveUser(identity),
    signedInUser: identity.user,
    permissions: sessionPermissions(identity),
    flags: snap.flags,
    formats: userFormats(preferences),
    entitledEntities: snap.entitledEntities as PortalState['entitledEntities'],
    entitledAccounts: snap.entitledAccounts as PortalState['entitledAccounts'],
    documentTypes: snap.documentTypes as PortalState['documentTypes'],
    accountGroups: snap.accountGroups as PortalState['accountGroups'],
    selectedGroupId: snap.selectedGroupId,
    actionRequiredCount: snap.actionRequiredCountKnown ? snap.actionRequiredCount : null,
    impersonationPending: snap.impersonationPending,
    impersonationError: snap.impersonationError,
    ...actions,
  }
  return <PortalSessionContext.Provider value={session}>{children}</PortalSessionContext.Provider>
}
