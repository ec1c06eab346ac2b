import { describe, expect, it } from 'vitest'
import { withPreference } from './preferences'

const saved = [
  { id: 3, setting: 'DateFormat', value: 'MMM-DD-YYYY' },
  { id: 4, setting: 'NumberFormat', value: '1,234.56' },
]

describe('withPreference', () => {
  it('changes the value of a setting the user has, keeping its id and the others', () => {
    expect(withPreference(saved, 'NumberFormat', '1.234,56')).toEqual([
      saved[0],
      { id: 4, setting: 'NumberFormat', value: '1.234,56' },
    ])
    expect(saved[1]?.value).toBe('1,234.56')
  })
  it('adds a setting the user does not have yet', () => {
    expect(withPreference(saved, 'UserDefaultInvestorsGroup', '7')).toEqual([
      ...saved,
      { setting: 'UserDefaultInvestorsGroup', value: '7' },
    ])
    expect(withPreference(null, 'DateFormat', 'M/D/YYYY')).toEqual([
      { setting: 'DateFormat', value: 'M/D/YYYY' },
    ])
  })
  it('removes a setting given null (undoing a first save)', () => {
    expect(withPreference(saved, 'DateFormat', null)).toEqual([saved[1]])
    expect(withPreference(saved, 'UserLandingPage', null)).toEqual(saved)
  })
})
