import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SUMMARY_AMOUNT_FIELDS, summaryTotalsInUSD } from './accountSummary'
import type { CapitalAccountRow } from './entities/capitalAccount'
import { ENTITY_TYPES } from './entities/entitlements'
import { fundTypeGroups, OTHER_FUND_TYPE } from './fundTypeSubtotals'
import { netMoic } from './moic'
import { capitalAccountRow } from './testing/capitalAccountRow'

type Row = CapitalAccountRow & { fundType: string | null }

const row = ({ fundType = 'Fund', ...overrides }: Partial<Row>): Row => ({
  ...capitalAccountRow(overrides),
  fundType,
})

const typeOf = (r: Row) => r.fundType

/** Sums taken in another order differ in the last bits only. */
const near = (actual: number | null, expected: number) =>
  actual !== null && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected))

/** Currencies with a usable rate to USD (a USD row may also come without one). */
const CURRENCIES = [
  ['USD', 1],
  ['USD', null],
  ['EUR', 1.08],
  ['SEK', 0.095],
  ['JPY', 0.0067],
] as const

const amount = fc.option(
  fc.integer({ min: -1e11, max: 1e11 }).map((cents) => cents / 100),
  { nil: null, freq: 5 },
)

const rowArbitrary: fc.Arbitrary<Row> = fc
  .record({
    fundId: fc.integer({ min: 1, max: 60 }),
    fundType: fc.constantFrom<string | null>(...ENTITY_TYPES, null, ''),
    currency: fc.constantFrom(...CURRENCIES),
    reportingDate: fc.constantFrom('2025-12-31', '2026-03-31', '2026-06-30', '2026-09-30'),
    commitment: amount,
    remainingCommitments: amount,
    totalContributedCapital: amount,
    totalDistributions: amount,
    capitalAccountAtFairValue: amount,
  })
  .map(({ currency: [reportingCurrency, exchangeRateToUSD], ...fields }) =>
    row({ ...fields, reportingCurrency, exchangeRateToUSD }),
  )

const rowsArbitrary = fc.array(rowArbitrary, { maxLength: 40 })

describe('fund-type groups of the account summary', () => {
  it('groups the funds by fund type in the order they came, with subtotals in USD as of the latest date', () => {
    const rows = [
      row({ fundId: 1, reportingDate: '2023-12-31' }),
      row({ fundId: 2, fundType: 'Managed Account', reportingCurrency: 'USD', exchangeRateToUSD: 1 }),
      row({ fundId: 3, reportingDate: '2024-03-31', reportingCurrency: 'USD', exchangeRateToUSD: 1 }),
      row({ fundId: 4, fundType: null }),
    ]
    const groups = fundTypeGroups(rows, typeOf)
    expect(groups.map((g) => [g.fundType, g.funds.map((f) => f.fundId)])).toEqual([
      ['Fund', [1, 3]],
      ['Managed Account', [2]],
      [OTHER_FUND_TYPE, [4]],
    ])
    const [fund] = groups
    expect(fund?.subtotal).toMatchObject({ fundType: 'Fund', currency: 'USD', reportingDate: '2024-03-31' })
    // 1,000 EUR at 1.1 and 1,000 USD.
    expect(fund?.subtotal.commitment).toBeCloseTo(2100)
    // Net MOIC of the subtotal's own USD amounts: (770 + 700 − 110 − 100) / (660 + 600).
    expect(fund?.subtotal.netMoic).toBeCloseTo((770 + 700 - 110 - 100) / (660 + 600))
  })

  it('omits every fund type that has no fund, and has no group at all without rows', () => {
    expect(fundTypeGroups([], typeOf)).toEqual([])
    expect(fundTypeGroups(null, typeOf)).toEqual([])
    expect(fundTypeGroups([row({ fundType: 'Internal' })], typeOf).map((g) => g.fundType)).toEqual([
      'Internal',
    ])
  })

  it('a fund type with an amount that cannot be converted has no subtotal for it, nor has the total', () => {
    const rows = [
      row({ fundId: 1, fundType: 'Fund', reportingCurrency: 'USD', exchangeRateToUSD: 1 }),
      row({ fundId: 2, fundType: 'Internal', reportingCurrency: 'EUR', exchangeRateToUSD: null }),
    ]
    const [fund, internal] = fundTypeGroups(rows, typeOf)
    expect(fund?.subtotal.commitment).toBe(1000)
    expect(internal?.subtotal.commitment).toBeNull()
    expect(internal?.subtotal.netMoic).toBeNull()
    expect(summaryTotalsInUSD(rows).commitment).toBeNull()
  })

  it('every fund is in exactly one group, the group of its fund type, and no group is empty', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const groups = fundTypeGroups(rows, typeOf)
        expect(new Set(groups.map((g) => g.fundType)).size).toBe(groups.length)
        for (const group of groups) {
          expect(group.funds.length).toBeGreaterThan(0)
          for (const fund of group.funds) expect(fund.fundType || OTHER_FUND_TYPE).toBe(group.fundType)
        }
        const grouped = groups.flatMap((g) => g.funds)
        expect(grouped).toHaveLength(rows.length)
        expect(new Set(grouped)).toEqual(new Set(rows))
      }),
    )
  })

  it('subtotals are their funds converted to USD with exchangeRateToUSD', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        for (const { funds, subtotal } of fundTypeGroups(rows, typeOf)) {
          expect(subtotal.currency).toBe('USD')
          expect(subtotal.reportingDate).toBe(
            funds
              .map((f) => f.reportingDate)
              .sort()
              .at(-1),
          )
          for (const field of SUMMARY_AMOUNT_FIELDS) {
            const amounts = funds.filter((f) => f[field] !== null)
            const inUSD = amounts.reduce((sum, f) => sum + f[field]! * (f.exchangeRateToUSD ?? 1), 0)
            if (amounts.length === 0) expect(subtotal[field]).toBeNull()
            else expect(near(subtotal[field], inUSD), `${field} ${subtotal[field]} ≈ ${inUSD}`).toBe(true)
          }
          expect(subtotal.netMoic).toBe(
            netMoic(
              subtotal.capitalAccountAtFairValue,
              subtotal.totalDistributions,
              subtotal.totalContributedCapital,
            ),
          )
        }
      }),
    )
  })

  it('the subtotals add up to the grand total in USD', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const subtotals = fundTypeGroups(rows, typeOf).map((g) => g.subtotal)
        const total = summaryTotalsInUSD(rows)
        for (const field of SUMMARY_AMOUNT_FIELDS) {
          const present = subtotals.map((s) => s[field]).filter((value) => value !== null)
          if (present.length === 0) expect(total[field]).toBeNull()
          else
            expect(
              near(
                total[field],
                present.reduce((a, b) => a + b, 0),
              ),
            ).toBe(true)
        }
      }),
    )
  })
})
