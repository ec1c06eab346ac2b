import { describe, expect, it } from 'vitest'
import { commitmentRows, portfolioPacing, projectedCalls, type CommitmentFund } from './commitments'
import type { CashFlowRow } from './entities/cashFlow'

const call = (date: string, amount: number): CashFlowRow => ({
  investorName: 'Ellison Family Office',
  currency: 'EUR',
  date,
  type: 'Contribution',
  category: 'Fund Investments',
  amount,
})
const distribution = (date: string, amount: number): CashFlowRow => ({
  ...call(date, amount),
  type: 'Distribution',
  category: 'Return of Capital',
})

const AS_OF = '2026-09-30'

const fund = (overrides: Partial<CommitmentFund>): CommitmentFund => ({
  fundId: 1,
  fund: 'Europe Buyout IV',
  commitment: 1000,
  contributed: 400,
  unfunded: 600,
  exchangeRateToUSD: 1,
  investmentPeriodEnd: '2030-12-31',
  flows: [call('2025-12-15', 40), call('2026-03-20', 40), call('2026-06-19', 40), call('2026-09-18', 40)],
  ...overrides,
})

describe('commitments', () => {
  it('gives each fund its called share and last call up to the as-of date, with totals to the cent', () => {
    const { rows, totals } = commitmentRows(
      [
        fund({ flows: [call('2026-06-19', 40), call('2026-10-15', 99)] }),
        fund({
          fundId: 2,
          fund: 'US Growth II',
          commitment: 2000.1,
          contributed: 0.2,
          unfunded: 1999.9,
          flows: [],
        }),
      ],
      AS_OF,
    )
    expect(rows.map((row) => [row.fund, row.calledPercent, row.lastCall])).toEqual([
      ['US Growth II', (0.2 / 2000.1) * 100, null],
      ['Europe Buyout IV', 40, '2026-06-19'],
    ])
    expect(totals).toMatchObject({ commitment: 3000.1, contributed: 400.2, unfunded: 2599.9 })
  })

  it('sums the portfolio by quarter in USD at each fund’s rate, with the cumulative net', () => {
    const quarters = portfolioPacing(
      [
        fund({ exchangeRateToUSD: 1.5, flows: [call('2026-03-20', 100), distribution('2026-06-19', 50)] }),
        fund({ fundId: 2, flows: [call('2026-03-02', 10), call('2026-12-01', 10)] }),
      ],
      AS_OF,
    )
    expect(quarters.map((q) => [q.label, q.contributions, q.distributions, q.cumulativeNet])).toEqual([
      ['Q1 2026', 160, 0, -160],
      ['Q2 2026', 0, 75, -85],
    ])
  })
})

describe('projectedCalls', () => {
  it('projects the average call of the last four quarters into each of the next four', () => {
    const quarters = projectedCalls([fund({})], AS_OF)
    expect(quarters.map((q) => [q.label, q.endDate, q.calls])).toEqual([
      ['Q4 2026', '2026-12-31', 40],
      ['Q1 2027', '2027-03-31', 40],
      ['Q2 2027', '2027-06-30', 40],
      ['Q3 2027', '2027-09-30', 40],
    ])
  })

  it('counts a quarter without a call as nothing, and leaves out calls before the window and after the date', () => {
    const flows = [call('2025-09-30', 400), call('2026-06-19', 100), call('2026-10-01', 400)]
    expect(projectedCalls([fund({ flows })], AS_OF).map((q) => q.calls)).toEqual([25, 25, 25, 25])
  })

  it('never projects more than the unfunded commitment', () => {
    const quarters = projectedCalls([fund({ unfunded: 90 })], AS_OF)
    expect(quarters.map((q) => q.calls)).toEqual([40, 40, 10, 0])
    expect(quarters.reduce((sum, q) => sum + q.calls, 0)).toBe(90)
  })

  it("projects nothing in a quarter that starts after the fund's investment period ends", () => {
    const quarters = projectedCalls([fund({ investmentPeriodEnd: '2027-02-15' })], AS_OF)
    expect(quarters.map((q) => q.calls)).toEqual([40, 40, 0, 0])
  })

  it('converts to USD at the fund’s rate and adds the funds, naming each fund’s part', () => {
    const quarters = projectedCalls(
      [fund({ exchangeRateToUSD: 1.25 }), fund({ fundId: 2, fund: 'US Growth II', flows: [] })],
      AS_OF,
    )
    expect(quarters[0]).toMatchObject({
      calls: 50,
      byFund: [{ fundId: 1, fund: 'Europe Buyout IV', calls: 50 }],
    })
  })

  it('projects nothing for a fund without unfunded commitment, or an as-of date it cannot read', () => {
    expect(projectedCalls([fund({ unfunded: 0 })], AS_OF).map((q) => q.calls)).toEqual([0, 0, 0, 0])
    expect(projectedCalls([fund({})], 'not a date')).toEqual([])
  })
})
