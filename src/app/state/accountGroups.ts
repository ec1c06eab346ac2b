import { ref } from 'valtio'
import { api } from '../../api'
import {
  ALL_ACCOUNTS_GROUP_ID,
  groupAccountChanges,
  groupAccountIds,
  groupCreated,
  groupDeleted,
  groupDeleteFailed,
  groupUpdated,
  groupUpdateFailed,
  runLimited,
  warningTexts,
  type AccountGroup,
  type Id,
} from '../../domain'
import type { AccountGroupDraft, GroupCreation } from '../../screens/portalSession'
import { reloadAccountGroups, selectInvestorGroup } from './investorGroup'
import { notifySuccess, notifyWarning } from './notifications'
import type { PortalState } from './portalStore'

/** Association calls in flight at once: a group of 345 accounts is added without flooding the provider. */
const ASSOCIATION_CONCURRENCY = 4

let nextLocalId = 1

const nowIso = () => new Date().toISOString()

/** Adds and removes accounts one call each (spec §7); true when every call succeeded. */
async function associate(
  group: Id,
  name: string,
  before: readonly Id[],
  after: readonly Id[],
): Promise<boolean> {
  const { add, remove } = groupAccountChanges(before, after)
  const calls = [
    ...add.map((accountId) => () => api.entitlements.addAccountToGroup({ accountId, groupId: group }, name)),
    ...remove.map(
      (accountId) => () => api.entitlements.removeAccountFromGroup({ accountId, groupId: group }, name),
    ),
  ]
  const outcomes = await runLimited(calls, ASSOCIATION_CONCURRENCY, (call) => call())
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected')
  for (const outcome of failed) console.error(outcome.reason)
  return failed.length === 0
}

/** While impersonating, group changes stay in this session's store and are never sent (spec §4). */
function replaceLocally(portal: PortalState, groups: AccountGroup[]): void {
  portal.accountGroups = ref(groups)
  selectInvestorGroup(portal, portal.selectedGroupId)
}

/**
 * Creates a group, then adds its accounts. '{group} group has been created' when all is done; 'Failed to create
 * new group' when the group could not be made; 'Failed to update group {group}' when some accounts were not added
 * (the group exists, and saving again adds the rest).
 */
export async function createAccountGroup(
  portal: PortalState,
  draft: AccountGroupDraft,
): Promise<GroupCreation> {
  const user = portal.user
  if (!user) return { groupId: null, complete: false }
  if (portal.impersonation) {
    const groupId = `local-${nextLocalId++}`
    replaceLocally(portal, [
      ...portal.accountGroups,
      { groupId, groupName: draft.name, investorAccountIds: draft.accountIds.map(Number) },
    ])
    notifySuccess(portal, groupCreated(draft.name))
    return { groupId, complete: true }
  }
  let groupId: Id
  try {
    const now = nowIso()
    groupId = await api.entitlements.createAccountGroup({
      groupName: draft.name,
      entitledUserId: user.userId,
      createDate: now,
      updatedDate: now,
    })
  } catch (error) {
    console.error(error)
    notifyWarning(portal, warningTexts.groupCreate)
    return { groupId: null, complete: false }
  }
  const complete = await associate(groupId, draft.name, [], draft.accountIds)
  await reloadAccountGroups(portal)
  if (complete) notifySuccess(portal, groupCreated(draft.name))
  else notifyWarning(portal, groupUpdateFailed(draft.name))
  return { groupId, complete }
}

/**
 * Renames a group (PUT) when its name changed and adds or removes the accounts that changed. '{group} group has
 * been updated', or 'Failed to update group {group}' when any call failed (what succeeded stays saved).
 */
export async function updateAccountGroup(
  portal: PortalState,
  group: AccountGroup,
  draft: AccountGroupDraft,
): Promise<boolean> {
  const user = portal.user
  if (!user) return false
  if (portal.impersonation) {
    replaceLocally(
      portal,
      portal.accountGroups.map((g) =>
        g.groupId === group.groupId
          ? { ...g, groupName: draft.name, investorAccountIds: draft.accountIds.map(Number) }
          : g,
      ),
    )
    notifySuccess(portal, groupUpdated(draft.name))
    return true
  }
  let saved = true
  if (draft.name !== group.groupName) {
    try {
      await api.entitlements.updateAccountGroup({
        groupId: group.groupId,
        groupName: draft.name,
        entitledUserId: user.userId,
        createDate: group.createDate ?? nowIso(),
        updatedDate: nowIso(),
      })
    } catch (error) {
      console.error(error)
      saved = false
    }
  }
  if (saved) saved = await associate(group.groupId, draft.name, groupAccountIds(group), draft.accountIds)
  await reloadAccountGroups(portal)
  if (saved) notifySuccess(portal, groupUpdated(draft.name))
  else notifyWarning(portal, groupUpdateFailed(draft.name))
  return saved
}

/** Deletes a group (after the screen's confirmation): '{group} group has been deleted' or 'Failed to delete {group} group'. */
export async function deleteAccountGroup(portal: PortalState, group: AccountGroup): Promise<boolean> {
  const remaining = () => portal.accountGroups.filter((g) => g.groupId !== group.groupId)
  if (!portal.impersonation) {
    try {
      await api.entitlements.deleteAccountGroup(group)
    } catch (error) {
      console.error(error)
      notifyWarning(portal, groupDeleteFailed(group.groupName))
      return false
    }
  }
  // The header falls back to All Investor Accounts when the deleted group was selected.
  if (portal.selectedGroupId === String(group.groupId)) selectInvestorGroup(portal, ALL_ACCOUNTS_GROUP_ID)
  replaceLocally(portal, remaining())
  if (!portal.impersonation) await reloadAccountGroups(portal)
  notifySuccess(portal, groupDeleted(group.groupName))
  return true
}
