import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { after, before, beforeEach, describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { dataset } from '../mocks/dataset.ts'
import { scopeOf } from '../mocks/scope.ts'
import { firstReportingQuarter } from '../mocks/seed/performance.ts'
import { reportPaths } from '../src/domain/navigation.ts'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms, openFromReportsDrawer, success } from './lib/portal.mjs'
import {
  accountSummaryTexts,
  capitalAccountLineLabels,
  capitalAccountStatementTexts,
  ilpaNavLines,
  ilpaTexts,
  ilpaWorkbookTexts,
  successTexts,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** The investor's funds that report at the latest quarter (the statement's date), as the seed has them. */
const funds = scopeOf('investor', null).funds.filter(
  (fund) => firstReportingQuarter(fund) <= dataset().latestQuarter,
)
const CHECK_COLUMNS = ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']
/** A figure as the page shows it ('(1,234)', '1,234,567') as a number. */
const figure = (text) => {
  const value = Number(text.replace(/[(),\s]/g, ''))
  return /^\(/.test(text.trim()) ? -value : value
}

/** A cell's number with exceljs, working out a check (ROUND of a sum of the sheet's cells) as Excel would. */
function valueOf(sheet, address) {
  const value = sheet.getCell(address).value
  if (value === null || value === undefined) return 0
  if (typeof value === 'number') return value
  const [, sum] = /^=?ROUND\((.+),2\)$/.exec(value.formula ?? '') ?? []
  assert.ok(sum, `${sheet.name}!${address} is a number or a check, not ${JSON.stringify(value)}`)
  const total = sum
    .match(/[+-]?[A-Z]+\d+/g)
    .reduce(
      (acc, term) => acc + (term.startsWith('-') ? -1 : 1) * valueOf(sheet, term.replace(/^[+-]/, '')),
      0,
    )
  return Math.round(total * 100) / 100 || 0
}

/** The first row whose column A is `label`. */
function rowLabelled(sheet, label) {
  let found = null
  sheet.eachRow((row, number) => {
    if (found === null && row.getCell(1).value === label) found = number
  })
  return found
}

describe('the ILPA workbook end to end', () => {
  test("investor: the statement's workbook, read back with exceljs and openpyxl, ties in every column and holds the figures of the statement and the account summary", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const shown = funds.slice(0, 3)
    await signIn(
      page,
      'investor',
      `${reportPaths.capitalAccountStatement}?${shown.map((fund) => `funds=${fund.id}`).join('&')}`,
    )
    await agreeToAllTerms(page, { wait: 3000 })
    await heading(page, capitalAccountStatementTexts.title).waitFor()
    const [first] = shown
    const statement = page.getByRole('table', { name: capitalAccountStatementTexts.statementOf(first.name) })
    await statement.waitFor()
    await page
      .getByRole('table', { name: /capital account statement$/ })
      .nth(shown.length - 1)
      .waitFor()
    const endingCells = statement
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: capitalAccountLineLabels.endingCapitalAccount }) })
      .getByRole('cell')
    const itdOnScreen = figure(await endingCells.nth(2).innerText())

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: ilpaWorkbookTexts.download }).click(),
    ])
    assert.match(download.suggestedFilename(), /^ILPA Reporting Template_\d{8}\.xlsx$/)
    await success(page, successTexts.fileGeneration).waitFor()
    // Saved under its own name: openpyxl reads a workbook by its extension.
    const folder = await mkdtemp(join(tmpdir(), 'ilpa-workbook-'))
    const path = join(folder, download.suggestedFilename())
    await download.saveAs(path)

    // exceljs: a sheet per fund, each column's checks 0.00; the LP's ITD ending NAV is the statement's.
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await readFile(path))
    assert.deepEqual(workbook.worksheets.map((sheet) => sheet.name).slice(-2), [
      ilpaTexts.cashFlowsSheet,
      ilpaTexts.performanceSheet,
    ])
    const fundSheets = workbook.worksheets.slice(0, shown.length)
    assert.deepEqual(
      fundSheets.map((sheet) => sheet.getCell('B2').value),
      shown.map((fund) => fund.name),
    )
    const checked = []
    for (const sheet of fundSheets) {
      sheet.eachRow((row, number) => {
        if (row.getCell(1).value !== ilpaTexts.check) return
        checked.push(CHECK_COLUMNS.map((column) => valueOf(sheet, `${column}${number}`)))
      })
    }
    assert.equal(checked.length, shown.length * 2, 'a NAV and a commitment check per fund')
    for (const values of checked) assert.deepEqual(values, Array(9).fill(0))
    const endingRow = rowLabelled(fundSheets[0], ilpaNavLines.endingNav)
    const itdInWorkbook = fundSheets[0].getCell(`D${endingRow}`).value
    assert.ok(Math.abs(itdInWorkbook - itdOnScreen) <= 0.5, `${itdInWorkbook} is shown as ${itdOnScreen}`)

    // openpyxl reads the same file: the same checks, all 0.00, and the same ending NAV.
    const read = JSON.parse(
      execFileSync(
        '/usr/bin/python3',
        ['e2e/lib/readWorkbook.py', path, ilpaTexts.check, ilpaNavLines.endingNav],
        {
          encoding: 'utf8',
        },
      ),
    )
    const pySheets = read.sheets.slice(0, shown.length)
    assert.deepEqual(
      pySheets.flatMap((sheet) => sheet.checks),
      checked,
    )
    assert.equal(pySheets[0].rows[ilpaNavLines.endingNav][2], itdInWorkbook)

    // The account summary shows the same capital account at fair value for the fund.
    await openFromReportsDrawer(page, reportPaths.accountSummary)
    await heading(page, accountSummaryTexts.title).waitFor()
    const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
    await summary.getByRole('rowheader', { name: accountSummaryTexts.totalUSD }).waitFor()
    const header = await summary.getByRole('columnheader').allInnerTexts()
    const column = header.findIndex(
      (text) => text.trim().toLowerCase() === accountSummaryTexts.capitalAccountAtFairValue.toLowerCase(),
    )
    assert.ok(column > 0, `the account summary has a ${accountSummaryTexts.capitalAccountAtFairValue} column`)
    const fundRow = summary
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.name, exact: true }) })
    const cells = await fundRow.locator('th, td').allInnerTexts()
    const inSummary = figure(cells[column])
    assert.ok(
      Math.abs(itdInWorkbook - inSummary) <= 0.5,
      `the workbook's ${itdInWorkbook} is the summary's ${inSummary}`,
    )
    assert.deepEqual(problems, [])
    await context.close()
    await rm(folder, { recursive: true, force: true })
  })
})
