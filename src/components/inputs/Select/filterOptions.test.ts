import { describe, expect, it } from 'vitest'
import { filterOptions } from './filterOptions'

const options = [
  { value: 1, label: 'Flagship Partners VII' },
  { value: 2, label: 'Global Credit Opportunities' },
  { value: 3, label: 'flagship co-invest' },
]

describe('filterOptions', () => {
  it('keeps every option for an empty or blank query', () => {
    expect(filterOptions(options, '')).toEqual(options)
    expect(filterOptions(options, '   ')).toEqual(options)
  })

  it('matches anywhere in the label, ignoring case and surrounding spaces', () => {
    expect(filterOptions(options, ' FLAGSHIP ').map((o) => o.value)).toEqual([1, 3])
    expect(filterOptions(options, 'credit').map((o) => o.value)).toEqual([2])
  })

  it('gives an empty list when nothing matches', () => {
    expect(filterOptions(options, 'real estate')).toEqual([])
  })
})
