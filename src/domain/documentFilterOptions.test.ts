import { describe, expect, it } from 'vitest'
import { documentFilterOptions } from './documentFilterOptions'

const accounts = [
  { id: 1, globalId: 'a1', name: 'Ellison Family Trust' },
  { id: 2, globalId: 'a2', name: 'Ellison Pension' },
  { id: 3, globalId: 'a3', name: 'Harbor Endowment' },
]
const source = {
  entitledAccounts: accounts,
  entitledEntities: [
    { id: 10, globalId: 'f10', entityName: 'Flagship Partners IX' },
    { id: 11, globalId: 'f11', entityName: null, name: 'Credit Opportunities III' },
    { id: 12, globalId: 'f12' },
  ],
  documentTypes: [
    { documentTypeId: 5, name: 'Capital Call' },
    { documentTypeId: 2, name: 'Annual Report' },
  ],
  accountGroups: [{ groupId: 7, groupName: 'Family', investorAccountIds: [1, 2] }],
  selectedGroupId: 'ALL',
}

describe('documentFilterOptions', () => {
  it('offers every entitled account with all investor accounts selected', () => {
    expect(documentFilterOptions(source).investorAccounts.map((option) => option.value)).toEqual([1, 2, 3])
  })

  it("offers only the selected group's accounts, and all of them for an unknown group", () => {
    expect(documentFilterOptions({ ...source, selectedGroupId: '7' }).investorAccounts).toEqual([
      { value: 1, label: 'Ellison Family Trust' },
      { value: 2, label: 'Ellison Pension' },
    ])
    expect(documentFilterOptions({ ...source, selectedGroupId: '99' }).investorAccounts).toHaveLength(3)
  })

  it('names funds by entity name, then name, then id; types by name with numeric values', () => {
    const options = documentFilterOptions(source)
    expect(options.funds.map((option) => option.label)).toEqual([
      'Flagship Partners IX',
      'Credit Opportunities III',
      '12',
    ])
    expect(options.documentTypes.every((option) => typeof option.value === 'number')).toBe(true)
    expect(options.documentTypes.map((option) => option.value).sort()).toEqual([2, 5])
  })
})
