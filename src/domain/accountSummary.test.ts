import { describe, expect, it } from 'vitest'
import type { CapitalAccountRow } from './entities/capitalAccount'
import { capitalAccountRow } from './testing/capitalAccountRow'
import {
  percentagesOfTotal,
  percentOfFund,
  periodsFromAccountSummaryFilter,
  summaryAccountIds,
  summaryByFund,
  summarySelection,
  summaryTotalsInUSD,
  toUSD,
} from './accountSummary'

const row = capitalAccountRow

describe('USD conversion', () => {
  it('multiplies by exchangeRateToUSD', () => {
    expect(toUSD(100, 1.25, 'EUR')).toBe(125)
  })
  it('keeps a USD amount without a rate; other currencies without a usable rate cannot convert', () => {
    expect(toUSD(100, null, 'usd')).toBe(100)
    expect(toUSD(100, null, 'EUR')).toBeNull()
    expect(toUSD(100, 0, 'EUR')).toBeNull()
    expect(toUSD(100, Number.NaN)).toBeNull()
    expect(toUSD(null, 1.2)).toBeNull()
  })
})

describe('summary totals', () => {
  it('converts every row to USD before summing and takes the net MOIC of the totals', () => {
    const totals = summaryTotalsInUSD([
      row({}),
      row({ reportingCurrency: 'USD', exchangeRateToUSD: 1, commitment: 500, totalDistributions: null }),
    ])
    expect(totals.commitment).toBeCloseTo(1600)
    expect(totals.totalDistributions).toBeCloseTo(110)
    expect(totals.netMoic).toBeCloseTo((1470 - 110) / 1260)
  })
  it('is null for a field no row has, or one with an amount that cannot be converted', () => {
    const totals = summaryTotalsInUSD([
      row({ commitment: null }),
      row({ exchangeRateToUSD: null, totalDistributions: null }),
    ])
    expect(totals.commitment).toBeNull()
    expect(totals.remainingCommitments).toBeNull()
    expect(totals.totalDistributions).toBeCloseTo(110)
  })
  it('is all null for no rows', () => {
    expect(summaryTotalsInUSD(null)).toEqual({
      commitment: null,
      remainingCommitments: null,
      totalContributedCapital: null,
      totalDistributions: null,
      capitalAccountAtFairValue: null,
      netMoic: null,
    })
  })
})

describe('percentages', () => {
  it('percent of fund', () => {
    expect(percentOfFund(25, 200)).toBe(12.5)
    expect(percentOfFund(25, 0)).toBeNull()
  })
  it('shares of a total', () => {
    expect(percentagesOfTotal([1, 3, null])).toEqual([25, 75, null])
    expect(percentagesOfTotal([0, 0])).toEqual([null, null])
  })
})

describe('account summary by fund', () => {
  const row = (fundId: number, investorId: number, commitment: number, rate = 1): CapitalAccountRow => ({
    fundId,
    investorId,
    period: 'ITD',
    reportingCurrency: rate === 1 ? 'USD' : 'EUR',
    reportingDate: '2026-09-30',
    exchangeRateToUSD: rate,
    commitment,
    remainingCommitments: 0,
    totalContributedCapital: commitment / 2,
    totalDistributions: 0,
    capitalAccountAtFairValue: commitment,
  })
  const rows = [row(1, 11, 0.1), row(1, 12, 0.2), row(1, -998, 5), row(1, -999, 9), row(2, 11, 100, 1.1)]

  it('group-wide sums every account of a fund to the cent, without the group and total fund rows', () => {
    const [first, second] = summaryByFund(rows, { kind: 'groupWide' })
    expect(first).toMatchObject({ fundId: 1, commitment: 0.3, netMoic: 2 })
    expect(second).toMatchObject({ fundId: 2, reportingCurrency: 'EUR', exchangeRateToUSD: 1.1 })
    expect(summaryAccountIds(rows)).toEqual([11, 12])
  })

  it('single keeps one account', () => {
    expect(summaryByFund(rows, { kind: 'single', accountId: '12' })).toMatchObject([
      { fundId: 1, commitment: 0.2 },
    ])
  })

  it('periods come from the filter entries, newest first, each date with its funds once', () => {
    const periods = periodsFromAccountSummaryFilter(
      [
        { fundId: 1, reportingDate: '2026-06-30' },
        { fundId: 1, reportingDate: '2026-09-30T00:00:00' },
        { fundId: 2, reportingDate: '2026-09-30' },
        { fundId: 2, reportingDate: '2026-09-30' },
        { fundId: 3, reportingDate: 'nonsense' },
      ],
      (id) => `Fund ${id}`,
    )
    expect(periods).toEqual([
      {
        year: 2026,
        quarter: 3,
        associatedFunds: [
          { value: 1, label: 'Fund 1' },
          { value: 2, label: 'Fund 2' },
        ],
      },
      { year: 2026, quarter: 2, associatedFunds: [{ value: 1, label: 'Fund 1' }] },
    ])
  })
})

describe('account summary selection', () => {
  const periods = [
    { year: 2026, quarter: 3 as const, associatedFunds: [{ value: 1, label: 'A' }] },
    {
      year: 2026,
      quarter: 2 as const,
      associatedFunds: [
        { value: 1, label: 'A' },
        { value: 2, label: 'B' },
      ],
    },
    { year: 2026, quarter: 1 as const, associatedFunds: [{ value: 3, label: 'C' }] },
    { year: 2025, quarter: 4 as const, associatedFunds: [{ value: 4, label: 'D' }] },
  ]

  it('starts on the latest period with every one of its funds', () => {
    expect(summarySelection(periods, { date: null, funds: null, current: false })).toMatchObject({
      reportingDate: '2026-09-30',
      chosen: [],
      fundIds: [1],
    })
  })

  it('current offers the funds of the last three periods; chosen funds not offered are dropped', () => {
    const selection = summarySelection(periods, { date: '2026-06-30', funds: [2, 4], current: true })
    expect(selection?.reportingDate).toBe('2026-06-30')
    expect(selection?.funds.map((f) => f.value)).toEqual([1, 2, 3])
    expect(selection?.fundIds).toEqual([2])
  })

  it('is null without periods', () => {
    expect(summarySelection([], { date: null, funds: null, current: false })).toBeNull()
  })
})
