// A workbook as data (sheets of typed cells), apart from the library that writes it: the rules of what a cell
// holds live here and are tested without a file; src/screens/kit/workbookFile.ts writes it.

/** How a number reads: an amount (2 decimals, negatives in parentheses), a multiple (2 decimals and 'x') or a rate. */
export type NumberStyle = 'amount' | 'multiple' | 'percent'

export type SheetCell =
  | { kind: 'text'; value: string; bold?: boolean }
  | { kind: 'number'; value: number; style: NumberStyle; bold?: boolean }
  /** An ISO date (yyyy-mm-dd), written as a date in the reader's date format. */
  | { kind: 'date'; value: string }
  /** A live formula; Excel works out its value when the file opens. */
  | { kind: 'formula'; formula: string; style: NumberStyle; bold?: boolean }
  | null

export interface WorkbookSheet {
  name: string
  rows: SheetCell[][]
  /** Column widths in characters. */
  widths: number[]
}

/** The first characters a spreadsheet may read as a formula (OWASP's list, with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/u

/**
 * Provider text as a spreadsheet's text cell: a value that a spreadsheet (or a CSV made from it) could run as a
 * formula starts with an apostrophe instead ('=HYPERLINK(…)' is kept as "'=HYPERLINK(…)"). Controls other than
 * tab and line breaks are dropped: XML 1.0 cannot carry them.
 */
export function spreadsheetText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 refuses are what this removes
  const text = (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/gu, '')
  return FORMULA_START.test(text) ? `'${text}` : text
}

export const textCell = (value: string | null | undefined, bold = false): SheetCell => ({
  kind: 'text',
  value: spreadsheetText(value),
  ...(bold ? { bold } : {}),
})

/** A number, or an empty cell where there is none (a blank, never a zero). */
export const numberCell = (value: number | null | undefined, style: NumberStyle = 'amount'): SheetCell =>
  typeof value === 'number' && Number.isFinite(value) ? { kind: 'number', value, style } : null

/** The letters of a column from its index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let letters = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters
  return letters
}

/** A cell's address from zero-based column and row indexes ('C7'). */
export const cellAddress = (column: number, row: number): string => `${columnLetter(column)}${row + 1}`

/** A sheet's name as a formula refers to it ('Cash flows'!A2, with any apostrophe doubled). */
export const sheetReference = (name: string): string => `'${name.replace(/'/gu, "''")}'`

/** Excel's limit on a sheet's name. */
export const SHEET_NAME_MAX = 31
/** Characters a sheet's name cannot hold. */
// eslint-disable-next-line no-control-regex -- control characters are among them
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\\u0000-\u001f]/gu

/** At most `length` UTF-16 units, never half of a character. */
function clip(text: string, length: number): string {
  let out = ''
  for (const character of text) {
    if (out.length + character.length > length) break
    out += character
  }
  return out
}

/**
 * Unique sheet names from the wished ones, in order: forbidden characters become spaces, runs of spaces one,
 * no apostrophe at either end, at most 31 characters; an empty one becomes `fallback`; a name already taken (in
 * any letter case, `reserved` included) gets ' (2)', ' (3)'… within the 31.
 */
export function sheetNames(
  wished: readonly string[],
  fallback: string,
  reserved: readonly string[] = [],
): string[] {
  const taken = new Set(reserved.map((name) => name.toLowerCase()))
  return wished.map((name) => {
    const clean =
      name
        .replace(SHEET_NAME_FORBIDDEN, ' ')
        .replace(/\s+/gu, ' ')
        .replace(/^[\s']+|[\s']+$/gu, '')
        .trim() || fallback
    const cut = clip(clean, SHEET_NAME_MAX).trim()
    let candidate = cut
    for (let index = 2; taken.has(candidate.toLowerCase()); index++) {
      const suffix = ` (${index})`
      candidate = `${clip(cut, SHEET_NAME_MAX - suffix.length).trimEnd()}${suffix}`
    }
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/** A date format of the user's preferences (spec §3) as a spreadsheet's date format ('MMM-DD-YYYY' → 'mmm-dd-yyyy'). */
export const spreadsheetDateFormat = (dateFormat: string): string => dateFormat.toLowerCase()

/**
 * The cell formats of the number styles. A format's separators are the spreadsheet's own syntax: the reader's
 * spreadsheet draws them in the reader's locale (1,234.56 or 1.234,56), as it does every number.
 */
export const SPREADSHEET_NUMBER_FORMATS: Record<NumberStyle, string> = {
  amount: '#,##0.00;(#,##0.00)',
  multiple: '0.00"x"',
  percent: '0.0%',
}
