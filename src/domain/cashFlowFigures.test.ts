import { describe, expect, it } from 'vitest'
import { cashFlowByQuarter, cashFlowSubtotals, exactRange } from './cashFlowFigures'
import type { CashFlowRow } from './entities/cashFlow'

const row = (date: string, type: 'Contribution' | 'Distribution', amount: number): CashFlowRow => ({
  investorName: 'A',
  currency: 'USD',
  date,
  type,
  category: type === 'Contribution' ? 'Management Fee' : 'Return of Capital',
  amount,
})

describe('exact date range', () => {
  it('runs from the first day of the start quarter to the last day of the end quarter', () => {
    expect(exactRange({ year: 2024, quarter: 2 }, { year: 2025, quarter: 1 })).toEqual({
      status: 'ready',
      startDate: '2024-04-01',
      endDate: '2025-03-31',
    })
  })

  it('waits while either end is unset, and refuses an end before the start', () => {
    expect(exactRange({ year: 2024, quarter: 1 }, { year: 2024, quarter: null })).toEqual({
      status: 'incomplete',
    })
    expect(exactRange({ year: null, quarter: 1 }, { year: 2024, quarter: 4 })).toEqual({
      status: 'incomplete',
    })
    expect(exactRange({ year: 2025, quarter: 1 }, { year: 2024, quarter: 4 })).toEqual({
      status: 'endBeforeStart',
    })
    expect(exactRange({ year: 2024, quarter: 3 }, { year: 2024, quarter: 3 })).toMatchObject({
      status: 'ready',
    })
  })
})

describe('cash flow totals and quarters', () => {
  const rows = [
    row('2024-02-10', 'Contribution', 0.1),
    row('2024-03-01', 'Contribution', 0.2),
    row('2024-05-01', 'Distribution', 1),
    row('2024-01-05', 'Distribution', 0.05),
  ]

  it('totals each type to the cent', () => {
    expect(cashFlowSubtotals(rows)).toEqual({ Contribution: 0.3, Distribution: 1.05 })
  })

  it('sums each quarter and the cumulative net (distributions less contributions), oldest first', () => {
    expect(cashFlowByQuarter(rows)).toEqual([
      { key: '2024-Q1', label: 'Q1 2024', contributions: 0.3, distributions: 0.05, cumulativeNet: -0.25 },
      { key: '2024-Q2', label: 'Q2 2024', contributions: 0, distributions: 1, cumulativeNet: 0.75 },
    ])
  })
})
