// 'How this is calculated' over HTTP (issue 63): home's 'Your net IRR' opens its trace, whose workbook, read back
// with exceljs, gives the figure on screen when its own formulas' ranges are worked out again.
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ExcelJS from 'exceljs'
import { xirr } from '../src/domain/xirr.ts'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms, success } from './lib/portal.mjs'
import { figureTraceTexts as texts, portfolioTexts, successTexts } from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const snapshot = (page) => page.getByRole('region', { name: portfolioTexts.heading })

/** A number as the portal shows it ('12.3%', '(4.5)%', '1.31x'). */
const shown = (text) => {
  const negative = text.includes('(')
  const value = Number(text.replace(/[^\d.]/gu, ''))
  return negative ? -value : value
}

/** The cells of a range such as 'E5:E40' (one column), as exceljs reads them. */
function cellsOf(sheet, range) {
  const [, column, first, last] = /^([A-Z]+)(\d+):[A-Z]+(\d+)$/u.exec(range)
  return Array.from({ length: Number(last) - Number(first) + 1 }, (_, index) =>
    sheet.getCell(`${column}${Number(first) + index}`),
  )
}

/** The value of a formula cell whose formula names one other cell ('=E12'), or a number. */
const numberAt = (sheet, address) => {
  const value = sheet.getCell(address).value
  if (typeof value === 'number') return value
  const formula = value?.formula ?? ''
  const sum = /^SUM\(([A-Z]+\d+:[A-Z]+\d+)\)$/u.exec(formula)
  if (sum) return cellsOf(sheet, sum[1]).reduce((total, cell) => total + (Number(cell.value) || 0), 0)
  const reference = /^([A-Z]+\d+)$/u.exec(formula)
  if (reference) return numberAt(sheet, reference[1])
  throw new Error(`${address}: ${formula}`)
}

describe("'How this is calculated'", () => {
  test("home's IRR opens its trace; its workbook's XIRR, worked out from the formula's own ranges, is the figure on screen", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await snapshot(page).getByRole('button', { name: portfolioTexts.reviewTerms }).click()
    await agreeToAllTerms(page, { wait: 5000 })
    const figure = snapshot(page).getByRole('button', {
      name: new RegExp(`^${texts.yourNetIrr} of ${texts.portfolioScope}: -?[\\d.()]+%`, 'u'),
    })
    await figure.waitFor({ timeout: 30_000 })
    const onScreen = shown(await figure.innerText())
    const tvpiOnScreen = shown(
      await snapshot(page)
        .getByRole('button', { name: /^TVPI of your portfolio/u })
        .innerText(),
    )

    await figure.click()
    const panel = page.getByRole('dialog', { name: texts.title })
    await panel.getByRole('region', { name: texts.flowsCaption }).waitFor()
    await panel.getByText(texts.irr).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: texts.exportExcel }).click(),
    ])
    await success(page, successTexts.fileGeneration).waitFor()
    const folder = await mkdtemp(join(tmpdir(), 'figure-trace-'))
    const path = join(folder, download.suggestedFilename())
    await download.saveAs(path)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    await rm(folder, { recursive: true, force: true })
    const sheet = workbook.getWorksheet(texts.sheetName)
    assert.ok(sheet, 'the trace sheet')

    // The IRR's formula, found by its label, and the flows of its own ranges.
    let irrFormula = null
    let tvpiFormula = null
    sheet.eachRow((row) => {
      const label = row.getCell(4).value
      if (label === texts.irr) irrFormula = row.getCell(5).value?.formula
      if (label === texts.tvpi) tvpiFormula = row.getCell(5).value?.formula
    })
    const [, amounts, dates] = /^IFERROR\(XIRR\(([A-Z]+\d+:[A-Z]+\d+),([A-Z]+\d+:[A-Z]+\d+)\),"-"\)$/u.exec(
      irrFormula,
    )
    const flows = cellsOf(sheet, amounts).map((cell, index) => ({
      amount: Number(cell.value),
      date: cellsOf(sheet, dates)[index].value.toISOString().slice(0, 10),
    }))
    assert.ok(flows.length > 20, `${flows.length} flows`)
    assert.ok(flows.every((flow) => Number.isFinite(flow.amount) && /^\d{4}-\d\d-\d\d$/u.test(flow.date)))
    const excel = xirr(flows) * 100
    assert.ok(Math.abs(excel - onScreen) <= 0.1, `workbook ${excel} % against screen ${onScreen} %`)

    // TVPI = (distributions + ending value) ÷ contributions, over the same cells, is the snapshot's.
    const [, distributions, ending, contributions] = /^\(([A-Z]+\d+)\+([A-Z]+\d+)\)\/([A-Z]+\d+)$/u.exec(
      tvpiFormula,
    )
    const tvpi = (numberAt(sheet, distributions) + numberAt(sheet, ending)) / numberAt(sheet, contributions)
    assert.equal(tvpi.toFixed(2), tvpiOnScreen.toFixed(2))

    // Closed by the keyboard, the focus is back on the figure.
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    assert.equal(await figure.evaluate((element) => element === document.activeElement), true)
    assert.deepEqual(problems, [])
    await context.close()
  })
})
