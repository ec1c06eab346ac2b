import type { CashFlowQuarter } from './cashFlowFigures'
import type { CommitmentRow, ProjectedQuarter, commitmentRows } from './commitments'
import type { Exposure } from './exposure'
import { isIsoDay } from './ilpaFlows'
import { numberCell, textCell, type SheetCell, type WorkbookSheet } from './spreadsheet'
import { commitmentsTexts, exposureTexts } from './texts/exposure'

// The portfolio analytics as sheets an investor can load into their own systems (issue 65): amounts as numbers in
// USD, shares as percentages, dates as dates, every provider text as text.

const heading = (titles: readonly string[]) => titles.map((title) => textCell(title, true))
const share = (percent: number | null) => numberCell(percent === null ? null : percent / 100, 'percent')
const day = (value: string | null | undefined): SheetCell =>
  isIsoDay(value) ? { kind: 'date', value } : null

/** Every holding (a company through one fund, or a fund's other lines), largest first, then the total. */
export function exposureSheet(exposure: Exposure): WorkbookSheet {
  const c = exposureTexts.sheetColumns
  const total = exposure.total
  const rows = [...exposure.lines]
    .sort((a, b) => b.value - a.value || a.company.localeCompare(b.company))
    .map((line): SheetCell[] => [
      textCell(line.company),
      textCell(line.fund),
      textCell(line.industry),
      textCell(line.geography),
      textCell(line.strategy),
      textCell(line.status),
      numberCell(line.value),
      share(total === 0 ? null : (line.value / total) * 100),
    ])
  return {
    name: exposureTexts.sheetName,
    rows: [
      heading([c.company, c.fund, c.industry, c.geography, c.strategy, c.status, c.exposure, c.share]),
      ...rows,
      [textCell(exposureTexts.total, true), null, null, null, null, null, numberCell(total), share(100)],
    ],
    widths: [40, 36, 24, 22, 20, 28, 18, 10],
  }
}

/** The commitments by fund with their totals; the calls by quarter; the projection. */
export function commitmentsSheets(
  { rows, totals }: ReturnType<typeof commitmentRows>,
  pacing: readonly CashFlowQuarter[],
  projection: readonly ProjectedQuarter[],
): WorkbookSheet[] {
  const c = commitmentsTexts.columns
  const fundRow = (row: CommitmentRow): SheetCell[] => [
    textCell(row.fund),
    numberCell(row.commitment),
    numberCell(row.contributed),
    numberCell(row.unfunded),
    share(row.calledPercent),
    day(row.investmentPeriodEnd),
    day(row.lastCall),
  ]
  return [
    {
      name: commitmentsTexts.sheetName,
      rows: [
        heading([
          c.fund,
          c.commitment,
          c.contributed,
          c.unfunded,
          c.called,
          c.investmentPeriodEnd,
          c.lastCall,
        ]),
        ...rows.map(fundRow),
        [
          textCell(commitmentsTexts.total, true),
          numberCell(totals.commitment),
          numberCell(totals.contributed),
          numberCell(totals.unfunded),
          share(totals.calledPercent),
          null,
          null,
        ],
      ],
      widths: [40, 18, 18, 18, 10, 14, 14],
    },
    {
      name: commitmentsTexts.pacingSheetName,
      rows: [
        heading([
          commitmentsTexts.quarter,
          commitmentsTexts.calls,
          commitmentsTexts.distributions,
          commitmentsTexts.cumulativeNet,
        ]),
        ...pacing.map((quarter) => [
          textCell(quarter.label),
          numberCell(quarter.contributions),
          numberCell(quarter.distributions),
          numberCell(quarter.cumulativeNet),
        ]),
      ],
      widths: [12, 18, 18, 22],
    },
    {
      name: commitmentsTexts.projectionSheetName,
      rows: [
        [textCell(commitmentsTexts.projectionNotice)],
        heading([commitmentsTexts.quarter, commitmentsTexts.projected]),
        ...projection.map((quarter) => [textCell(quarter.label), numberCell(quarter.calls)]),
      ],
      widths: [12, 22],
    },
  ]
}
