import { describe, expect, it } from 'vitest'
import { groupAccountChanges } from './accountGroupChanges'
import {
  groupAccountIds,
  groupProfileOf,
  headerGroupOptions,
  newGroupProfile,
  profileGroupOptions,
  selectedGroupId,
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
})

describe('groupAccountChanges', () => {
  it('adds what is new and removes what went, each once', () => {
    expect(groupAccountChanges([1, 2, 3], [2, 3, 4, 4, 5])).toEqual({ add: [4, 5], remove: [1] })
  })
  it('compares ids whatever their type', () => {
    expect(groupAccountChanges([1, '2'], ['1', 2])).toEqual({ add: [], remove: [] })
  })
  it('a new group adds every account; an emptied one removes every account', () => {
    expect(groupAccountChanges([], [9, 8])).toEqual({ add: [9, 8], remove: [] })
    expect(groupAccountChanges([9, 8], [])).toEqual({ add: [], remove: [9, 8] })
  })
})
