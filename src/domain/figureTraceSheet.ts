import type { FigureTrace } from './figureTrace'
import { numberCell, textCell, type SheetCell, type WorkbookSheet } from './spreadsheet'
import { figureTraceTexts as texts } from './texts/figureTrace'

// 'How this is calculated' as a workbook (issue 63): the flows, signed amounts in one column and dates in another,
// and live formulas over them, so that Excel works out the figure the portal shows.

/** The columns of the flows (A to G); below them each figure's name stands in column D and its value in E. */
const HEADERS = [
  texts.date,
  texts.fund,
  texts.type,
  texts.category,
  texts.amount,
  texts.contribution,
  texts.distribution,
]
/** The first flow's row, one-based as Excel counts: after the title, its date line, a blank and the headers. */
const FIRST_FLOW_ROW = 5

/** Where a figure's formula stands, for the tests and the e2e that read the workbook back. */
export interface TraceSheetLayout {
  /** One-based rows of the flows, the ending value included: the XIRR's range. */
  firstFlowRow: number
  lastFlowRow: number
  /** One-based rows of each figure, its value in column E. */
  figureRows: Record<
    'contributions' | 'distributions' | 'endingValue' | 'dpi' | 'rvpi' | 'tvpi' | 'netMoic' | 'irr',
    number
  >
}

/** The sheet of a trace and where its formulas stand. */
export function figureTraceSheet(
  trace: FigureTrace,
  scope: string,
): { sheet: WorkbookSheet; layout: TraceSheetLayout } {
  const flowRows: SheetCell[][] = trace.flows.map((flow) => [
    { kind: 'date', value: flow.date },
    textCell(flow.fundName),
    textCell(flow.type),
    textCell(flow.category),
    numberCell(flow.amount),
    flow.amount < 0 ? numberCell(-flow.amount) : null,
    flow.amount > 0 ? numberCell(flow.amount) : null,
  ])
  const ending = trace.endingValue
  if (ending !== null)
    flowRows.push([
      { kind: 'date', value: trace.reportingDate },
      null,
      textCell(texts.endingValueType),
      textCell(texts.endingValue),
      numberCell(ending),
      null,
      null,
    ])
  const first = FIRST_FLOW_ROW
  // An empty range still names one (blank) row, so that every formula stays valid.
  const last = Math.max(first, first + flowRows.length - 1)
  const lastCash = Math.max(first, first + trace.flows.length - 1)
  const figuresFrom = last + 2
  const order = [
    'contributions',
    'distributions',
    'endingValue',
    'dpi',
    'rvpi',
    'tvpi',
    'netMoic',
    'irr',
  ] as const
  const figureRows = Object.fromEntries(
    order.map((name, index) => [name, figuresFrom + index]),
  ) as TraceSheetLayout['figureRows']
  const b = (name: keyof TraceSheetLayout['figureRows']) => `E${figureRows[name]}`
  const formula = (label: string, text: string, style: 'amount' | 'multiple' | 'percent'): SheetCell[] => [
    null,
    null,
    null,
    textCell(label, true),
    { kind: 'formula', formula: text, style },
  ]
  const figures: SheetCell[][] = [
    formula(texts.contributions, `=SUM(F${first}:F${lastCash})`, 'amount'),
    formula(texts.distributions, `=SUM(G${first}:G${lastCash})`, 'amount'),
    ending === null
      ? [null, null, null, textCell(texts.endingValue, true), null]
      : formula(texts.endingValue, `=E${last}`, 'amount'),
    formula(texts.dpi, `=${b('distributions')}/${b('contributions')}`, 'multiple'),
    formula(texts.rvpi, `=${b('endingValue')}/${b('contributions')}`, 'multiple'),
    formula(texts.tvpi, `=(${b('distributions')}+${b('endingValue')})/${b('contributions')}`, 'multiple'),
    formula(texts.netMoic, `=(${b('endingValue')}-${b('distributions')})/${b('contributions')}`, 'multiple'),
    formula(texts.irr, `=IFERROR(XIRR(E${first}:E${last},A${first}:A${last}),"-")`, 'percent'),
  ]
  return {
    sheet: {
      name: texts.sheetName,
      rows: [
        [textCell(texts.sheetTitle(scope), true)],
        [textCell(texts.sheetAsOf(trace.reportingDate, trace.currency))],
        [],
        HEADERS.map((header) => textCell(header, true)),
        ...flowRows,
        [],
        ...figures,
      ],
      widths: [14, 36, 14, 48, 18, 16, 16],
    },
    layout: { firstFlowRow: first, lastFlowRow: last, figureRows },
  }
}
