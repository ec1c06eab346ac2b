import ExcelJS from 'exceljs'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../../../mocks/node'
import { withFaults } from '../../../../mocks/faults'
import { api } from '../../../api'
import {
  ILPA_NAV_AS_FLOW,
  ilpaNavLines,
  ilpaTexts,
  statementLines,
  type CapitalAccountStatementReport,
} from '../../../domain'
import { setUpScreenTestProvider } from '../../testing'
import { ILPA_CASH_FLOW_CONCURRENCY, ilpaWorkbookFile } from './ilpaWorkbookFile'
import type { FundStatement } from './resources'
import { everyFundSelection } from './everyFundSelection'

setUpScreenTestProvider('investor')

/** The investor's statement at the latest date, every fund of that date, as the page loads it. */
async function loadedStatement() {
  const selection = await everyFundSelection()
  const statements: FundStatement[] = await Promise.all(
    selection.selected.map(async (fund) => {
      const [report] = await api.reporting.getCapitalAccountStatement({
        fundIds: [fund.id],
        reportingCurrency: selection.currency,
        reportingDate: selection.date,
      })
      return { fund, status: 'loaded' as const, report: report as CapitalAccountStatementReport }
    }),
  )
  return { selection, statements }
}

async function build(onProgress = vi.fn()) {
  const { selection, statements } = await loadedStatement()
  const file = await ilpaWorkbookFile(
    { selection, statements, groupLabel: 'Flagship Group', dateFormat: 'M/D/YYYY', onProgress },
    new AbortController().signal,
  )
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await file!.blob.arrayBuffer())
  return { file: file!, workbook, selection, statements, onProgress }
}

/** A cell's number, working out the check formulas (ROUND of a sum of cells of the sheet) as Excel would. */
function valueOf(sheet: ExcelJS.Worksheet, address: string): number {
  const value = sheet.getCell(address).value
  if (value === null || value === undefined) return 0
  if (typeof value === 'number') return value
  const formula = (value as ExcelJS.CellFormulaValue).formula
  const [, sum] = /^=?ROUND\((.+),2\)$/u.exec(formula ?? '') ?? []
  if (!sum) throw new Error(`${sheet.name}!${address} is not a check: ${JSON.stringify(value)}`)
  const total = sum.match(/[+-]?[A-Z]+\d+/gu)!.reduce((acc, term) => {
    const sign = term.startsWith('-') ? -1 : 1
    return acc + sign * valueOf(sheet, term.replace(/^[+-]/u, ''))
  }, 0)
  // A sum that rounds to nothing is 0, never -0 (as Excel shows it).
  return Math.round(total * 100) / 100 || 0
}

const rowsLabelled = (sheet: ExcelJS.Worksheet, label: string) => {
  const rows: number[] = []
  sheet.eachRow((row, number) => {
    if (row.getCell(1).value === label) rows.push(number)
  })
  return rows
}

describe('the ILPA workbook of the demo book', () => {
  it('ties every roll-forward of every fund: each check cell is 0.00', async () => {
    const { workbook, statements } = await build()
    expect(statements.length).toBeGreaterThan(1)
    const fundSheets = workbook.worksheets.slice(0, statements.length)
    for (const sheet of fundSheets) {
      const checks = rowsLabelled(sheet, ilpaTexts.check)
      expect(checks).toHaveLength(2)
      for (const row of checks)
        for (const column of ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'])
          expect(valueOf(sheet, `${column}${row}`), `${sheet.name}!${column}${row}`).toBe(0)
    }
  })

  it("writes the LP's ITD ending NAV as the statement shows it, and names its sheets within Excel's limits", async () => {
    const { workbook, statements, file } = await build()
    expect(file.fileName).toMatch(/^ILPA Reporting Template_\d{8}\.xlsx$/u)
    statements.forEach((statement, index) => {
      const sheet = workbook.worksheets[index]!
      expect(sheet.name.length).toBeLessThanOrEqual(31)
      const [ending] = rowsLabelled(sheet, ilpaNavLines.endingNav)
      const expected = statementLines(
        statement.status === 'loaded' ? statement.report : {},
        'yourInterest',
        'main',
      ).find((line) => line.id === 'endingCapitalAccount')!.values.ITD
      expect(sheet.getCell(`D${ending}`).value).toBe(expected)
      expect(sheet.getCell(`D${ending}`).numFmt).toBe('#,##0.00;(#,##0.00)')
    })
    expect(workbook.worksheets.map((sheet) => sheet.name).slice(-2)).toEqual([
      ilpaTexts.cashFlowsSheet,
      ilpaTexts.performanceSheet,
    ])
  })

  it("gives each fund's IRR as an XIRR over its own flows and terminal NAV on the Cash flows sheet", async () => {
    const { workbook, statements } = await build()
    const flows = workbook.getWorksheet(ilpaTexts.cashFlowsSheet)!
    const performance = workbook.getWorksheet(ilpaTexts.performanceSheet)!
    expect(flows.getCell('A2').numFmt).toBe('m/d/yyyy')
    statements.forEach((_, index) => {
      const irr = performance.getCell(`I${index + 2}`).value as ExcelJS.CellFormulaValue
      const [, first, last] = /F(\d+):F(\d+)/u.exec(irr.formula)!
      expect(flows.getCell(`D${last}`).value).toBe(ILPA_NAV_AS_FLOW)
      const amounts = Array.from({ length: Number(last) - Number(first) + 1 }, (_, i) =>
        Number(flows.getCell(`F${Number(first) + i}`).value),
      )
      expect(amounts.some((amount) => amount < 0)).toBe(true)
      expect(amounts.at(-1)).toBeGreaterThan(0)
    })
  })

  it('asks for the cash flows of at most four funds at once and reports its progress', async () => {
    let running = 0
    let most = 0
    server.use(
      http.post('*/reporting/v1/FundCashflows/Report', async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running--
        return HttpResponse.json([])
      }),
    )
    const { onProgress, statements } = await build()
    expect(most).toBeLessThanOrEqual(ILPA_CASH_FLOW_CONCURRENCY)
    expect(onProgress).toHaveBeenLastCalledWith(statements.length, statements.length)
  })

  it("still arrives when the cash flows fail: each fund's IRR is 'Not reported'", async () => {
    server.use(...withFaults([{ method: 'POST', path: '/reporting/v1/FundCashflows/Report', status: 500 }]))
    const { workbook, statements } = await build()
    const performance = workbook.getWorksheet(ilpaTexts.performanceSheet)!
    for (let row = 2; row < statements.length + 2; row++)
      expect(performance.getCell(`I${row}`).value).toBe(ilpaTexts.notReported)
  })
})
