import { describe, expect, it } from 'vitest'
import { figureTie, periodStart } from './figureTies'

describe('figureTie', () => {
  it('ties to the cent, and names the difference as the given figure less the expected one', () => {
    expect(figureTie('check', 100.004, 100)).toMatchObject({ difference: 0, ties: true })
    expect(figureTie('check', 0.1 + 0.2, 0.3)).toMatchObject({ difference: 0, ties: true })
    expect(figureTie('check', 100, 101)).toMatchObject({
      expected: 100,
      actual: 101,
      difference: 1,
      ties: false,
    })
    expect(figureTie('check', 100, 99.5)).toMatchObject({ difference: -0.5, ties: false })
  })

  it('does not tie where a figure is missing', () => {
    expect(figureTie('check', null, 5)).toMatchObject({ difference: null, ties: false })
    expect(figureTie('check', 5, null)).toMatchObject({ difference: null, ties: false })
  })
})

describe('periodStart', () => {
  it("is the quarter's first day for QTD, the year's for YTD, and none for ITD", () => {
    expect(periodStart('QTD', '2026-09-30')).toBe('2026-07-01')
    expect(periodStart('QTD', '2026-03-31')).toBe('2026-01-01')
    expect(periodStart('QTD', '2026-12-31')).toBe('2026-10-01')
    expect(periodStart('YTD', '2026-09-30')).toBe('2026-01-01')
    expect(periodStart('ITD', '2026-09-30')).toBeNull()
  })
})
