import { describe, expect, it } from 'vitest'
import { formatDateRange, nextRange } from './dateRange'

describe('formatDateRange', () => {
  it('is empty without dates', () => {
    expect(formatDateRange(null)).toBe('')
    expect(formatDateRange({ from: null, to: null })).toBe('')
  })

  it("writes each end like 'MMMM d, yyyy'", () => {
    expect(formatDateRange({ from: new Date(2026, 0, 1), to: new Date(2026, 2, 31) })).toBe(
      'January 1, 2026 – March 31, 2026',
    )
  })

  it('shows a single day once, and an open range by its start', () => {
    expect(formatDateRange({ from: new Date(2026, 8, 30), to: new Date(2026, 8, 30) })).toBe(
      'September 30, 2026',
    )
    expect(formatDateRange({ from: new Date(2026, 8, 30), to: null })).toBe('September 30, 2026')
  })
})

describe('nextRange', () => {
  const jan1 = new Date(2026, 0, 1)
  const mar31 = new Date(2026, 2, 31)
  it('starts a range on the first click', () => {
    expect(nextRange({ from: null, to: null }, jan1)).toEqual({ from: jan1, to: null })
  })
  it('completes it on the second click, in either order', () => {
    expect(nextRange({ from: jan1, to: null }, mar31)).toEqual({ from: jan1, to: mar31 })
    expect(nextRange({ from: mar31, to: null }, jan1)).toEqual({ from: jan1, to: mar31 })
    expect(nextRange({ from: jan1, to: null }, jan1)).toEqual({ from: jan1, to: jan1 })
  })
  it('starts over after a complete range', () => {
    expect(nextRange({ from: jan1, to: mar31 }, mar31)).toEqual({ from: mar31, to: null })
  })
})
