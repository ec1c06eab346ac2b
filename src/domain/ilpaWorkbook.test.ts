import { describe, expect, it } from 'vitest'
import type { CapitalAccountRow, CapitalAccountStatementReport, Period } from './entities/capitalAccount'
import type { CashFlowRow } from './entities/cashFlow'
import {
  ILPA_AMOUNT_COLUMNS,
  ilpaTransactionType,
  ilpaWorkbook,
  investorCash,
  type IlpaFund,
} from './ilpaWorkbook'
import { columnLetter, sheetNames, spreadsheetText, type SheetCell, type WorkbookSheet } from './spreadsheet'
import { ILPA_NAV_AS_FLOW, ilpaCommitmentLines, ilpaNavLines, ilpaTexts } from './texts/ilpa'

const PERIODS: readonly Period[] = ['QTD', 'YTD', 'ITD']
const periods = (qtd: number, ytd: number, itd: number) => ({ QTD: qtd, YTD: ytd, ITD: itd })

/** A roll-forward for one account that ties in each period: 100 + 50 - 20 - 2 - 1 + 3 + 4 + 6 = 140 (ITD from 0). */
const tying = {
  beginningCapitalAccount: periods(100, 60, 0),
  contributions: periods(50, 80, 130),
  distributions: periods(-20, -25, -30),
  managementFees: periods(-2, -4, -6),
  partnershipExpenses: periods(-1, -2, -3),
  netInvestmentIncome: periods(3, 5, 9),
  realizedGainLoss: periods(4, 10, 14),
  unrealizedGainLoss: periods(6, 16, 26),
  endingCapitalAccount: periods(140, 140, 140),
}

function report(change: (data: typeof tying) => void = () => {}): CapitalAccountStatementReport {
  const data = structuredClone(tying)
  change(data)
  const byAccount = (values: Record<Period, number>) => ({
    '11': values,
    '-998': values,
    '-999': Object.fromEntries(PERIODS.map((p) => [p, values[p] * 10])),
  })
  return {
    fundId: 1,
    investorName: 'Fondation =HYPERLINK("http://x")',
    reportingCurrency: 'USD',
    fundCurrency: 'USD',
    originalData: Object.fromEntries(
      Object.entries(data).map(([field, values]) => [field, byAccount(values)]),
    ),
    rows: PERIODS.flatMap((period) =>
      [11, -998, -999].map((investorId): CapitalAccountRow => ({
        fundId: 1,
        investorId,
        period,
        reportingCurrency: 'USD',
        reportingDate: '2026-09-30',
        commitment: 1000,
        commitmentBeginningRemainingCommitment: period === 'ITD' ? 1000 : 920,
        remainingCommitments: 870,
      })),
    ),
  }
}

const flow = (date: string, category: string, amount: number, type = ''): CashFlowRow => ({
  investorName: 'Fondation',
  currency: 'USD',
  date,
  type,
  category,
  amount,
})

const flows: CashFlowRow[] = [
  flow('2024-03-31', 'Fund Investments', 80),
  flow('2025-06-30', 'Management Fee', 4),
  flow('2026-03-31', 'Fund Investments', 30),
  flow('2026-03-31', 'Return of Capital', 5),
  flow('2026-09-30', 'Fund Investments', 46),
  flow('2026-09-30', 'Return of Capital', 12),
  flow('2026-09-30', 'Realized Capital Gain (Loss)', 8),
  // After the reporting date: a later statement's.
  flow('2026-12-31', 'Return of Capital', 99),
]

const fund = (overrides: Partial<IlpaFund> = {}): IlpaFund => ({
  id: 1,
  name: 'Apex Fund [2019]: buyout/growth',
  report: report(),
  flows,
  netIrr: 14.2,
  irrAsOfDate: '2026-06-30T00:00:00',
  ...overrides,
})

const build = (funds: IlpaFund[]) =>
  ilpaWorkbook({ reportingDate: '2026-09-30', currency: 'USD', groupLabel: 'Flagship Group', funds })

/** The value of a cell of the sheet by its address ('C12'), evaluating the check formulas' sums. */
function evaluate(sheet: WorkbookSheet, address: string): number {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/u.exec(address)!
  const column = [...Array(60).keys()].find((index) => columnLetter(index) === letters)!
  const cell = sheet.rows[Number(digits) - 1]?.[column] ?? null
  if (cell === null) return 0
  if (cell.kind === 'number') return cell.value
  if (cell.kind !== 'formula') throw new Error(`${address} is ${cell.kind}`)
  const [, expression] = /^=ROUND\((.+),2\)$/u.exec(cell.formula)!
  const terms = expression!.match(/[+-]?[A-Z]+\d+/gu)!
  const sum = terms.reduce((total, term) => {
    const sign = term.startsWith('-') ? -1 : 1
    return total + sign * evaluate(sheet, term.replace(/^[+-]/u, ''))
  }, 0)
  return Math.round(sum * 100) / 100
}

const rowOf = (sheet: WorkbookSheet, label: string, from = 0) =>
  sheet.rows.findIndex((row, index) => index >= from && row[0]?.kind === 'text' && row[0].value === label)

const checkRows = (sheet: WorkbookSheet) =>
  sheet.rows.flatMap((row, index) =>
    row[0]?.kind === 'text' && row[0].value === ilpaTexts.check ? [index] : [],
  )

const textOf = (cell: SheetCell | undefined) => (cell?.kind === 'text' ? cell.value : null)

describe('the ILPA workbook', () => {
  it('has a sheet per fund, then the Cash flows and Performance sheets', () => {
    const sheets = build([fund(), fund({ id: 2, name: 'Cash flows' })])
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      'Apex Fund  2019  buyout growth'.replace(/\s+/gu, ' '),
      'Cash flows (2)',
      ilpaTexts.cashFlowsSheet,
      ilpaTexts.performanceSheet,
    ])
  })

  it('heads each fund sheet with the fund, the investor, the group, the date and the currency', () => {
    const [sheet] = build([fund()])
    const facts = Object.fromEntries(sheet!.rows.slice(1, 6).map((row) => [textOf(row[0]), row[1]]))
    expect(facts[ilpaTexts.fund]).toEqual({ kind: 'text', value: fund().name })
    // Provider text that a spreadsheet could run is kept as text.
    expect(facts[ilpaTexts.investor]).toEqual({ kind: 'text', value: 'Fondation =HYPERLINK("http://x")' })
    expect(facts[ilpaTexts.group]).toEqual({ kind: 'text', value: 'Flagship Group' })
    expect(facts[ilpaTexts.reportingDate]).toEqual({ kind: 'date', value: '2026-09-30' })
    expect(facts[ilpaTexts.currency]).toEqual({ kind: 'text', value: 'USD' })
  })

  it("writes the NAV reconciliation's lines in ILPA's order, the ones the data lacks blank and 'Not reported'", () => {
    const [sheet] = build([fund()])
    const labels = Object.values(ilpaNavLines)
    const start = rowOf(sheet!, ilpaNavLines.beginningNav)
    expect(sheet!.rows.slice(start, start + labels.length).map((row) => textOf(row[0]))).toEqual(labels)
    for (const lacking of [
      ilpaNavLines.managementFeesGross,
      ilpaNavLines.carryAccrued,
      ilpaNavLines.carryPaid,
    ]) {
      const row = sheet!.rows[rowOf(sheet!, lacking)]!
      expect(row.slice(1, 10)).toEqual(Array(9).fill(null))
      expect(textOf(row.at(-1))).toBe(ilpaTexts.notReported)
    }
    const commitment = rowOf(sheet!, ilpaCommitmentLines.recallableDistributions)
    expect(textOf(sheet!.rows[commitment]!.at(-1))).toBe(ilpaTexts.notReported)
  })

  it('gives your interest, the group and the total fund for QTD, YTD and ITD, and the GP as not provided', () => {
    const [sheet] = build([fund()])
    const ending = sheet!.rows[rowOf(sheet!, ilpaNavLines.endingNav)]!
    expect(ending.slice(1, 10).map((cell) => (cell?.kind === 'number' ? cell.value : null))).toEqual([
      140, 140, 140, 140, 140, 140, 1400, 1400, 1400,
    ])
    expect(ending.slice(10, 13).map(textOf)).toEqual(Array(3).fill(ilpaTexts.notProvided))
  })

  it('ties every column: each check is 0.00 when the statement rolls forward', () => {
    const [sheet] = build([fund()])
    const checks = checkRows(sheet!)
    expect(checks).toHaveLength(2)
    for (const row of checks)
      for (const column of ILPA_AMOUNT_COLUMNS) expect(evaluate(sheet!, `${column}${row + 1}`)).toBe(0)
  })

  it('shows the difference where a column does not tie', () => {
    const broken = report((data) => (data.realizedGainLoss.QTD += 1.25))
    const [sheet] = build([fund({ report: broken })])
    const [nav] = checkRows(sheet!)
    const values = ILPA_AMOUNT_COLUMNS.map((column) => evaluate(sheet!, `${column}${nav! + 1}`))
    // Your interest's and the group's QTD are 1.25 off; the total fund's (ten times the line) 12.50.
    expect(values).toEqual([1.25, 0, 0, 1.25, 0, 0, 12.5, 0, 0])
  })

  it("splits your interest's distributions of each period by category from the cash flows", () => {
    const [sheet] = build([fund()])
    const values = (label: string) =>
      sheet!.rows[rowOf(sheet!, label)]!.slice(1, 4).map((cell) =>
        cell?.kind === 'number' ? cell.value : null,
      )
    expect(values(ilpaNavLines.distributionsReturnOfCapital)).toEqual([-12, -17, -17])
    expect(values(ilpaNavLines.distributionsRealizedGain)).toEqual([-8, -8, -8])
    expect(values(ilpaNavLines.distributionsIncome)).toEqual([0, 0, 0])
    // The group's and the fund's are not reported.
    expect(sheet!.rows[rowOf(sheet!, ilpaNavLines.distributionsRealizedGain)]!.slice(4, 10)).toEqual(
      Array(6).fill(null),
    )
  })

  it('lists every flow to the reporting date, contributions negative, then the NAV as the terminal value', () => {
    const sheets = build([fund()])
    const cashFlows = sheets.find((sheet) => sheet.name === ilpaTexts.cashFlowsSheet)!
    const body = cashFlows.rows.slice(1)
    expect(body.map((row) => (row[0]?.kind === 'date' ? row[0].value : null))).toEqual([
      '2024-03-31',
      '2025-06-30',
      '2026-03-31',
      '2026-03-31',
      '2026-09-30',
      '2026-09-30',
      '2026-09-30',
      '2026-09-30',
    ])
    expect(body.map((row) => (row[5]?.kind === 'number' ? row[5].value : null))).toEqual([
      -80, -4, -30, 5, -46, 12, 8, 140,
    ])
    expect(textOf(body[1]![3])).toBe('Capital Call - Management Fees')
    expect(textOf(body.at(-1)![3])).toBe(ILPA_NAV_AS_FLOW)
  })

  it('puts the ratios as formulas and your IRR as a live XIRR over the Cash flows sheet', () => {
    const sheets = build([fund()])
    const performance = sheets.at(-1)!
    const row = performance.rows[1]!
    expect(row.slice(2, 5)).toEqual([
      { kind: 'number', value: 130, style: 'amount' },
      { kind: 'number', value: 30, style: 'amount' },
      { kind: 'number', value: 140, style: 'amount' },
    ])
    expect(row[5]).toMatchObject({ kind: 'formula', formula: '=IF(N(C2)=0,"-",(D2)/C2)', style: 'multiple' })
    expect(row[7]).toMatchObject({ formula: '=IF(N(C2)=0,"-",(D2+E2)/C2)' })
    expect(row[8]).toEqual({
      kind: 'formula',
      formula: `=IFERROR(XIRR('Cash flows'!F2:F9,'Cash flows'!A2:A9),"-")`,
      style: 'percent',
    })
    expect(row[9]).toEqual({ kind: 'number', value: 0.142, style: 'percent' })
    expect(row[10]).toEqual({ kind: 'date', value: '2026-06-30' })
  })

  it("says 'Not reported' for the IRR and the split when the cash flows could not be loaded", () => {
    const sheets = build([fund({ flows: null, netIrr: null })])
    const performance = sheets.at(-1)!.rows[1]!
    expect(textOf(performance[8])).toBe(ilpaTexts.notReported)
    expect(textOf(performance[9])).toBe(ilpaTexts.notReported)
    const [sheet] = sheets
    expect(textOf(sheet!.rows[rowOf(sheet!, ilpaNavLines.distributionsReturnOfCapital)]!.at(-1))).toBe(
      ilpaTexts.notReported,
    )
  })
})

describe('cash flows as the ILPA template reads them', () => {
  it('signs a flow by its side: contributions paid out, distributions received', () => {
    expect(investorCash(flow('2026-01-01', 'Management Fee', 10))).toBe(-10)
    expect(investorCash(flow('2026-01-01', 'Management Fee', -10))).toBe(-10)
    expect(investorCash(flow('2026-01-01', 'Return of Capital', 10))).toBe(10)
    expect(investorCash(flow('2026-01-01', 'Something else', 10, 'Contribution'))).toBe(-10)
    expect(investorCash({ ...flow('2026-01-01', 'Return of Capital', 0), amount: null })).toBeNull()
  })

  it("maps each category of spec §9 to an ILPA transaction type, and any other to its side's Other", () => {
    expect(ilpaTransactionType(flow('', 'Realized Carry Paid to GP', 1))).toBe(
      'Distribution - Carried Interest Paid to GP',
    )
    expect(ilpaTransactionType(flow('', 'Unknown', 1, 'Contribution'))).toBe('Capital Call - Other')
    expect(ilpaTransactionType(flow('', 'Unknown', 1, 'Distribution'))).toBe('Distribution - Other')
  })
})

describe('spreadsheet cells', () => {
  it('keeps provider text that starts like a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(spreadsheetText(`${start}cmd|' /C calc'!A0`)).toBe(`'${start}cmd|' /C calc'!A0`)
    expect(spreadsheetText('Apex = value')).toBe('Apex = value')
    expect(spreadsheetText('a\u0000b\u0007c\u000bd')).toBe('abcd')
    expect(spreadsheetText(null)).toBe('')
  })

  it('makes unique sheet names of at most 31 characters without the characters Excel refuses', () => {
    const names = sheetNames(
      ['a/b', 'A/B', "'quoted'", '', 'x'.repeat(40), 'x'.repeat(40), '😀'.repeat(20)],
      'Fund',
      ['Cash flows'],
    )
    expect(names).toEqual([
      'a b',
      'A B (2)',
      'quoted',
      'Fund',
      'x'.repeat(31),
      `${'x'.repeat(27)} (2)`,
      '😀'.repeat(15),
    ])
    for (const name of names) expect(name.length).toBeLessThanOrEqual(31)
  })
})
