import { useMemo, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { failureWarning } from '../../api'
import {
  effectiveUser,
  isShownActionRequiredDocumentsNotice,
  reportingTermsAccepted,
  sessionPermissions,
  userFormats,
  type Preference,
} from '../../domain'
import {
  PortalSessionProvider,
  type PortalActions,
  type PortalSessionData,
} from '../../screens/portalSession'
import { dismissActionRequiredDocumentsNotice } from './actionNotice'
import { reloadAccountGroups, selectInvestorGroup } from './investorGroup'
import { saveUserPreference } from './preferences'
import { notifySuccess, notifyWarning } from './notifications'
import type { PortalState } from './portalStore'
import { refreshActionRequiredCount } from './startup'
import { requestConsent } from './terms'

/** The store's actions as the screens' session actions: made once per store, so they never change. */
function actionsOf(portal: PortalState): PortalActions {
  return {
    notifySuccess: (text) => notifySuccess(portal, text),
    notifyWarning: (text) => notifyWarning(portal, text),
    reportFailure: (error, warning) => {
      const text = failureWarning(error, warning)
      if (text === null) return
      console.error(error)
      notifyWarning(portal, text)
    },
    requestConsent: (scope) => requestConsent(portal, scope),
    refreshActionRequiredCount: () => refreshActionRequiredCount(portal),
    dismissActionRequiredDocumentsNotice: () => dismissActionRequiredDocumentsNotice(portal),
    reloadAccountGroups: () => reloadAccountGroups(portal),
    selectInvestorGroup: (groupId) => selectInvestorGroup(portal, groupId),
    // A preference applies at once (its save follows), so its code is at hand; acting as another user and the group
    // editor's steps load with their first use: the first load does not carry them.
    savePreference: (setting, value) => saveUserPreference(portal, setting, value),
    createAccountGroup: async (draft) => (await import('./accountGroups')).createAccountGroup(portal, draft),
    updateAccountGroup: async (group, draft) =>
      (await import('./accountGroups')).updateAccountGroup(portal, group, draft),
    deleteAccountGroup: async (group) => (await import('./accountGroups')).deleteAccountGroup(portal, group),
    startImpersonation: async (email) => (await import('./impersonation')).startImpersonation(portal, email),
    stopImpersonation: async () => (await import('./impersonation')).stopImpersonation(portal),
    setReportsDrawerOpen: (open) => {
      portal.reportsDrawerOpen = open
    },
    setPageTitle: (detail) => {
      portal.pageTitleDetail = detail
    },
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
  // While impersonating, dates and numbers follow the impersonated user's preferences.
  const preferences = snap.impersonation ? snap.impersonatedPreferences : snap.user?.preferences
  const identity = useMemo(() => {
    const who = {
      user: snap.user as PortalState['user'],
      impersonation: snap.impersonation as PortalState['impersonation'],
    }
    return {
      user: effectiveUser(who),
      signedInUser: who.user,
      permissions: sessionPermissions(who),
      preferences: (preferences as Preference[] | undefined) ?? [],
      formats: userFormats((preferences as Preference[] | undefined) ?? []),
      impersonationPending: snap.impersonationPending,
      impersonationError: snap.impersonationError,
    }
  }, [snap.user, snap.impersonation, preferences, snap.impersonationPending, snap.impersonationError])
  // A boolean, so a dialog's outcome re-renders the screens only when it changes whether these are accepted.
  const reportingAccepted = reportingTermsAccepted(
    snap.terms as PortalState['terms'],
    snap.consents as PortalState['consents'],
  )
  const data = useMemo<PortalSessionData>(
    () => ({
      ...identity,
      flags: snap.flags,
      entitledEntities: snap.entitledEntities as PortalState['entitledEntities'],
      entitledAccounts: snap.entitledAccounts as PortalState['entitledAccounts'],
      documentTypes: snap.documentTypes as PortalState['documentTypes'],
      accountGroups: snap.accountGroups as PortalState['accountGroups'],
      selectedGroupId: snap.selectedGroupId,
      actionRequiredCount: snap.actionRequiredCountKnown ? snap.actionRequiredCount : null,
      isShownActionRequiredDocumentsNotice: isShownActionRequiredDocumentsNotice(
        snap.actionRequiredCountKnown ? snap.actionRequiredCount : null,
        snap.actionNoticeDismissal,
        identity.user?.userId ?? null,
      ),
      reportingTermsAccepted: reportingAccepted,
      reportsDrawerOpen: snap.reportsDrawerOpen,
      insightsHubUrl: snap.config.links.insightsHub,
      videoHost: snap.config.video as PortalState['config']['video'],
    }),
    [
      identity,
      snap.flags,
      snap.entitledEntities,
      snap.entitledAccounts,
      snap.documentTypes,
      snap.accountGroups,
      snap.selectedGroupId,
      snap.actionRequiredCountKnown,
      snap.actionRequiredCount,
      snap.actionNoticeDismissal,
      reportingAccepted,
      snap.reportsDrawerOpen,
      snap.config.links.insightsHub,
      snap.config.video,
    ],
  )
  return (
    <PortalSessionProvider data={data} actions={actions}>
      {children}
    </PortalSessionProvider>
  )
}
