import { describe, expect, it } from 'vitest'
import { GROUP_ACCOUNT_ID, TOTAL_FUND_ACCOUNT_ID } from './constants'
import type { CapitalAccountRow } from './entities/capitalAccount'
import { performanceRatios, portfolioHistory, portfolioSnapshot } from './portfolio'

const row = (over: Partial<CapitalAccountRow>): CapitalAccountRow => ({
  fundId: 1,
  investorId: 10,
  period: 'ITD',
  reportingCurrency: 'USD',
  reportingDate: '2026-09-30',
  exchangeRateToUSD: 1,
  commitment: 1_000,
  remainingCommitments: 400,
  totalContributedCapital: 600,
  totalDistributions: 300,
  capitalAccountAtFairValue: 450,
  ...over,
})

describe('performanceRatios (ILPA)', () => {
  it('gives DPI, RVPI and TVPI from contributions, distributions and NAV', () => {
    expect(
      performanceRatios({
        totalContributedCapital: 600,
        totalDistributions: 300,
        capitalAccountAtFairValue: 450,
      }),
    ).toEqual({ dpi: 0.5, rvpi: 0.75, tvpi: 1.25 })
  })

  it('has no ratio without contributed capital or with a figure missing', () => {
    expect(
      performanceRatios({
        totalContributedCapital: 0,
        totalDistributions: 300,
        capitalAccountAtFairValue: 450,
      }),
    ).toEqual({ dpi: null, rvpi: null, tvpi: null })
    expect(
      performanceRatios({
        totalContributedCapital: 600,
        totalDistributions: null,
        capitalAccountAtFairValue: 450,
      }),
    ).toEqual({ dpi: null, rvpi: 0.75, tvpi: null })
  })
})

describe('portfolioSnapshot', () => {
  it("sums the group's accounts per fund, converts each fund to USD at its rate, and totals the funds", () => {
    const snapshot = portfolioSnapshot(
      [
        row({ fundId: 1, investorId: 10 }),
        row({
          fundId: 1,
          investorId: 11,
          commitment: 500,
          totalContributedCapital: 100,
          capitalAccountAtFairValue: 90,
          totalDistributions: 0,
          remainingCommitments: 400,
        }),
        row({
          fundId: 2,
          reportingCurrency: 'EUR',
          exchangeRateToUSD: 1.1,
          commitment: 2_000,
          remainingCommitments: 1_000,
          totalContributedCapital: 1_000,
          totalDistributions: 100,
          capitalAccountAtFairValue: 1_200.01,
        }),
      ],
      '2026-09-30',
    )!
    expect(snapshot.funds.map((fund) => fund.fundId)).toEqual([2, 1])
    expect(snapshot.funds[0]).toMatchObject({
      reportingCurrency: 'EUR',
      commitment: 2_200,
      totalContributedCapital: 1_100,
      totalDistributions: 110,
      capitalAccountAtFairValue: 1_320.01,
    })
    expect(snapshot.funds[1]).toMatchObject({
      commitment: 1_500,
      totalContributedCapital: 700,
      capitalAccountAtFairValue: 540,
    })
    expect(snapshot.total).toMatchObject({
      commitment: 3_700,
      remainingCommitments: 1_900,
      totalContributedCapital: 1_800,
      totalDistributions: 410,
      capitalAccountAtFairValue: 1_860.01,
    })
    expect(snapshot.total.tvpi).toBeCloseTo((410 + 1_860.01) / 1_800, 12)
    expect(snapshot.total.dpi).toBeCloseTo(410 / 1_800, 12)
    expect(snapshot.total.rvpi).toBeCloseTo(1_860.01 / 1_800, 12)
  })

  it("leaves out the group and total-fund rows, which are not the investor's, and every period but ITD", () => {
    const snapshot = portfolioSnapshot(
      [
        row({}),
        row({ investorId: GROUP_ACCOUNT_ID, commitment: 9e9 }),
        row({ investorId: TOTAL_FUND_ACCOUNT_ID, commitment: 9e9 }),
        row({ period: 'QTD', commitment: 9e9 }),
      ],
      '2026-09-30',
    )
    expect(snapshot?.total.commitment).toBe(1_000)
  })

  it('says nothing rather than a wrong figure when an amount cannot be converted', () => {
    const snapshot = portfolioSnapshot(
      [row({}), row({ fundId: 2, reportingCurrency: 'EUR', exchangeRateToUSD: null })],
      '2026-09-30',
    )!
    expect(snapshot.funds.find((fund) => fund.fundId === 2)?.commitment).toBeNull()
    expect(snapshot.funds.find((fund) => fund.fundId === 1)?.commitment).toBe(1_000)
    // A total that silently left a fund out would mislead.
    expect(snapshot.total.commitment).toBeNull()
    expect(snapshot.total.tvpi).toBeNull()
  })

  it('is null when no row is the investor’s', () => {
    expect(portfolioSnapshot([], '2026-09-30')).toBeNull()
    expect(portfolioSnapshot([row({ investorId: GROUP_ACCOUNT_ID })], '2026-09-30')).toBeNull()
  })

  it('adds cents exactly, however many funds', () => {
    const rows = Array.from({ length: 1_000 }, (_, i) =>
      row({ fundId: i, commitment: 0.1, remainingCommitments: 0.2, totalContributedCapital: 0.3 }),
    )
    const snapshot = portfolioSnapshot(rows, '2026-09-30')!
    expect(snapshot.total.commitment).toBe(100)
    expect(snapshot.total.remainingCommitments).toBe(200)
    expect(snapshot.total.totalContributedCapital).toBe(300)
  })
})

describe('portfolioHistory', () => {
  it('gives the cumulative contributions, distributions and NAV of each quarter, oldest first', () => {
    const history = portfolioHistory([
      {
        reportingDate: '2026-09-30',
        rows: [
          row({ totalContributedCapital: 700, totalDistributions: 350, capitalAccountAtFairValue: 500 }),
        ],
      },
      { reportingDate: '2026-03-31', rows: [] },
      { reportingDate: '2026-06-30', rows: [row({})] },
    ])
    expect(history).toEqual([
      { reportingDate: '2026-06-30', label: 'Q2 2026', contributed: 600, distributed: 300, nav: 450 },
      { reportingDate: '2026-09-30', label: 'Q3 2026', contributed: 700, distributed: 350, nav: 500 },
    ])
  })
})
