import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ENTITY_TYPES,
  GROUP_ACCOUNT_ID,
  SUMMARY_AMOUNT_FIELDS,
  TOTAL_FUND_ACCOUNT_ID,
} from '../../../src/domain'
import { dataset } from '../../dataset'
import { workbookBytes } from '../../files/xlsx'
import { hostileCorpus, hostileFundType } from '../../hostile'
import { accountsInFund, scopeOf } from '../../scope'
import { capitalAccountRows } from '../../seed/capitalAccounts'
import { firstReportingQuarter } from '../../seed/performance'
import { mockState, resetMockState } from '../../state'
import { FUND_TYPE_COLUMNS, FUND_TYPE_SHEET_LABELS, fundTypeSheet } from './accountSummaryWorkbook'

afterEach(() => resetMockState('investor'))

/** The investor's ITD rows at the latest quarter, as the account summary's download reads them. */
function investorRows() {
  const scope = scopeOf('investor', null)
  const quarterIndex = dataset().latestQuarter
  const funds = scope.funds.filter((fund) => quarterIndex >= firstReportingQuarter(fund))
  const rows = funds.flatMap((fund) =>
    capitalAccountRows({
      fund,
      accountIds: accountsInFund(scope, fund.id),
      quarterIndex,
      currency: fund.currency,
      periods: ['ITD'],
    }),
  )
  return { funds, rows }
}

const column = (name: string) => FUND_TYPE_COLUMNS.indexOf(name)

describe('the account summary workbook by fund type', () => {
  it("closes each fund type with its accounts' amounts converted to USD, and ends with the total", () => {
    const { funds, rows } = investorRows()
    const sheet = fundTypeSheet(rows, funds)
    const subtotals = sheet.rows.filter((row) => row[column('Fund')] === FUND_TYPE_SHEET_LABELS.subtotal)
    const types = [...new Set(funds.map((fund) => fund.entityType))]
    expect(subtotals.map((row) => row[column('Fund Type')]).sort()).toEqual([...types].sort())
    const accounts = rows.filter(
      (row) => row.investorId !== GROUP_ACCOUNT_ID && row.investorId !== TOTAL_FUND_ACCOUNT_ID,
    )
    for (const subtotal of subtotals) {
      expect(subtotal[column('Currency')]).toBe('USD')
      const ofType = accounts.filter(
        (row) => funds.find((fund) => fund.id === row.fundId)?.entityType === subtotal[column('Fund Type')],
      )
      for (const field of SUMMARY_AMOUNT_FIELDS) {
        const expected = ofType.reduce((sum, row) => sum + row[field]! * row.exchangeRateToUSD!, 0)
        const heading = FUND_TYPE_COLUMNS[4 + SUMMARY_AMOUNT_FIELDS.indexOf(field)]!
        expect(Number(subtotal[column(heading)])).toBeCloseTo(expected, 2)
      }
    }
    const total = sheet.rows.at(-1)!
    expect(total[column('Fund')]).toBe(FUND_TYPE_SHEET_LABELS.total)
    const commitments = subtotals.reduce((sum, row) => sum + Number(row[column('Commitment')]), 0)
    expect(Number(total[column('Commitment')])).toBeCloseTo(commitments, 2)
  })

  it('writes net MOIC with two decimals and x, and no line when there is no row', async () => {
    const { funds, rows } = investorRows()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await workbookBytes([fundTypeSheet(rows, funds)]))
    expect(workbook.getWorksheet('By Fund Type')!.getColumn(column('Net MOIC') + 1).numFmt).toBe(
      '0.00"x";(0.00"x")',
    )
    expect(fundTypeSheet([], funds).rows).toEqual([])
  })

  it('names the fund types as the portal received them when the hostile corpus is on', () => {
    mockState.hostile = true
    const { funds, rows } = investorRows()
    const types = fundTypeSheet(rows, funds).rows.map((row) => row[column('Fund Type')])
    expect(new Set(types.filter(Boolean))).toEqual(
      new Set(ENTITY_TYPES.filter((type) => funds.some((f) => f.entityType === type)).map(hostileFundType)),
    )
  })
})

describe('the account summary workbook of every hostile string', () => {
  it('holds no formula, and every text that could start one begins with an apostrophe', async () => {
    mockState.hostile = true
    const { funds, rows } = investorRows()
    const sheet = fundTypeSheet(rows, funds)
    // The sheet's own texts (fund types, fund and account names, labels) give way to the corpus, in turn, until
    // every corpus string has been written at least once.
    let next = 0
    const pass = () =>
      sheet.rows.map((row) =>
        row.map((cell) => (typeof cell === 'string' ? hostileCorpus[next++ % hostileCorpus.length]! : cell)),
      )
    const written = pass()
    while (next < hostileCorpus.length) written.push(...pass())
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await workbookBytes([{ ...sheet, rows: written }]))
    const texts: string[] = []
    workbook.getWorksheet('By Fund Type')!.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)
        if (typeof cell.value === 'string') texts.push(cell.value)
      }),
    )
    expect(texts.filter((text) => /^[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u.test(text))).toEqual(
      [],
    )
    expect(texts).toContain(`'${hostileCorpus[4]}`)
  })
})
