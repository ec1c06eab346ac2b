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

/** A formula's first character: = + - @, and their full-width forms ＝＋－＠, which spreadsheets also read as such. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/
/**
 * What a spreadsheet or a CSV import may drop before reading a formula: white space (tab, CR, LF, no-break and
 * ideographic spaces), other control and format characters (U+0000–U+001F, C1, zero-width, BOM), and those
 * written percent-encoded (%0A, %0D, %09, %20, %00…), which a tool passing the text through a URL decoder restores.
 */
const IGNORED_LEAD = /^(?:[\s\p{Cc}\p{Cf}]|%(?:[01][0-9a-f]|20|7f))+/iu

/**
 * Text that a spreadsheet would take for a formula once edited or exported to CSV is written with a leading
 * apostrophe, as OWASP advises against formula (CSV) injection: text whose first character is = + - @ (ASCII or
 * full-width ＝＋－＠), tab or carriage return, or becomes one once leading white space, control and format
 * characters, plain or percent-encoded (%0A=…), are dropped. The apostrophe goes before the whole text, so the
 * cell reads back as written. A DDE or pipe form (`=cmd|' /C calc'!A0`, `=DDE(…)`, `@SUM(…)*cmd|…`) runs only as a
 * formula, so it is caught by its first character; a pipe in text that cannot start a formula (`cmd|' /C calc'!A0`
 * alone) stays as is, like any other text. Cells are always written as values, never as formulas, and numbers
 * written as text ('0012', '1e309') stay text.
 */
export function neutraliseFormula<T extends Cell>(cell: T): T | string {
  return typeof cell === 'string' && FORMULA_START.test(cell.replace(IGNORED_LEAD, '')) ? `'${cell}` : cell
}

/** Excel holds at most 32,767 characters in a cell; a longer text makes it repair the file on opening. */
export const EXCEL_CELL_CHARACTERS = 32767

/** A cell as written: formula-like text neutralised, text cut to what Excel holds (never inside a surrogate pair). */
function cellValue(cell: Cell): Cell {
  const value = neutraliseFormula(cell ?? null)
  if (typeof value !== 'string' || value.length <= EXCEL_CELL_CHARACTERS) return value
  const end = /[\uD800-\uDBFF]/.test(value.charAt(EXCEL_CELL_CHARACTERS - 1))
    ? EXCEL_CELL_CHARACTERS - 1
    : EXCEL_CELL_CHARACTERS
  return value.slice(0, end)
}

export async function workbookBytes(sheets: Sheet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Investor Portal (mock provider)'
  workbook.created = new Date(Date.UTC(2026, 0, 1))
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '))
    for (const line of sheet.heading ?? []) worksheet.addRow([cellValue(line)]).font = { bold: true }
    if (sheet.heading?.length) worksheet.addRow([])
    const header = worksheet.addRow(sheet.columns.map(cellValue))
    header.font = { bold: true }
    for (const row of sheet.rows) worksheet.addRow(row.map(cellValue))
    worksheet.columns.forEach((column, i) => {
      column.width = Math.min(60, Math.max(12, (sheet.columns[i]?.length ?? 10) + 4))
      column.numFmt =
        sheet.columnFormats?.[sheet.columns[i] ?? ''] ?? sheet.numberFormat ?? '#,##0.00;(#,##0.00)'
    })
  }
  const buffer = await workbook.xlsx.writeBuffer()
  return buffer instanceof ArrayBuffer ? buffer : new Uint8Array(buffer as ArrayLike<number>).buffer
}
