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
