import { describe, expect, it } from 'vitest'
import type { CashFlowRow } from './entities/cashFlow'
import { figureTrace, type TraceFund } from './figureTrace'
import { figureTraceSheet } from './figureTraceSheet'
import { commitmentTies, subtotalTies, type SummaryTieRow } from './figureTies'
import { xirr } from './xirr'

const flow = (date: string, category: string, amount: number): CashFlowRow => ({
  investorName: 'Ellison Family Office',
  currency: 'EUR',
  date,
  type: category.startsWith('Contribution') ? 'Contribution' : 'Distribution',
  category,
  amount,
})

const fund = (overrides: Partial<TraceFund> = {}): TraceFund => ({
  fundName: 'Europe VI',
  currency: 'EUR',
  exchangeRateToUSD: 1.1,
  flows: [
    flow('2024-01-15', 'Contributions - Investments', 1_000),
    flow('2025-03-31', 'Distributions - Return of Capital', 300),
    flow('2026-01-10', 'Contributions - Management Fees', 50),
    // After the reporting date: a later statement's.
    flow('2026-12-01', 'Contributions - Investments', 70),
  ],
  contributed: 1_050,
  distributed: 300,
  endingValue: 1_000,
  ...overrides,
})

describe('a figure traced to the cash flows', () => {
  it('lists the flows to the reporting date, signed, and works out every ratio and the IRR from them', () => {
    const trace = figureTrace([fund()], '2026-09-30', false)!
    expect(trace.flows.map((f) => [f.date, f.amount])).toEqual([
      ['2024-01-15', -1_000],
      ['2025-03-31', 300],
      ['2026-01-10', -50],
    ])
    expect(trace).toMatchObject({ currency: 'EUR', contributed: 1_050, distributed: 300, endingValue: 1_000 })
    expect(trace.dpi).toBeCloseTo(300 / 1_050, 12)
    expect(trace.rvpi).toBeCloseTo(1_000 / 1_050, 12)
    expect(trace.tvpi).toBeCloseTo(1_300 / 1_050, 12)
    // The specification's net MOIC: (capital account at fair value − distributions) ÷ contributions.
    expect(trace.netMoic).toBeCloseTo(700 / 1_050, 12)
    const expected = xirr([...trace.flows, { date: '2026-09-30', amount: 1_000 }])!
    expect(trace.irr).toBeCloseTo(expected * 100, 10)
    expect(trace.ties.every((tie) => tie.ties)).toBe(true)
  })

  it('names a fund whose account summary does not tie with its flows, and by how much', () => {
    const trace = figureTrace([fund({ contributed: 1_051 })], '2026-09-30', false)!
    const failed = trace.ties.filter((tie) => !tie.ties)
    expect(failed).toEqual([expect.objectContaining({ expected: 1_050, actual: 1_051, difference: 1 })])
    expect(failed[0]!.check).toContain('Europe VI')
  })

  it('converts each fund to USD at its rate, to the cent, for a portfolio', () => {
    const usd = fund({ fundName: 'US VIII', currency: 'USD', exchangeRateToUSD: null })
    const trace = figureTrace([fund(), usd], '2026-09-30', true)!
    expect(trace.currency).toBe('USD')
    expect(trace.flows).toHaveLength(6)
    expect(trace.contributed).toBe(1_155 + 1_050)
    expect(trace.endingValue).toBe(1_100 + 1_000)
    expect(trace.ties).toHaveLength(4)
  })

  it('cannot be traced when a fund has no rate to USD', () => {
    expect(figureTrace([fund({ exchangeRateToUSD: null })], '2026-09-30', true)).toBeNull()
  })

  it("has no IRR ('-') when the flows never change sign", () => {
    const trace = figureTrace(
      [fund({ flows: [flow('2024-01-15', 'Contributions - Investments', 100)], endingValue: 0 })],
      '2026-09-30',
      false,
    )!
    expect(trace.irr).toBeNull()
    expect(trace.endingValue).toBe(0)
  })
})

describe('its workbook', () => {
  it('puts signed amounts and dates in their columns and every figure as a live formula over them', () => {
    const trace = figureTrace([fund({ fundName: '=HYPERLINK("x")' })], '2026-09-30', false)!
    const { sheet, layout } = figureTraceSheet(trace, 'Europe VI')
    expect(sheet.rows[0]![0]).toEqual({
      kind: 'text',
      value: 'How this is calculated: Europe VI',
      bold: true,
    })
    // Provider text never runs as a formula.
    expect(sheet.rows[4]![1]).toEqual({ kind: 'text', value: `'=HYPERLINK("x")` })
    expect(layout).toEqual({
      firstFlowRow: 5,
      lastFlowRow: 8,
      figureRows: {
        contributions: 10,
        distributions: 11,
        endingValue: 12,
        dpi: 13,
        rvpi: 14,
        tvpi: 15,
        netMoic: 16,
        irr: 17,
      },
    })
    const cellAt = (row: number, column: number) => sheet.rows[row - 1]![column]
    expect(cellAt(8, 4)).toEqual({ kind: 'number', value: 1_000, style: 'amount' })
    expect(cellAt(8, 0)).toEqual({ kind: 'date', value: '2026-09-30' })
    expect(cellAt(10, 4)).toMatchObject({ formula: '=SUM(F5:F7)' })
    expect(cellAt(13, 4)).toMatchObject({ formula: '=E11/E10', style: 'multiple' })
    expect(cellAt(16, 4)).toMatchObject({ formula: '=(E12-E11)/E10' })
    expect(cellAt(17, 4)).toMatchObject({ formula: '=IFERROR(XIRR(E5:E8,A5:A8),"-")', style: 'percent' })
  })
})

describe("the account summary's checks", () => {
  const row = (overrides: Partial<SummaryTieRow> = {}): SummaryTieRow => ({
    fundName: 'Fund A',
    reportingCurrency: 'EUR',
    exchangeRateToUSD: 1.1,
    commitment: 1_000,
    remainingCommitments: 400,
    totalContributedCapital: 600,
    totalDistributions: 100,
    capitalAccountAtFairValue: 700,
    ...overrides,
  })

  it('commitment less contributed capital is the remaining commitment', () => {
    expect(commitmentTies([row()]).every((tie) => tie.ties)).toBe(true)
    expect(commitmentTies([row({ remainingCommitments: 399 })])[0]).toMatchObject({
      ties: false,
      difference: -1,
    })
  })

  it("a fund type's subtotal is its funds' amounts in USD, and the total its subtotals", () => {
    const funds = [row(), row({ fundName: 'Fund B', reportingCurrency: 'USD', exchangeRateToUSD: null })]
    const subtotal = {
      commitment: 2_100,
      remainingCommitments: 840,
      totalContributedCapital: 1_260,
      totalDistributions: 210,
      capitalAccountAtFairValue: 1_470,
    }
    const figures = {
      commitment: 'commitment',
      capitalAccountAtFairValue: 'capital account at fair value',
    } as const
    const ties = subtotalTies([{ fundType: 'Buyout', funds, subtotal }], subtotal, figures)
    expect(ties).toHaveLength(4)
    expect(ties.every((tie) => tie.ties)).toBe(true)
    const off = subtotalTies(
      [{ fundType: 'Buyout', funds, subtotal: { ...subtotal, commitment: 2_100.5 } }],
      subtotal,
      figures,
    )
    expect(off.filter((tie) => !tie.ties).map((tie) => tie.difference)).toEqual([0.5, -0.5])
  })
})
