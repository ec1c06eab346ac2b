import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isOneOf } from './closedSets'

const VIEWS = ['list', 'calendar'] as const

describe('isOneOf', () => {
  it('is true for a member of the set and narrows to the set', () => {
    const value: string = 'calendar'
    expect(isOneOf(VIEWS, value)).toBe(true)
    if (isOneOf(VIEWS, value)) expectTypeOf(value).toEqualTypeOf<'list' | 'calendar'>()
  })

  it('is false for anything else: another text, another case, empty, missing, another type', () => {
    for (const value of ['month', 'List', '', null, undefined, 1, {}])
      expect(isOneOf(VIEWS, value)).toBe(false)
  })

  it('compares numbers as numbers (a quarter is not its text)', () => {
    expect(isOneOf([1, 2, 3, 4] as const, 3)).toBe(true)
    expect(isOneOf([1, 2, 3, 4] as const, '3')).toBe(false)
  })

  it('agrees with membership of the list for any value', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (values, value) => {
        expect(isOneOf(values, value)).toBe(values.some((member) => member === value))
      }),
    )
  })
})
