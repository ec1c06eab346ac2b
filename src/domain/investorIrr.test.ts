import { describe, expect, it } from 'vitest'
import type { CashFlowRow } from './entities/cashFlow'
import { investorFlows, investorNetIrr, portfolioNetIrr } from './investorIrr'

const row = (date: string, category: string, amount: number | null): CashFlowRow => ({
  investorName: 'Ellison Family Office',
  currency: 'USD',
  date: `${date}T00:00:00`,
  type: category === 'Return of Capital' ? 'Distribution' : 'Contribution',
  category,
  amount,
})

const rows = [
  row('2008-01-01', 'Fund Investments', 10_000),
  row('2008-03-01', 'Return of Capital', 2_750),
  row('2008-10-30', 'Return of Capital', 4_250),
  row('2009-02-15', 'Return of Capital', 3_250),
  // After the reporting date: a later statement's.
  row('2009-06-01', 'Fund Investments', 99_999),
]

describe("the investor's net IRR", () => {
  it('signs contributions negative and distributions positive, and ends with the capital account at fair value', () => {
    expect(investorFlows(rows, 2_750, '2009-04-01')).toEqual([
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ])
  })

  it("is the spreadsheet's XIRR in percent: its documented example's 37.34%", () => {
    expect(investorNetIrr(rows, 2_750, '2009-04-01')).toBeCloseTo(37.3362535, 5)
  })

  it('is none where nothing has come back or been paid in', () => {
    expect(investorNetIrr([row('2020-01-01', 'Fund Investments', 100)], 0, '2020-12-31')).toBeNull()
    expect(investorNetIrr([], 1_000, '2020-12-31')).toBeNull()
  })

  it("of a portfolio, is the XIRR of every fund's flows together", () => {
    const one = { rows: rows.slice(0, 2), endingValue: 7_500 }
    const other = { rows: rows.slice(2, 4), endingValue: 0 }
    const together = portfolioNetIrr([one, other], '2009-04-01')
    expect(together).toBeCloseTo(investorNetIrr([...one.rows, ...other.rows], 7_500, '2009-04-01')!, 10)
  })

  it('leaves out a flow without an amount', () => {
    expect(investorFlows([row('2020-01-01', 'Fund Investments', null)], 5, '2020-12-31')).toEqual([
      { date: '2020-12-31', amount: 5 },
    ])
  })
})
