// The calls that change the investor account groups (the profile's group editor), apart from the list start-up
// reads (./accountGroups).
import type { AccountGroup, Id } from '../../domain'
import { callTo, requestJson, requestVoid, type CallOptions } from '../client'
import { entitlementsEndpoints as endpoints } from '../endpoints/entitlements'
import type { AccountGroupAssociation, AccountGroupDraft, AccountGroupUpdate } from '../types'

/** POST a new group: answers its id. */
export const createAccountGroup = (group: AccountGroupDraft, { signal }: CallOptions = {}): Promise<Id> =>
  requestJson({ ...callTo(endpoints.createAccountGroup), body: group, signal })

/** PUT a group's new name or accounts. */
export const updateAccountGroup = (group: AccountGroupUpdate, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.updateAccountGroup),
    body: group,
    failure: endpoints.updateAccountGroup.failure(group.groupName),
    signal,
  })

/** DELETE a group by its id. */
export const deleteAccountGroup = (
  group: Pick<AccountGroup, 'groupId' | 'groupName'>,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.deleteAccountGroup, { groupId: group.groupId }),
    failure: endpoints.deleteAccountGroup.failure(group.groupName),
    signal,
  })

/** POST an association: adds an account to a group. */
export const addAccountToGroup = (
  association: AccountGroupAssociation,
  groupName: string,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.addAccountToGroup),
    body: association,
    failure: endpoints.addAccountToGroup.failure(groupName),
    signal,
  })

/** DELETE an association: removes an account from a group. */
export const removeAccountFromGroup = (
  association: AccountGroupAssociation,
  groupName: string,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    ...callTo(endpoints.removeAccountFromGroup),
    body: association,
    failure: endpoints.removeAccountFromGroup.failure(groupName),
    signal,
  })
