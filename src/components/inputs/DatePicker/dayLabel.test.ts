import { describe, expect, it } from 'vitest'
import { dayLabel } from './dayLabel'

describe('dayLabel', () => {
  const day = new Date(2026, 8, 30)
  it('names the day with its number as a word', () => {
    expect(dayLabel(day)).toBe('Wednesday 30 September 2026')
    expect(dayLabel(day).split(' ')).toContain('30')
  })
  it('adds today and selected', () => {
    expect(dayLabel(day, { today: true, selected: true })).toBe(
      'Wednesday 30 September 2026, today, selected',
    )
  })
})
