import { statementLines, viewCurrency } from './capitalAccountStatement'
import { cashFlowTypeOfCategory } from './cashFlow'
import type { CapitalAccountStatementReport } from './entities/capitalAccount'
import type { CashFlowRow } from './entities/cashFlow'
import type { Id } from './entities/filters'
import { numberCell, sheetReference, textCell, type SheetCell, type WorkbookSheet } from './spreadsheet'
import {
  ILPA_NAV_AS_FLOW,
  ILPA_TRANSACTION_TYPES,
  ilpaCashFlowColumns,
  ilpaOtherTransaction,
  ilpaPerformanceColumns,
  ilpaTexts as texts,
} from './texts/ilpa'

// The ILPA workbook's funds and their cash flows: the Cash flows and Performance sheets (./ilpaWorkbook.ts has
// the funds' own sheets).

/** One fund of the workbook: its statement (Cas/report), the investor's cash flows and the fund's reported IRR. */
export interface IlpaFund {
  id: Id
  name: string
  report: CapitalAccountStatementReport
  /**
   * The statement in the currency of the fund's cash flows (its own), where the workbook's is another: the
   * Performance sheet and the IRR's terminal value are in the flows' currency. The statement's by default.
   */
  performanceReport?: CapitalAccountStatementReport | null
  /** The investor's flows in the fund (FundCashflows/Report), any date; null when they could not be loaded. */
  flows: readonly CashFlowRow[] | null
  /** The fund's reported net IRR in percent (the Funds call), and its date. */
  netIrr: number | null
  irrAsOfDate: string | null
}

export interface IlpaWorkbookInput {
  reportingDate: string
  /** The statement's currency (the selection's). */
  currency: string
  /** The investor group's name, as the statement's group view is named. */
  groupLabel: string
  funds: readonly IlpaFund[]
}

export const isoDay = (value: string | null | undefined) => (value ?? '').slice(0, 10)

/** Whether a text is a calendar day as the provider writes one (yyyy-mm-dd). */
export const isIsoDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/u.test(value)

/** The flows of a fund up to the reporting date, by date (a flow after it belongs to a later statement). */
export const flowsTo = (flows: readonly CashFlowRow[], reportingDate: string): CashFlowRow[] =>
  // Each flow's day read once, not at every comparison of the sort (a portfolio has 10,000 flows).
  flows
    .map((flow) => ({ day: isoDay(flow.date), flow }))
    .filter(({ day }) => day !== '' && day <= reportingDate)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map(({ flow }) => flow)

/** A flow as the investor's cash: contributions paid out (negative), distributions received (positive). */
export function investorCash(flow: CashFlowRow): number | null {
  if (typeof flow.amount !== 'number' || !Number.isFinite(flow.amount)) return null
  const side = cashFlowTypeOfCategory(flow.category) ?? flow.type
  return side === 'Contribution' ? -Math.abs(flow.amount) : Math.abs(flow.amount)
}

/** The ILPA transaction type of a flow (docs/ilpa-workbook.md lists the mapping). */
export function ilpaTransactionType(flow: CashFlowRow): string {
  const mapped = ILPA_TRANSACTION_TYPES[flow.category as keyof typeof ILPA_TRANSACTION_TYPES]
  if (mapped) return mapped
  return flow.type === 'Contribution' ? ilpaOtherTransaction.Contribution : ilpaOtherTransaction.Distribution
}

/** Your interest's capital account at the end (ITD), contributed and distributed since inception. */
export function sinceInception(report: CapitalAccountStatementReport) {
  const lines = statementLines(report, 'yourInterest', 'main')
  const itd = (id: string) => lines.find((line) => line.id === id)?.values.ITD ?? null
  const distributions = itd('distributions')
  return {
    contributed: itd('contributions'),
    distributed: distributions === null ? null : Math.abs(distributions),
    nav: itd('endingCapitalAccount'),
  }
}

/** Where a fund's flows stand on the Cash flows sheet (rows, one-based as Excel counts), for its XIRR. */
interface FlowRange {
  first: number
  last: number
}

/**
 * What the Cash flows and Performance sheets take of a fund: its flows to the reporting date and your interest's
 * ITD figures, which read its whole statement (200 accounts in a large book). A caller building a large workbook
 * may work out each fund's in a task of its own.
 */
export interface IlpaFundSummary {
  fund: IlpaFund
  /** The statement the figures are read from: the fund's own currency where there is one. */
  own: CapitalAccountStatementReport
  itd: ReturnType<typeof sinceInception>
  flows: CashFlowRow[] | null
}

export function ilpaFundSummary(fund: IlpaFund, input: IlpaWorkbookInput): IlpaFundSummary {
  const own = fund.performanceReport ?? fund.report
  return {
    fund,
    own,
    itd: sinceInception(own),
    flows: fund.flows && flowsTo(fund.flows, input.reportingDate),
  }
}

function cashFlowSheet(summaries: readonly IlpaFundSummary[], input: IlpaWorkbookInput) {
  const c = ilpaCashFlowColumns
  const rows: SheetCell[][] = [
    [c.date, c.fund, c.investor, c.transactionType, c.category, c.amount, c.currency].map((h) =>
      textCell(h, true),
    ),
  ]
  const ranges = new Map<Id, FlowRange>()
  for (const { fund, own, itd, flows } of summaries) {
    if (!flows || !fund.flows) continue
    const first = rows.length + 1
    for (const flow of flows) {
      rows.push([
        { kind: 'date', value: isoDay(flow.date) },
        textCell(fund.name),
        textCell(flow.investorName),
        textCell(ilpaTransactionType(flow)),
        textCell(flow.category),
        numberCell(investorCash(flow)),
        textCell(flow.currency),
      ])
    }
    const currency = viewCurrency(own, 'yourInterest') ?? input.currency
    const sameCurrency = fund.flows.every((flow) => !flow.currency || flow.currency === currency)
    if (itd.nav !== null && sameCurrency && rows.length >= first) {
      rows.push([
        { kind: 'date', value: input.reportingDate },
        textCell(fund.name),
        textCell(own.investorName),
        textCell(ILPA_NAV_AS_FLOW),
        null,
        numberCell(itd.nav),
        textCell(currency),
      ])
      ranges.set(fund.id, { first, last: rows.length })
    }
  }
  return { rows, ranges }
}

function performanceRows(
  summaries: readonly IlpaFundSummary[],
  ranges: Map<Id, FlowRange>,
  flowsSheet: string,
) {
  const p = ilpaPerformanceColumns
  const heading = [p.fund, p.currency, p.contributed, p.distributed, p.nav, p.dpi, p.rvpi, p.tvpi, p.irr]
  const rows: SheetCell[][] = [[...heading, p.fundNetIrr, p.fundIrrAsOf].map((h) => textCell(h, true))]
  for (const { fund, own, itd } of summaries) {
    const r = rows.length + 1
    const { contributed, distributed, nav } = itd
    const ratio = (numerator: string) => ({
      kind: 'formula' as const,
      formula: `=IF(N(C${r})=0,"-",(${numerator})/C${r})`,
      style: 'multiple' as const,
    })
    const range = ranges.get(fund.id)
    const sheet = sheetReference(flowsSheet)
    const irr: SheetCell = range
      ? {
          kind: 'formula',
          formula: `=IFERROR(XIRR(${sheet}!F${range.first}:F${range.last},${sheet}!A${range.first}:A${range.last}),"-")`,
          style: 'percent',
        }
      : textCell(texts.notReported)
    rows.push([
      textCell(fund.name),
      textCell(viewCurrency(own, 'yourInterest')),
      numberCell(contributed),
      numberCell(distributed),
      numberCell(nav),
      ratio(`D${r}`),
      ratio(`E${r}`),
      ratio(`D${r}+E${r}`),
      irr,
      fund.netIrr === null ? textCell(texts.notReported) : numberCell(fund.netIrr / 100, 'percent'),
      fund.irrAsOfDate ? { kind: 'date', value: isoDay(fund.irrAsOfDate) } : null,
    ])
  }
  return rows
}

/** The Cash flows and Performance sheets of every fund (from each fund's summary, worked out here if not given). */
export function ilpaSummarySheets(
  input: IlpaWorkbookInput,
  summaries: readonly IlpaFundSummary[] = input.funds.map((fund) => ilpaFundSummary(fund, input)),
): WorkbookSheet[] {
  const flows = cashFlowSheet(summaries, input)
  return [
    { name: texts.cashFlowsSheet, rows: flows.rows, widths: [12, 32, 32, 44, 36, 20, 10] },
    {
      name: texts.performanceSheet,
      rows: performanceRows(summaries, flows.ranges, texts.cashFlowsSheet),
      widths: [32, 10, 18, 18, 18, 8, 8, 8, 22, 18, 14],
    },
  ]
}
