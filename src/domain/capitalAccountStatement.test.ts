import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { capitalAccountLineLabels } from './texts/reports'
import {
  hasStatementData,
  inView,
  statementLines,
  statementSelection,
  viewCurrency,
} from './capitalAccountStatement'
import type { CapitalAccountRow, CapitalAccountStatementReport } from './entities/capitalAccount'

const periods = (qtd: number, ytd: number, itd: number) => ({ QTD: qtd, YTD: ytd, ITD: itd })

/** Two of the user's accounts, the group (-998) and the total fund (-999). */
const report: CapitalAccountStatementReport = {
  fundId: 7,
  reportingCurrency: 'EUR',
  fundCurrency: 'USD',
  flagshipGroupCurrency: 'GBP',
  totalFundAmount: 1000,
  originalData: {
    beginningCapitalAccount: {
      '1': periods(10, 5, 0),
      '2': periods(20, 15, 0),
      '-999': periods(300, 200, 0),
    },
    contributions: { '1': periods(1.1, 2.2, 40), '2': periods(2.2, 3.3, 60), '-998': periods(9, 9, 9) },
    endingCapitalAccount: {
      '1': periods(11, 11, 11),
      '2': periods(29, 29, 29),
      '-999': periods(400, 400, 400),
    },
  },
  rows: (['QTD', 'YTD', 'ITD'] as const).flatMap((period) =>
    [1, 2, -999].map((investorId): CapitalAccountRow => ({
      fundId: 7,
      investorId,
      period,
      reportingCurrency: 'EUR',
      reportingDate: '2026-09-30',
      commitment: investorId === -999 ? 1000 : 100,
      commitmentBeginningRemainingCommitment: investorId === -999 ? 500 : 50,
      remainingCommitments: investorId === -999 ? 400 : 40,
      totalContributedCapital: 10,
    })),
  ),
}

const line = (lines: ReturnType<typeof statementLines>, label: string) =>
  lines.find((l) => l.label === label)!

describe('statement lines', () => {
  it('your interest sums the user accounts, never the group or the total fund', () => {
    expect(inView('yourInterest', '1')).toBe(true)
    expect(inView('yourInterest', -998)).toBe(false)
    expect(inView('yourInterest', '-999')).toBe(false)
    expect(inView('flagshipGroup', -998)).toBe(true)
    expect(inView('totalFund', -999)).toBe(true)
    const lines = statementLines(report, 'yourInterest', 'main')
    expect(line(lines, capitalAccountLineLabels.contributions).values).toEqual(periods(3.3, 5.5, 100))
    expect(line(lines, capitalAccountLineLabels.endingCapitalAccount)).toMatchObject({ total: true })
  })

  it('the capital account as a percentage of the total fund, and 100 % for the total fund itself', () => {
    const mine = line(
      statementLines(report, 'yourInterest', 'main'),
      capitalAccountLineLabels.capitalAccountPercentOfFund,
    )
    expect(mine).toMatchObject({ kind: 'percentOfFund', values: periods(10, 10, 10) })
    const fund = line(
      statementLines(report, 'totalFund', 'main'),
      capitalAccountLineLabels.capitalAccountPercentOfFund,
    )
    expect(fund.values).toEqual(periods(100, 100, 100))
  })

  it('remaining commitment: the contributions between beginning and ending, and commitment % of the fund total', () => {
    const lines = statementLines(report, 'yourInterest', 'remainingCommitment')
    expect(line(lines, capitalAccountLineLabels.commitment).values).toEqual(periods(200, 200, 200))
    expect(line(lines, capitalAccountLineLabels.contributionsWithinCommitment).values).toEqual(
      periods(20, 20, 20),
    )
    expect(line(lines, capitalAccountLineLabels.commitmentPercentOfFund).values).toEqual(periods(20, 20, 20))
  })

  it('contributions outside commitment are the contributions that did not draw commitment down', () => {
    const lines = statementLines(report, 'yourInterest', 'contributionsOutsideCommitment')
    expect(line(lines, capitalAccountLineLabels.contributionsOutsideCommitment).values).toEqual(
      periods(-16.7, -14.5, 80),
    )
  })

  it('a missing field is null, not zero', () => {
    const lines = statementLines({ originalData: {} }, 'flagshipGroup', 'main')
    expect(line(lines, capitalAccountLineLabels.distributions).values).toEqual({
      QTD: null,
      YTD: null,
      ITD: null,
    })
    expect(hasStatementData({})).toBe(false)
    expect(hasStatementData(report)).toBe(true)
  })

  it('sums to the cent whatever the amounts (no floating drift)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e11, max: 1e11 }), { minLength: 1, maxLength: 40 }),
        (cents) => {
          const byAccount = Object.fromEntries(cents.map((c, i) => [String(i + 1), { ITD: c / 100 }]))
          const [first] = statementLines(
            { originalData: { beginningCapitalAccount: byAccount } },
            'yourInterest',
            'main',
          )
          expect(first!.values.ITD).toBe(cents.reduce((a, b) => a + b, 0) / 100)
        },
      ),
    )
  })

  it("each view's currency", () => {
    expect(viewCurrency(report, 'yourInterest')).toBe('EUR')
    expect(viewCurrency(report, 'flagshipGroup')).toBe('GBP')
    expect(viewCurrency(report, 'totalFund')).toBe('USD')
  })
})

describe('statement selection', () => {
  const entries = [
    { date: '2026-06-30', funds: [{ id: 1, name: 'A', currency: 'EUR' }] },
    {
      date: '2026-09-30',
      funds: [
        { id: 1, name: 'A', currency: 'EUR' },
        { id: 2, name: 'B', currency: 'XXX' },
      ],
    },
  ]

  it('starts on the latest date, its first fund and that fund currency', () => {
    expect(statementSelection(entries, { date: null, funds: null, currency: null })).toMatchObject({
      dates: ['2026-09-30', '2026-06-30'],
      date: '2026-09-30',
      selected: [{ id: 1 }],
      currency: 'EUR',
    })
  })

  it('keeps the chosen funds the date has; an unknown fund currency falls back to USD', () => {
    const chosen = statementSelection(entries, { date: '2026-09-30', funds: ['2', 3], currency: null })
    expect(chosen?.selected.map((f) => f.id)).toEqual([2])
    expect(chosen?.currency).toBe('USD')
    expect(statementSelection(entries, { date: '2026-06-30', funds: [2], currency: 'JPY' })).toMatchObject({
      selected: [{ id: 1 }],
      currency: 'JPY',
    })
  })

  it('is null without any period, and ignores malformed entries', () => {
    expect(statementSelection([], { date: null, funds: null, currency: null })).toBeNull()
    expect(
      statementSelection([{ date: 'not a date', funds: [] }, null as never], {
        date: null,
        funds: null,
        currency: null,
      }),
    ).toBeNull()
  })
})
