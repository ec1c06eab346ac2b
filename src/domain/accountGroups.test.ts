import { describe, expect, it } from 'vitest'
import {
  groupAccountIds,
  groupProfileOf,
  headerGroupOptions,
  newGroupProfile,
  profileGroupOptions,
  selectedGroupId,
  toggleAccount,
} from './accountGroups'

const groups = [
  { groupId: 7, groupName: 'Family Office', investorAccountIds: [1, 2] },
  { groupId: 8, groupName: 'Pension', investorAccounts: [3] },
]

describe('investor group options', () => {
  it("header: 'All Investor Accounts' (ALL), the groups, 'Create New Group' (CREATE)", () => {
    expect(headerGroupOptions(groups)).toEqual([
      { id: 'ALL', label: 'All Investor Accounts' },
      { id: '7', label: 'Family Office' },
      { id: '8', label: 'Pension' },
      { id: 'CREATE', label: 'Create New Group' },
    ])
  })
  it('profile: only ALL plus the groups', () => {
    expect(profileGroupOptions(null)).toEqual([{ id: 'ALL', label: 'All Investor Accounts' }])
    expect(profileGroupOptions(groups).map((o) => o.id)).toEqual(['ALL', '7', '8'])
  })
  it('keeps a selected group only while it exists', () => {
    expect(selectedGroupId('7', groups)).toBe('7')
    expect(selectedGroupId('ALL', groups)).toBe('ALL')
    expect(selectedGroupId('9', groups)).toBe('ALL')
    expect(selectedGroupId('CREATE', groups)).toBe('ALL')
    expect(selectedGroupId(null, undefined)).toBe('ALL')
  })
})

describe('group profile', () => {
  it("a new group starts as 'NEW', no accounts, named 'My New Group'", () => {
    expect(newGroupProfile()).toEqual({
      selectedAccountGroupId: 'NEW',
      selectedAccountIds: [],
      groupNameInput: 'My New Group',
    })
  })
  it('reads the accounts whichever name the answer used', () => {
    expect(groupAccountIds(groups[0])).toEqual([1, 2])
    expect(groupAccountIds(groups[1])).toEqual([3])
    expect(groupAccountIds(null)).toEqual([])
    expect(groupProfileOf(groups[1]!)).toEqual({
      selectedAccountGroupId: '8',
      selectedAccountIds: [3],
      groupNameInput: 'Pension',
    })
  })
  it('toggles accounts', () => {
    expect(toggleAccount([1, 2], 3)).toEqual([1, 2, 3])
    expect(toggleAccount([1, 2], '2')).toEqual([1])
  })
})
