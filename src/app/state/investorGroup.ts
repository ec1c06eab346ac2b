import { ref } from 'valtio'
import * as entitlements from '../../api/entitlements'
import { syncRequestContext } from './requestContext'
import { selectedGroupId } from '../../domain'
import type { PortalState } from './portalStore'

/**
 * Selects the investor-account group sent as investorAccountGroupId with every call (spec §7).
 * null (or an unknown id) selects 'All Investor Accounts'. Reports reset their filters when it changes.
 */
export function selectInvestorGroup(portal: PortalState, groupId: string | null): void {
  portal.selectedGroupId = selectedGroupId(groupId, portal.accountGroups)
  // The new group (and, after impersonation starts or stops, the new user) goes with the very next call.
  syncRequestContext(portal)
}

export async function reloadAccountGroups(portal: PortalState): Promise<void> {
  try {
    portal.accountGroups = ref(await entitlements.getAccountGroups())
  } catch (error) {
    console.error(error)
    portal.accountGroups = ref([])
  }
  selectInvestorGroup(portal, portal.selectedGroupId)
}
