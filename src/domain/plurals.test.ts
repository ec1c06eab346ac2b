import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOf, entityForCount, formatPlainCount, pluralOf } from './plurals'

describe('pluralOf', () => {
  it.each([
    ['Fund', 'Funds'],
    ['Investor Account', 'Investor Accounts'],
    ['account', 'accounts'],
    ['Investor', 'Investors'],
    ['Document Subtype', 'Document Subtypes'],
    ['document type', 'document types'],
    ['Company', 'Companies'],
    ['Day', 'Days'],
    ['Batch', 'Batches'],
    ['Address', 'Addresses'],
    ['Tax', 'Taxes'],
    ['FUND', 'FUNDS'],
    ['COMPANY', 'COMPANIES'],
  ])('%s → %s', (entity, plural) => expect(pluralOf(entity)).toBe(plural))

  it('leaves a name that does not end in a letter as it is', () => {
    expect(pluralOf('')).toBe('')
    expect(pluralOf('K-1')).toBe('K-1')
  })
})

describe('a count and its entity', () => {
  it('takes the singular for one and the plural for every other count', () => {
    expect(countOf(1, 'Fund')).toBe('1 Fund')
    expect(countOf(2, 'Fund')).toBe('2 Funds')
    expect(countOf(0, 'Fund')).toBe('0 Funds')
    expect(countOf(1, 'Investor Account')).toBe('1 Investor Account')
    expect(countOf(21, 'Investor Account')).toBe('21 Investor Accounts')
    expect(entityForCount(1, 'Company')).toBe('Company')
    expect(entityForCount(3, 'Company')).toBe('Companies')
  })

  it('shows the count through the format given, grouped by default', () => {
    expect(countOf(1_000_000, 'Investor')).toBe('1,000,000 Investors')
    expect(countOf(1234, 'document', (n) => n.toLocaleString('de-DE'))).toBe('1.234 documents')
    expect(formatPlainCount(2000)).toBe('2,000')
  })

  it('never appends a bare s to one, and always names more than one in the plural', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.constantFrom('Fund', 'Investor Account', 'Company'), (n, entity) => {
        const text = countOf(n, entity)
        expect(text.endsWith(n === 1 ? ` ${entity}` : ` ${pluralOf(entity)}`)).toBe(true)
      }),
    )
  })
})
