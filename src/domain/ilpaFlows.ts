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

/** The flows of a fund up to the reporting date, by date (a flow after it belongs to a later statement). */
export const flowsTo = (flows: readonly CashFlowRow[], reportingDate: string) =>
  flows
    .filter((flow) => isoDay(flow.date) !== '' && isoDay(flow.date) <= reportingDate)
    .sort((a, b) => (isoDay(a.date) < isoDay(b.date) ? -1 : isoDay(a.date) > isoDay(b.date) ? 1 : 0))

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

function cashFlowSheet(funds: readonly IlpaFund[], input: IlpaWorkbookInput) {
  const c = ilpaCashFlowColumns
  const rows: SheetCell[][] = [
    [c.date, c.fund, c.investor, c.transactionType, c.category, c.amount, c.currency].map((h) =>
      textCell(h, true),
    ),
  ]
  const ranges = new Map<Id, FlowRange>()
  for (const fund of funds) {
    if (!fund.flows) continue
    const first = rows.length + 1
    for (const flow of flowsTo(fund.flows, input.reportingDate)) {
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
    const own = fund.performanceReport ?? fund.report
    const { nav } = sinceInception(own)
    const currency = viewCurrency(own, 'yourInterest') ?? input.currency
    const sameCurrency = fund.flows.every((flow) => !flow.currency || flow.currency === currency)
    if (nav !== null && sameCurrency && rows.length >= first) {
      rows.push([
        { kind: 'date', value: input.reportingDate },
        textCell(fund.name),
        textCell(own.investorName),
        textCell(ILPA_NAV_AS_FLOW),
        null,
        numberCell(nav),
        textCell(currency),
      ])
      ranges.set(fund.id, { first, last: rows.length })
    }
  }
  return { rows, ranges }
}

function performanceRows(funds: readonly IlpaFund[], ranges: Map<Id, FlowRange>, flowsSheet: string) {
  const p = ilpaPerformanceColumns
  const heading = [p.fund, p.currency, p.contributed, p.distributed, p.nav, p.dpi, p.rvpi, p.tvpi, p.irr]
  const rows: SheetCell[][] = [[...heading, p.fundNetIrr, p.fundIrrAsOf].map((h) => textCell(h, true))]
  for (const fund of funds) {
    const r = rows.length + 1
    const own = fund.performanceReport ?? fund.report
    const { contributed, distributed, nav } = sinceInception(own)
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

/** The Cash flows and Performance sheets of every fund. */
export function ilpaSummarySheets(input: IlpaWorkbookInput): WorkbookSheet[] {
  const flows = cashFlowSheet(input.funds, input)
  return [
    { name: texts.cashFlowsSheet, rows: flows.rows, widths: [12, 32, 32, 44, 36, 20, 10] },
    {
      name: texts.performanceSheet,
      rows: performanceRows(input.funds, flows.ranges, texts.cashFlowsSheet),
      widths: [32, 10, 18, 18, 18, 8, 8, 8, 22, 18, 14],
    },
  ]
}
