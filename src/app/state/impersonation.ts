import { ref } from 'valtio'
import * as entitlements from '../../api/entitlements'
import { rejectionTexts, sessionPermissions } from '../../domain'
import type { PortalState } from './portalStore'
import { reloadAccountGroups, selectInvestorGroup } from './investorGroup'
import { initialisePortal } from './startup'

/**
 * Starts acting as the user with this email (spec §4 Impersonation): not while already impersonating;
 * loads that user's segment functions and preferences; any failure sets 'Impersonation failed'.
 */
export async function startImpersonation(portal: PortalState, email: string): Promise<boolean> {
  if (!sessionPermissions(portal).canStartImpersonation || portal.impersonationPending) return false
  portal.impersonationPending = true
  portal.impersonationError = null
  try {
    const user = await entitlements.findEntitledUser(email.trim())
    if (!user) throw new Error(rejectionTexts.impersonation)
    const [segmentFunction, preferences] = await Promise.all([
      entitlements.getSegmentFunctions(user.userId),
      entitlements.getPreferences(user.userId),
    ])
    portal.impersonatedPreferences = ref(preferences)
    portal.impersonation = { user, segmentFunction }
    selectInvestorGroup(portal, null)
    await Promise.all([reloadAccountGroups(portal), initialisePortal(portal)])
    return true
  } catch (error) {
    console.error(error)
    portal.impersonationError = rejectionTexts.impersonation
    return false
  } finally {
    portal.impersonationPending = false
  }
}

/** Stops impersonating; the caller returns home. */
export async function stopImpersonation(portal: PortalState): Promise<void> {
  if (!portal.impersonation) return
  portal.impersonation = null
  portal.impersonationError = null
  portal.impersonatedPreferences = ref([])
  selectInvestorGroup(portal, null)
  await Promise.all([reloadAccountGroups(portal), initialisePortal(portal)])
}
