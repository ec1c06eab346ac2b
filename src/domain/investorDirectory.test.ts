import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvestorIndex, searchFold } from './investorDirectory'

const indexOf = (names: readonly string[]) => {
  const index = new InvestorIndex()
  names.forEach((name, i) => index.add({ id: i + 1, name }))
  index.seal()
  return index
}

/** The rule, written the slow way: names containing the query, those that start with it first. */
const naive = (names: readonly string[], query: string) => {
  const needle = searchFold(query).trim()
  const rows = names.map((name, row) => ({ row, folded: searchFold(name) }))
  const hits = rows.filter(({ folded }) => folded.includes(needle))
  return [
    ...hits.filter(({ folded }) => folded.startsWith(needle)),
    ...hits.filter(({ folded }) => !folded.startsWith(needle)),
  ].map(({ row }) => row)
}

describe('InvestorIndex', () => {
  it('finds names that contain the query, whatever the case, accents and white space', () => {
    const index = indexOf(['Zürich Lake Pension', 'CALDER  Foundation', 'The Calder\nTrust', 'Ashford'])
    expect(Array.from(index.search('zurich') ?? [])).toEqual([0])
    expect(Array.from(index.search('calder foundation') ?? [])).toEqual([1])
    expect(Array.from(index.search('CALDER') ?? [])).toEqual([1, 2])
    expect(Array.from(index.search('calder trust') ?? [])).toEqual([2])
    expect(Array.from(index.search('nobody') ?? [])).toEqual([])
    expect(index.search('   ')).toBeNull()
    expect(index.entry(2)).toEqual({ id: 3, name: 'The Calder\nTrust' })
    expect(index.entry(4)).toBeUndefined()
  })

  it('puts names that start with the query before names that only contain it', () => {
    const index = indexOf([
      'Teachers Fund of Ellison',
      'Ellison Trust',
      'Old Ellison Office',
      'Ellison Office',
    ])
    expect(Array.from(index.search('ellison') ?? [])).toEqual([1, 3, 0, 2])
  })

  it('counts a name once however often the query appears in it', () => {
    const index = indexOf(['Aaa Aaa', 'Bob'])
    expect(Array.from(index.search('a') ?? [])).toEqual([0])
  })

  it('answers what a plain filter over every name answers', () => {
    const name = fc.string({ unit: fc.constantFrom('a', 'b', 'Á', ' ', '\n', 'İ', 'ß', 'x'), maxLength: 8 })
    fc.assert(
      fc.property(fc.array(name, { maxLength: 30 }), name, (names, query) => {
        const found = indexOf(names).search(query)
        const expected = naive(names, query)
        if (searchFold(query).trim() === '') expect(found).toBeNull()
        else expect(Array.from(found ?? [])).toEqual(expected)
      }),
    )
  })
})
