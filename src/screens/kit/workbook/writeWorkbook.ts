import writeXlsxFile, { type Cell } from 'write-excel-file/browser'
import {
  SPREADSHEET_NUMBER_FORMATS,
  spreadsheetDateFormat,
  type DateFormat,
  type SheetCell,
  type WorkbookSheet,
} from '../../../domain'

// The spreadsheet library (write-excel-file: formulas, number formats and several sheets; with fflate, which the
// zips already use, about 20 KB gzip) is in this module alone: the workbook worker's, or a test's.

function cellOf(cell: SheetCell, dateFormat: string): Cell {
  if (cell === null) return null
  const fontWeight = 'bold' in cell && cell.bold ? ('bold' as const) : undefined
  switch (cell.kind) {
    case 'text':
      return { type: String, value: cell.value, fontWeight }
    case 'number':
      return { type: Number, value: cell.value, format: SPREADSHEET_NUMBER_FORMATS[cell.style], fontWeight }
    case 'date':
      return { type: Date, value: new Date(`${cell.value}T00:00:00Z`), format: dateFormat }
    case 'formula':
      // The file holds a formula without its '=' (SpreadsheetML's <f>).
      return {
        type: 'Formula',
        value: cell.formula.replace(/^=/u, ''),
        format: SPREADSHEET_NUMBER_FORMATS[cell.style],
        fontWeight,
      }
  }
}

/** A workbook (src/domain/spreadsheet.ts) as an .xlsx file: dates in the user's date format. */
export function writeWorkbook(sheets: readonly WorkbookSheet[], dateFormat: DateFormat): Promise<Blob> {
  const format = spreadsheetDateFormat(dateFormat)
  return writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      data: sheet.rows.map((row) => row.map((cell) => cellOf(cell, format))),
      columns: sheet.widths.map((width) => ({ width })),
    })),
  ).toBlob()
}
