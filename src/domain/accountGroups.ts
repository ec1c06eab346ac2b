import { ALL_ACCOUNTS_GROUP_ID, CREATE_GROUP_ID, NEW_GROUP_ID } from './constants'
import type { AccountGroup, AccountGroupOption } from './entities/entitlements'
import type { Id } from './entities/filters'
import { ALL_INVESTOR_ACCOUNTS, CREATE_NEW_GROUP, DEFAULT_GROUP_NAME } from './texts/layout'

export const allInvestorAccountsOption: AccountGroupOption = {
  id: ALL_ACCOUNTS_GROUP_ID,
  label: ALL_INVESTOR_ACCOUNTS,
}
export const createNewGroupOption: AccountGroupOption = { id: CREATE_GROUP_ID, label: CREATE_NEW_GROUP }

const groupOption = (group: AccountGroup): AccountGroupOption => ({
  id: String(group.groupId),
  label: group.groupName,
})

/** The header dropdown: All Investor Accounts, the user's groups, Create New Group. */
export const headerGroupOptions = (
  groups: readonly AccountGroup[] | null | undefined,
): AccountGroupOption[] => [
  allInvestorAccountsOption,
  ...(groups ?? []).map(groupOption),
  createNewGroupOption,
]

/** The profile lists only All Investor Accounts plus the user's groups. */
export const profileGroupOptions = (
  groups: readonly AccountGroup[] | null | undefined,
): AccountGroupOption[] => [allInvestorAccountsOption, ...(groups ?? []).map(groupOption)]

/** A group's accounts, whichever name the answer used for them. */
export const groupAccountIds = (group: AccountGroup | null | undefined): number[] => [
  ...(group?.investorAccountIds ?? group?.investorAccounts ?? []),
]

/** The selected group id, or ALL when it is missing or no longer among the groups. */
export function selectedGroupId(
  selected: string | null | undefined,
  groups: readonly AccountGroup[] | null | undefined,
): string {
  if (!selected || selected === CREATE_GROUP_ID) return ALL_ACCOUNTS_GROUP_ID
  if (selected === ALL_ACCOUNTS_GROUP_ID) return selected
  return (groups ?? []).some((g) => String(g.groupId) === selected) ? selected : ALL_ACCOUNTS_GROUP_ID
}

/** The group profile editor's fields (spec §2.5 Profile). */
export interface GroupProfile {
  selectedAccountGroupId: string
  selectedAccountIds: Id[]
  groupNameInput: string
}

export const newGroupProfile = (): GroupProfile => ({
  selectedAccountGroupId: NEW_GROUP_ID,
  selectedAccountIds: [],
  groupNameInput: DEFAULT_GROUP_NAME,
})

export const groupProfileOf = (group: AccountGroup): GroupProfile => ({
  selectedAccountGroupId: String(group.groupId),
  selectedAccountIds: groupAccountIds(group),
  groupNameInput: group.groupName,
})
