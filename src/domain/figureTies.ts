// 'Figures tie' (issue 63): checks of the provider's own figures against each other, each with both figures and
// their difference, so a report can show that it adds up, against any provider.
import { statementLines, type CapitalAccountView } from './capitalAccountStatement'
import { PERIODS } from './constants'
import { sumInCents, toCents } from './amounts'
import type { CapitalAccountStatementReport, Period } from './entities/capitalAccount'
import type { CashFlowRow } from './entities/cashFlow'
import { investorCash, isoDay } from './ilpaFlows'
import { figureTieTexts as texts } from './texts/figureTies'

export interface FigureTie {
  /** What is checked, in words. */
  check: string
  /** The figure it should be (worked out from the others). */
  expected: number | null
  /** The figure the provider gives. */
  actual: number | null
  /** actual less expected, to the cent; null when a figure is missing (which does not tie). */
  difference: number | null
  ties: boolean
}

/** A check of `actual` against `expected`, to the cent. */
export function figureTie(check: string, expected: number | null, actual: number | null): FigureTie {
  const difference = expected === null || actual === null ? null : (toCents(actual) - toCents(expected)) / 100
  return { check, expected, actual, difference, ties: difference === 0 }
}

const valueOf = (lines: ReturnType<typeof statementLines>, id: string, period: Period) =>
  lines.find((line) => line.id === id)?.values[period] ?? null

/** Each period's roll-forward: beginning capital account plus the movements is the ending capital account. */
export function rollForwardTies(
  report: CapitalAccountStatementReport,
  view: CapitalAccountView,
): FigureTie[] {
  const lines = statementLines(report, view, 'main')
  const movements = lines.filter((line) => line.kind === 'amount' && !line.total)
  return PERIODS.map((period) =>
    figureTie(
      texts.rollForward(period),
      sumInCents(movements.map((line) => line.values[period])),
      valueOf(lines, 'endingCapitalAccount', period),
    ),
  )
}

/** Each period's remaining commitment: the beginning less the contributions reducing it is the ending. */
export function remainingCommitmentTies(
  report: CapitalAccountStatementReport,
  view: CapitalAccountView,
): FigureTie[] {
  const lines = statementLines(report, view, 'remainingCommitment')
  return PERIODS.map((period) => {
    const beginning = valueOf(lines, 'beginningRemainingCommitment', period)
    const drawn = valueOf(lines, 'contributionsWithinCommitment', period)
    return figureTie(
      texts.remainingCommitment(period),
      beginning === null || drawn === null ? null : sumInCents([beginning, -drawn]),
      valueOf(lines, 'endingRemainingCommitment', period),
    )
  })
}

/** The first day of each period that ends on the reporting date (QTD the quarter's, YTD the year's, ITD none). */
export function periodStart(period: Period, reportingDate: string): string | null {
  if (period === 'ITD') return null
  const [year, month] = reportingDate.split('-').map(Number) as [number, number]
  if (period === 'YTD') return `${year}-01-01`
  const startMonth = month - 2
  return `${year}-${String(startMonth).padStart(2, '0')}-01`
}

/**
 * Your interest's contributions and distributions of each period against the investor's cash flows dated in it
 * (FundCashflows/Report, all dates): the statement counts a contribution as a positive movement and a
 * distribution as a negative one. The flows are in the fund's own currency: so must the statement be.
 */
export function cashFlowTies(
  report: CapitalAccountStatementReport,
  flows: readonly CashFlowRow[],
  reportingDate: string,
): FigureTie[] {
  const lines = statementLines(report, 'yourInterest', 'main')
  return PERIODS.flatMap((period) => {
    const from = periodStart(period, reportingDate)
    const inPeriod = flows.filter((flow) => {
      const day = isoDay(flow.date)
      return day !== '' && day <= reportingDate && (from === null || day >= from)
    })
    const cash = inPeriod.map(investorCash)
    const contributed = sumInCents(cash.map((amount) => (amount !== null && amount < 0 ? -amount : 0))) ?? 0
    const distributed = sumInCents(cash.map((amount) => (amount !== null && amount > 0 ? -amount : 0))) ?? 0
    return [
      figureTie(
        texts.contributionsAgainstCashFlows(period),
        contributed,
        valueOf(lines, 'contributions', period),
      ),
      figureTie(
        texts.distributionsAgainstCashFlows(period),
        distributed,
        valueOf(lines, 'distributions', period),
      ),
    ]
  })
}

/** What the account summary's checks need of a fund's line: its amounts in its own currency. */
export interface SummaryTieRow {
  fundName: string
  reportingCurrency: string
  exchangeRateToUSD?: number | null
  commitment: number | null
  remainingCommitments: number | null
  totalContributedCapital: number | null
  totalDistributions: number | null
  capitalAccountAtFairValue: number | null
}

/** Each fund's commitment less its contributed capital against its remaining commitment (the account summary's). */
export const commitmentTies = (rows: readonly SummaryTieRow[]): FigureTie[] =>
  rows.map((row) =>
    figureTie(
      texts.commitmentLessContributions(row.fundName),
      row.commitment === null || row.totalContributedCapital === null
        ? null
        : sumInCents([row.commitment, -row.totalContributedCapital]),
      row.remainingCommitments,
    ),
  )

/**
 * Each fund's capital account at fair value in the account summary against its statement's ending capital account
 * (your interest, ITD), both in the fund's own currency; a fund without a statement in it is not checked.
 */
export function summaryAgainstStatementTies(
  rows: readonly SummaryTieRow[],
  statements: ReadonlyMap<string, CapitalAccountStatementReport>,
): FigureTie[] {
  return rows.flatMap((row) => {
    const report = statements.get(row.fundName)
    if (!report) return []
    const ending = valueOf(statementLines(report, 'yourInterest', 'main'), 'endingCapitalAccount', 'ITD')
    return [figureTie(texts.summaryAgainstStatement(row.fundName), ending, row.capitalAccountAtFairValue)]
  })
}

/** A figure of the fund-type tables, and its name in the checks. */
export type SubtotalFigure = Extract<
  keyof SummaryTieRow,
  | 'commitment'
  | 'remainingCommitments'
  | 'totalContributedCapital'
  | 'totalDistributions'
  | 'capitalAccountAtFairValue'
>

/**
 * Each fund type's subtotal (in USD) against its funds' amounts converted at their rates, and the total against
 * the subtotals, figure by figure.
 */
export function subtotalTies<S extends Record<SubtotalFigure, number | null>>(
  groups: ReadonlyArray<{ fundType: string; funds: readonly SummaryTieRow[]; subtotal: S }>,
  total: Record<SubtotalFigure, number | null>,
  figures: Readonly<Partial<Record<SubtotalFigure, string>>>,
): FigureTie[] {
  const names = Object.keys(figures) as SubtotalFigure[]
  const inUSD = (row: SummaryTieRow, field: SubtotalFigure) => {
    const amount = row[field]
    if (amount === null) return null
    if (typeof row.exchangeRateToUSD === 'number' && row.exchangeRateToUSD > 0)
      return amount * row.exchangeRateToUSD
    return row.reportingCurrency.toUpperCase() === 'USD' ? amount : Number.NaN
  }
  // Converted amounts are added unrounded, as the table's subtotals are; the check compares them to the cent.
  const sum = (values: Array<number | null>): number | null => {
    if (values.some((value) => Number.isNaN(value))) return null
    const amounts = values.filter((value): value is number => value !== null)
    return amounts.length === 0 ? null : amounts.reduce((a, b) => a + b, 0)
  }
  return [
    ...groups.flatMap((group) =>
      names.map((field) =>
        figureTie(
          texts.subtotalAgainstRows(group.fundType, figures[field] ?? field),
          sum(group.funds.map((row) => inUSD(row, field))),
          group.subtotal[field],
        ),
      ),
    ),
    ...names.map((field) =>
      figureTie(
        texts.totalAgainstSubtotals(figures[field] ?? field),
        sum(groups.map((group) => group.subtotal[field])),
        total[field],
      ),
    ),
  ]
}
