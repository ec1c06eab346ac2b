import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAmount, sumInCents, toCents } from './amounts'
import { entityDisplayName } from './entities/entitlements'

describe('amounts', () => {
  it('adds to the cent, without floating-point drift', () => {
    expect(sumInCents([0.1, 0.2])).toBe(0.3)
    expect(sumInCents([1_000_000.01, -0.01, null, undefined, Number.NaN])).toBe(1_000_000)
    expect(sumInCents([null, undefined])).toBeNull()
    expect(sumInCents([])).toBeNull()
    expect(toCents(12.345)).toBe(1235)
    expect([isAmount(0), isAmount('1'), isAmount(Number.POSITIVE_INFINITY), isAmount(null)]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })

  it('is the sum of the amounts in cents, in any order', () => {
    const cents = fc.integer({ min: -1e11, max: 1e11 })
    fc.assert(
      fc.property(fc.array(cents, { minLength: 1 }), (list) => {
        const amounts = list.map((c) => c / 100)
        expect(sumInCents(amounts)).toBe(list.reduce((a, b) => a + b, 0) / 100)
        expect(sumInCents([...amounts].reverse())).toBe(sumInCents(amounts))
      }),
    )
  })
})

describe('entityDisplayName', () => {
  it('names a fund by its entity name, else its name, else its id', () => {
    expect(entityDisplayName({ id: 7, entityName: 'Flagship VI', name: 'FP VI' })).toBe('Flagship VI')
    expect(entityDisplayName({ id: 7, entityName: null, name: 'FP VI' })).toBe('FP VI')
    expect(entityDisplayName({ id: 7 })).toBe('7')
  })
})
