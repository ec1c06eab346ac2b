import { describe, expect, it } from 'vitest'
import { optionsOf } from './filters'

describe('optionsOf', () => {
  it('labels each value with its own text by default, in the values’ order', () => {
    expect(optionsOf([2026, 2025])).toEqual([
      { value: 2026, label: '2026' },
      { value: 2025, label: '2025' },
    ])
  })

  it('labels each value with the words given for it', () => {
    const labels = { ALL: 'All time', LAST30: 'Last 30 days' } as const
    expect(optionsOf(['LAST30', 'ALL'] as const, (value) => labels[value])).toEqual([
      { value: 'LAST30', label: 'Last 30 days' },
      { value: 'ALL', label: 'All time' },
    ])
  })
})
