import { sumInCents } from './amounts'
import {
  statementLines,
  viewCurrency,
  type CapitalAccountView,
  type PeriodValues,
} from './capitalAccountStatement'
import { PERIODS, PRODUCT_SLUG } from './constants'
import type { CapitalAccountStatementReport, Period } from './entities/capitalAccount'
import {
  flowsTo,
  ilpaSummarySheets,
  investorCash,
  isoDay,
  type IlpaFund,
  type IlpaWorkbookInput,
} from './ilpaFlows'
import {
  cellAddress,
  columnLetter,
  numberCell,
  sheetNames,
  textCell,
  type SheetCell,
  type WorkbookSheet,
} from './spreadsheet'
import {
  ilpaColumnGroups,
  ilpaCommitmentLines,
  ilpaNavLines,
  ilpaPeriodHeadings,
  ilpaTexts as texts,
} from './texts/ilpa'

export {
  ilpaFundSummary,
  ilpaSummarySheets,
  ilpaTransactionType,
  investorCash,
  type IlpaFund,
  type IlpaFundSummary,
  type IlpaWorkbookInput,
} from './ilpaFlows'

const GROUP_VIEW = `${PRODUCT_SLUG}Group` as CapitalAccountView
const VIEWS: readonly CapitalAccountView[] = ['yourInterest', GROUP_VIEW, 'totalFund']
/** The columns: the line, then QTD, YTD and ITD of your interest, the group, the total fund and the GP, a note. */
const LINE_COLUMN = 0
const firstColumnOf = (group: number) => 1 + group * PERIODS.length
const GP_GROUP = VIEWS.length
const NOTE_COLUMN = firstColumnOf(GP_GROUP + 1)
const AMOUNT_COLUMNS = VIEWS.flatMap((_, group) => PERIODS.map((_, index) => firstColumnOf(group) + index))

type Values = Partial<Record<CapitalAccountView, PeriodValues>>

/** A line of a reconciliation: its values per view (none: not reported) and whether the check adds it. */
interface ReconciliationLine {
  label: string
  values: Values | null
  /** +1 or -1: how the check counts it; the opening line counts +1, the closing line is what it is checked against. */
  sign?: 1 | -1
  closing?: boolean
  note?: string
}

/** The first day of the reporting date's quarter and year (QTD and YTD start there). */
function periodStart(reportingDate: string, period: Period): string | null {
  if (period === 'ITD') return null
  const [year, month] = [reportingDate.slice(0, 4), Number(reportingDate.slice(5, 7))]
  const startMonth = period === 'YTD' ? 1 : month - ((month - 1) % 3)
  return `${year}-${String(startMonth).padStart(2, '0')}-01`
}

const DISTRIBUTION_SPLIT = {
  distributionsReturnOfCapital: ['Return of Capital'],
  distributionsRealizedGain: ['Realized Capital Gain (Loss)'],
  distributionsIncome: ['Dividends/Other Current Income (Loss)', 'Non-Investment Income'],
  distributionsCarry: ['Realized Carry Paid to GP'],
} as const

/**
 * Your interest's distributions of each period split by category, from the cash flows, with the statement's sign
 * (a distribution lowers the capital account). None when the flows are missing or in another currency.
 */
function distributionSplit(
  fund: IlpaFund,
  input: IlpaWorkbookInput,
  categories: readonly string[],
): Values | null {
  if (!fund.flows) return null
  const flows = flowsTo(fund.flows, input.reportingDate)
  const currency = viewCurrency(fund.report, 'yourInterest') ?? input.currency
  if (flows.some((flow) => flow.currency && flow.currency !== currency)) return null
  const values = Object.fromEntries(
    PERIODS.map((period) => {
      const start = periodStart(input.reportingDate, period)
      const inPeriod = flows.filter(
        (flow) => categories.includes(flow.category) && (start === null || isoDay(flow.date) >= start),
      )
      const received = sumInCents(inPeriod.map(investorCash)) ?? 0
      // Never -0 in a cell: nothing received is 0.
      return [period, received === 0 ? 0 : -received]
    }),
  ) as PeriodValues
  return { yourInterest: values }
}

/** Each view's values of the statement's lines (a template's), by line id. */
function linesByView(report: CapitalAccountStatementReport, template: 'main' | 'remainingCommitment') {
  const byView = VIEWS.map((view) => [view, statementLines(report, view, template)] as const)
  return (id: string): Values =>
    Object.fromEntries(byView.map(([view, lines]) => [view, lines.find((line) => line.id === id)?.values]))
}

function navLines(fund: IlpaFund, input: IlpaWorkbookInput): ReconciliationLine[] {
  const of = linesByView(fund.report, 'main')
  const split = (id: keyof typeof DISTRIBUTION_SPLIT): ReconciliationLine => {
    const values = distributionSplit(fund, input, DISTRIBUTION_SPLIT[id])
    return { label: ilpaNavLines[id], values, note: values ? texts.splitFromCashFlows : texts.notReported }
  }
  return [
    { label: ilpaNavLines.beginningNav, values: of('beginningCapitalAccount'), sign: 1 },
    { label: ilpaNavLines.contributions, values: of('contributions'), sign: 1 },
    { label: ilpaNavLines.distributions, values: of('distributions'), sign: 1 },
    split('distributionsReturnOfCapital'),
    split('distributionsRealizedGain'),
    split('distributionsIncome'),
    split('distributionsCarry'),
    { label: ilpaNavLines.managementFeesGross, values: null },
    { label: ilpaNavLines.managementFeeOffsets, values: null },
    { label: ilpaNavLines.managementFeesNet, values: of('managementFees'), sign: 1 },
    { label: ilpaNavLines.partnershipExpenses, values: of('partnershipExpenses'), sign: 1 },
    { label: ilpaNavLines.investmentIncome, values: of('netInvestmentIncome'), sign: 1 },
    { label: ilpaNavLines.realizedGainLoss, values: of('realizedGainLoss'), sign: 1 },
    { label: ilpaNavLines.unrealizedGainLoss, values: of('unrealizedGainLoss'), sign: 1 },
    { label: ilpaNavLines.carryAccrued, values: null, sign: 1 },
    { label: ilpaNavLines.carryPaid, values: null, sign: 1 },
    { label: ilpaNavLines.endingNav, values: of('endingCapitalAccount'), closing: true },
  ]
}

function commitmentLines(fund: IlpaFund): ReconciliationLine[] {
  const of = linesByView(fund.report, 'remainingCommitment')
  return [
    { label: ilpaCommitmentLines.totalCommitment, values: of('commitment') },
    { label: ilpaCommitmentLines.beginningUnfunded, values: of('beginningRemainingCommitment'), sign: 1 },
    { label: ilpaCommitmentLines.contributions, values: of('contributionsWithinCommitment'), sign: -1 },
    { label: ilpaCommitmentLines.recallableDistributions, values: null, sign: 1 },
    { label: ilpaCommitmentLines.otherAdjustments, values: null, sign: 1 },
    { label: ilpaCommitmentLines.endingUnfunded, values: of('endingRemainingCommitment'), closing: true },
  ]
}

const emptyRow = (): SheetCell[] => Array.from({ length: NOTE_COLUMN + 1 }, () => null)

/** The two heading rows of a reconciliation: the column groups, then each group's periods. */
function headingRows(groupLabel: string): SheetCell[][] {
  const groups = emptyRow()
  const periods = emptyRow()
  const names = [ilpaColumnGroups.yourInterest, groupLabel, ilpaColumnGroups.totalFund, ilpaColumnGroups.gp]
  names.forEach((name, group) => {
    groups[firstColumnOf(group)] = textCell(name, true)
    PERIODS.forEach(
      (period, index) => (periods[firstColumnOf(group) + index] = textCell(ilpaPeriodHeadings[period], true)),
    )
  })
  periods[LINE_COLUMN] = textCell(texts.line, true)
  periods[NOTE_COLUMN] = textCell(texts.note, true)
  return [groups, periods]
}

/** A reconciliation's rows from `start` (a zero-based row index): its lines, then the check of each column. */
function reconciliationRows(lines: readonly ReconciliationLine[], start: number): SheetCell[][] {
  const rows = lines.map((line) => {
    const row = emptyRow()
    row[LINE_COLUMN] = textCell(line.label, line.closing)
    VIEWS.forEach((view, group) =>
      PERIODS.forEach(
        (period, index) => (row[firstColumnOf(group) + index] = numberCell(line.values?.[view]?.[period])),
      ),
    )
    PERIODS.forEach((_, index) => (row[firstColumnOf(GP_GROUP) + index] = textCell(texts.notProvided)))
    row[NOTE_COLUMN] = textCell(line.note ?? (line.values ? '' : texts.notReported))
    return row
  })
  const closing = lines.findIndex((line) => line.closing)
  const check = emptyRow()
  check[LINE_COLUMN] = textCell(texts.check, true)
  for (const column of AMOUNT_COLUMNS) {
    const terms = lines.flatMap((line, index) =>
      line.sign ? [`${line.sign < 0 ? '-' : '+'}${cellAddress(column, start + index)}`] : [],
    )
    const formula = `=ROUND(${terms.join('').replace(/^\+/u, '')}-${cellAddress(column, start + closing)},2)`
    check[column] = { kind: 'formula', formula, style: 'amount', bold: true }
  }
  return [...rows, check]
}

function fundSheetRows(fund: IlpaFund, input: IlpaWorkbookInput): SheetCell[][] {
  const pair = (label: string, value: SheetCell): SheetCell[] => [textCell(label, true), value]
  const rows: SheetCell[][] = [
    [textCell(`${texts.title}: ${texts.navReconciliation}`, true)],
    pair(texts.fund, textCell(fund.name)),
    pair(texts.investor, textCell(fund.report.investorName)),
    pair(texts.group, textCell(input.groupLabel)),
    pair(texts.reportingDate, { kind: 'date', value: input.reportingDate }),
    pair(texts.currency, textCell(viewCurrency(fund.report, 'yourInterest') ?? input.currency)),
    [textCell(texts.gpNotProvided)],
    [],
    [textCell(texts.navReconciliation, true)],
    ...headingRows(input.groupLabel),
  ]
  rows.push(...reconciliationRows(navLines(fund, input), rows.length))
  rows.push([], [textCell(texts.commitmentReconciliation, true)], ...headingRows(input.groupLabel))
  rows.push(...reconciliationRows(commitmentLines(fund), rows.length))
  return rows
}

const NAV_WIDTHS = [52, ...AMOUNT_COLUMNS.map(() => 18), ...PERIODS.map(() => 14), 40]

/**
 * The ILPA Reporting Template 2.0 workbook of a statement (issue: data an LP can load): a sheet per fund with the
 * NAV and commitment reconciliations for your interest, the group and the total fund, QTD, YTD and ITD, each
 * column checked by a formula that shows 0.00 when it ties; the Cash flows sheet (every flow to the reporting
 * date, contributions negative, then each fund's NAV as its terminal value); the Performance sheet (DPI, RVPI and
 * TVPI as formulas, your IRR as a live XIRR over the Cash flows sheet, the fund's reported net IRR).
 */
export function ilpaWorkbook(input: IlpaWorkbookInput): WorkbookSheet[] {
  const names = ilpaSheetNames(input)
  return [
    ...input.funds.map((fund, index) => ilpaFundSheet(fund, input, names[index]!)),
    ...ilpaSummarySheets(input),
  ]
}

/** The funds' sheet names, in order: unique, within Excel's rules, never the two summary sheets' names. */
export const ilpaSheetNames = (input: IlpaWorkbookInput): string[] =>
  sheetNames(
    input.funds.map((fund) => fund.name),
    texts.fund,
    [texts.cashFlowsSheet, texts.performanceSheet],
  )

/** One fund's sheet (a caller building many may build each in a task of its own). */
export const ilpaFundSheet = (fund: IlpaFund, input: IlpaWorkbookInput, name: string): WorkbookSheet => ({
  name,
  rows: fundSheetRows(fund, input),
  widths: NAV_WIDTHS,
})

/** The check cells' column letters, for tests reading a sheet back. */
export const ILPA_AMOUNT_COLUMNS = AMOUNT_COLUMNS.map(columnLetter)
