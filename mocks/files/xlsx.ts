import { HttpResponse } from 'msw'
import { fileHeaders } from './disposition'

export type Cell = string | number | null | undefined

export interface Sheet {
  name: string
  /** Title lines above the table. */
  heading?: string[]
  columns: string[]
  rows: Cell[][]
  /** Number format of numeric cells (default two decimals with grouping). */
  numberFormat?: string
  /** Number formats of some columns by their heading (a MOIC's 'x'), instead of `numberFormat`. */
  columnFormats?: Record<string, string>
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A real workbook built with exceljs, imported only when a download is asked for so the dev portal's mock stays
 * light. Answers 204 when no sheet has rows (spec §7: no data). A null name serves the file bare (no
 * content-disposition).
 */
export async function workbookResponse(fileName: string | null, sheets: Sheet[]): Promise<Response> {
  if (sheets.every((sheet) => sheet.rows.length === 0)) return new HttpResponse(null, { status: 204 })
  const buffer = await workbookBytes(sheets)
  return new HttpResponse(buffer, { status: 200, headers: fileHeaders(XLSX_TYPE, fileName) })
}

/**
 * Text that a spreadsheet would take for a formula once edited or exported to CSV (first character =, +, -, @,
 * tab or carriage return) is written with a leading apostrophe, as OWASP advises against formula injection.
 * Cells are always written as values, never as formulas.
 */
export function neutraliseFormula<T extends Cell>(cell: T): T | string {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

export async function workbookBytes(sheets: Sheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Investor Portal (mock provider)'
  workbook.created = new Date(Date.UTC(2026, 0, 1))
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '))
    for (const line of sheet.heading ?? []) worksheet.addRow([neutraliseFormula(line)]).font = { bold: true }
    if (sheet.heading?.length) worksheet.addRow([])
    const header = worksheet.addRow(sheet.columns.map(neutraliseFormula))
    header.font = { bold: true }
    for (const row of sheet.rows) worksheet.addRow(row.map((cell) => neutraliseFormula(cell ?? null)))
    worksheet.columns.forEach((column, i) => {
      column.width = Math.min(60, Math.max(12, (sheet.columns[i]?.length ?? 10) + 4))
      column.numFmt =
        sheet.columnFormats?.[sheet.columns[i] ?? ''] ?? sheet.numberFormat ?? '#,##0.00;(#,##0.00)'
    })
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer as ArrayLike<number>).buffer
}
