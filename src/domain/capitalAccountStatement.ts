import { percentOfFund } from './accountSummary'
import type { CAPITAL_ACCOUNT_TEMPLATES, CAPITAL_ACCOUNT_VIEWS } from './constants'
import { GROUP_ACCOUNT_ID, PERIODS, SUPPORTED_CURRENCIES, TOTAL_FUND_ACCOUNT_ID } from './constants'
import type {
  CapitalAccountRow,
  CapitalAccountStatementReport,
  CasPeriod,
  Period,
} from './entities/capitalAccount'
import { toIsoDate } from './format'
import { capitalAccountLineLabels as labels } from './texts/reports'
import { isAmount, sumInCents } from './amounts'

export type CapitalAccountView = (typeof CAPITAL_ACCOUNT_VIEWS)[number]
export type CapitalAccountTemplate = (typeof CAPITAL_ACCOUNT_TEMPLATES)[number]

export type PeriodValues = Record<Period, number | null>

/** One line of a statement: its QTD, YTD and ITD values side by side. */
export interface StatementLine {
  id: string
  label: string
  /** Amounts in the reporting currency, or a percentage of the fund (2 decimals). */
  kind: 'amount' | 'percentOfFund'
  values: PeriodValues
  /** A closing line (ending capital account, ending remaining commitment), drawn as a total. */
  total?: boolean
}

const SPECIAL_ACCOUNTS = new Set([String(GROUP_ACCOUNT_ID), String(TOTAL_FUND_ACCOUNT_ID)])

/** Whether an account id belongs to a view: yourInterest is every account of the user's but -998 and -999. */
export function inView(view: CapitalAccountView, accountId: number | string): boolean {
  const id = String(accountId)
  if (view === 'totalFund') return id === String(TOTAL_FUND_ACCOUNT_ID)
  if (view === 'yourInterest') return !SPECIAL_ACCOUNTS.has(id)
  return id === String(GROUP_ACCOUNT_ID)
}

const perPeriod = (value: (period: Period) => number | null): PeriodValues =>
  Object.fromEntries(PERIODS.map((period) => [period, value(period)])) as PeriodValues

/** A roll-forward field of originalData, summed over the view's accounts. */
function fieldValues(
  report: CapitalAccountStatementReport,
  field: string,
  view: CapitalAccountView,
): PeriodValues {
  const byAccount = report.originalData?.[field] ?? {}
  const accounts = Object.keys(byAccount).filter((id) => inView(view, id))
  return perPeriod((period) => sumInCents(accounts.map((id) => byAccount[id]?.[period])))
}

/** A field of the report's rows, summed over the view's accounts. */
function rowValues(
  report: CapitalAccountStatementReport,
  field: keyof Pick<
    CapitalAccountRow,
    | 'commitment'
    | 'commitmentBeginningRemainingCommitment'
    | 'remainingCommitments'
    | 'totalContributedCapital'
  >,
  view: CapitalAccountView,
): PeriodValues {
  const rows = (report.rows ?? []).filter((row) => row && inView(view, row.investorId))
  return perPeriod((period) =>
    sumInCents(rows.filter((row) => row.period === period).map((row) => row[field])),
  )
}

const combine = (a: PeriodValues, b: PeriodValues, op: (x: number, y: number) => number): PeriodValues =>
  perPeriod((period) => {
    const x = a[period]
    const y = b[period]
    return isAmount(x) && isAmount(y) ? Math.round(op(x, y) * 100) / 100 : null
  })

const line = (
  id: keyof typeof labels,
  values: PeriodValues,
  rest: Partial<StatementLine> = {},
): StatementLine => ({
  id,
  label: labels[id],
  kind: 'amount',
  values,
  ...rest,
})

const ROLL_FORWARD = [
  'beginningCapitalAccount',
  'contributions',
  'distributions',
  'managementFees',
  'partnershipExpenses',
  'netInvestmentIncome',
  'realizedGainLoss',
  'unrealizedGainLoss',
] as const

/**
 * The lines of one fund's statement for a view and template (spec §2.5, §3), each with QTD, YTD and ITD:
 * - main: the capital account roll-forward, then the capital account as a percentage of the total fund's;
 * - remainingCommitment: commitment, beginning and ending remaining commitment and the contributions between,
 *   then the commitment as a percentage of the fund's total commitment (totalFundAmount);
 * - contributionsOutsideCommitment: contributions, the part that drew down commitment, and the rest.
 */
export function statementLines(
  report: CapitalAccountStatementReport,
  view: CapitalAccountView,
  template: CapitalAccountTemplate,
): StatementLine[] {
  if (template === 'main') {
    const ending = fieldValues(report, 'endingCapitalAccount', view)
    const fundEnding = fieldValues(report, 'endingCapitalAccount', 'totalFund')
    return [
      ...ROLL_FORWARD.map((field) => line(field, fieldValues(report, field, view))),
      line('endingCapitalAccount', ending, { total: true }),
      line(
        'capitalAccountPercentOfFund',
        perPeriod((p) => percentOfFund(ending[p], fundEnding[p])),
        {
          kind: 'percentOfFund',
        },
      ),
    ]
  }
  const beginning = rowValues(report, 'commitmentBeginningRemainingCommitment', view)
  const remaining = rowValues(report, 'remainingCommitments', view)
  const drawn = combine(beginning, remaining, (b, r) => b - r)
  if (template === 'remainingCommitment') {
    const commitment = rowValues(report, 'commitment', view)
    return [
      line('commitment', commitment),
      line('beginningRemainingCommitment', beginning),
      line('contributionsWithinCommitment', drawn),
      line('endingRemainingCommitment', remaining, { total: true }),
      line(
        'commitmentPercentOfFund',
        perPeriod((p) => percentOfFund(commitment[p], report.totalFundAmount)),
        { kind: 'percentOfFund' },
      ),
    ]
  }
  const contributions = fieldValues(report, 'contributions', view)
  return [
    line('contributions', contributions),
    line('contributionsWithinCommitment', drawn),
    line(
      'contributionsOutsideCommitment',
      combine(contributions, drawn, (c, d) => c - d),
      { total: true },
    ),
  ]
}

/** The currency a view is reported in: the report's currency for the view, else the fund's. */
export function viewCurrency(report: CapitalAccountStatementReport, view: CapitalAccountView): string | null {
  const record = report as Record<string, unknown>
  const own = view === 'yourInterest' ? report.reportingCurrency : record[`${view}Currency`]
  const text = typeof own === 'string' && own ? own : report.fundCurrency
  return typeof text === 'string' && text ? text : null
}

/** Whether a statement answer holds a report (an entry without data reads as none). */
export const hasStatementData = (report: CapitalAccountStatementReport | null | undefined): boolean =>
  Boolean(report && (report.originalData || (report.rows && report.rows.length > 0)))

export interface StatementFund {
  id: number | string
  name: string
  currency: string | null
}

/** What the statement is asked for, from the Cas/periods answer and the filters chosen. */
export interface StatementSelection {
  /** Reporting dates, newest first. */
  dates: string[]
  date: string
  /** The funds reported at that date. */
  funds: StatementFund[]
  /** The chosen funds that the date has; the first fund when none of them is there. */
  selected: StatementFund[]
  /** The chosen currency, else the (first selected) fund's currency, else USD. */
  currency: SupportedCurrency
}

export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number]

export const isSupportedCurrency = (value: unknown): value is SupportedCurrency =>
  (SUPPORTED_CURRENCIES as readonly unknown[]).includes(value)

/**
 * The statement's selection (spec §2.5, §3): the chosen reporting date if offered, else the latest; the chosen
 * funds that date has, else its first fund; the chosen currency, else the fund's currency. Null when there is
 * no period at all.
 */
export function statementSelection(
  entries: readonly CasPeriod[] | null | undefined,
  chosen: { date: string | null; funds: ReadonlyArray<number | string> | null; currency: string | null },
): StatementSelection | null {
  const periods = (entries ?? [])
    .filter((entry) => entry && typeof entry.date === 'string' && toIsoDate(entry.date))
    .map((entry) => ({ ...entry, date: toIsoDate(entry.date)! }))
    .sort((a, b) => b.date.localeCompare(a.date))
  const period = periods.find((p) => p.date === chosen.date) ?? periods[0]
  if (!period) return null
  const funds: StatementFund[] = (period.funds ?? [])
    .filter((fund) => fund && (typeof fund.id === 'number' || typeof fund.id === 'string'))
    .map((fund) => ({ id: fund.id, name: String(fund.name ?? fund.id), currency: fund.currency ?? null }))
  const wanted = new Set((chosen.funds ?? []).map(String))
  const kept = funds.filter((fund) => wanted.has(String(fund.id)))
  const selected = kept.length > 0 ? kept : funds.slice(0, 1)
  const fundCurrency = selected[0]?.currency?.toUpperCase()
  const currency = isSupportedCurrency(chosen.currency)
    ? chosen.currency
    : isSupportedCurrency(fundCurrency)
      ? fundCurrency
      : 'USD'
  return { dates: [...new Set(periods.map((p) => p.date))], date: period.date, funds, selected, currency }
}
