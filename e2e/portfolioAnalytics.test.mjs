// The portfolio analytics (issue 65) against the production build and the standalone provider: the exposure's total
// is the account summary's capital account at fair value and the commitments' unfunded total its remaining
// commitments; the exposure groups by industry, geography and strategy; both exports read back with exceljs.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, beforeEach, describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms, mainNav } from './lib/portal.mjs'
import {
  accountSummaryTexts,
  commitmentsTexts,
  EXPORT_AS_EXCEL,
  exposureTexts,
  navigationTabTexts,
  pageTitleTexts,
  reportLabels,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** The text of a table's cell, by its row's first cell and its column's header. */
async function cell(table, rowName, columnName) {
  await table.waitFor({ timeout: 30_000 })
  return table.evaluate(
    (element, [row, column]) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent.trim())
      const line = [...element.querySelectorAll('tbody tr, tfoot tr')].find(
        (tr) => tr.querySelector('th, td')?.textContent.trim() === row,
      )
      if (!line) return `no row ${row} in ${headers.join('|')}`
      return (
        [...line.querySelectorAll('th, td')][headers.indexOf(column)]?.textContent.trim() ?? `no ${column}`
      )
    },
    [rowName, columnName],
  )
}

/** A shown amount in whole units ('357,407,843', '(1,571)'). */
const units = (text) => {
  const value = Number(text.replace(/[(),]/g, ''))
  assert.ok(Number.isFinite(value), `not an amount: ${text}`)
  return Math.round(text.startsWith('(') ? -value : value)
}

/** The account summary's group-wide totals (USD) as of its latest quarter. */
async function summaryTotals(page) {
  await signIn(page, 'investor', '/reporting/account-summary/flagship')
  await agreeToAllTerms(page, { wait: 5000 })
  const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
  return {
    capitalAccount: units(
      await cell(summary, accountSummaryTexts.totalUSD, accountSummaryTexts.capitalAccountAtFairValue),
    ),
    remaining: units(
      await cell(summary, accountSummaryTexts.totalUSD, accountSummaryTexts.remainingCommitments),
    ),
  }
}

async function openPortfolioReport(page, label) {
  await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
}

async function exported(page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
  ])
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await download.path()))
  return { workbook, fileName: download.suggestedFilename() }
}

/** A sheet's last row's cell, by its column's heading in the first row. */
const lastRowCell = (sheet, column) => {
  const header = sheet.getRow(1).values
  return sheet.getRow(sheet.actualRowCount).getCell(header.indexOf(column)).value
}

describe('portfolio analytics end to end', () => {
  test("exposure: its total is the account summary's capital account, grouped by industry, geography and strategy, exported", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const summary = await summaryTotals(page)
    assert.ok(summary.capitalAccount > 0)

    await openPortfolioReport(page, reportLabels.exposure)
    await heading(page, pageTitleTexts.exposure).waitFor()
    assert.match(await page.title(), new RegExp(`^${pageTitleTexts.exposure}`))
    const byCompany = page.getByRole('table', {
      name: exposureTexts.tableLabel(exposureTexts.groupings.company),
    })
    const total = units(await cell(byCompany, exposureTexts.total, exposureTexts.columns.exposure))
    assert.equal(total, summary.capitalAccount)

    for (const grouping of ['industry', 'geography', 'strategy']) {
      await page.getByRole('button', { name: /^Group by/ }).click()
      await page.getByRole('option', { name: exposureTexts.groupings[grouping], exact: true }).click()
      const table = page.getByRole('table', {
        name: exposureTexts.tableLabel(exposureTexts.groupings[grouping]),
      })
      assert.equal(units(await cell(table, exposureTexts.total, exposureTexts.columns.exposure)), total)
      const groups = await table.locator('tbody tr').count()
      assert.ok(groups > 1, `${groups} groups by ${grouping}`)
    }

    const { workbook, fileName } = await exported(page)
    assert.match(fileName, /^Exposure_\d{8}\.xlsx$/)
    const sheet = workbook.getWorksheet(exposureTexts.sheetName)
    assert.deepEqual(sheet.getRow(1).values.slice(1), Object.values(exposureTexts.sheetColumns))
    assert.equal(Math.round(lastRowCell(sheet, exposureTexts.sheetColumns.exposure)), summary.capitalAccount)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("commitments: the unfunded total is the account summary's remaining commitments, with the projection, exported", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    const summary = await summaryTotals(page)

    await openPortfolioReport(page, reportLabels.commitments)
    await heading(page, pageTitleTexts.commitments).waitFor()
    const table = page.getByRole('table', { name: commitmentsTexts.tableLabel })
    const unfunded = units(await cell(table, commitmentsTexts.total, commitmentsTexts.columns.unfunded))
    assert.equal(unfunded, summary.remaining)
    await page.getByText(commitmentsTexts.projectionNotice).waitFor()
    const projection = page.getByRole('table', { name: commitmentsTexts.projectionTable })
    assert.equal(await projection.locator('tbody tr').count(), 4)

    const { workbook, fileName } = await exported(page)
    assert.match(fileName, /^Commitments_\d{8}\.xlsx$/)
    const funds = workbook.getWorksheet(commitmentsTexts.sheetName)
    assert.equal(Math.round(lastRowCell(funds, commitmentsTexts.columns.unfunded)), summary.remaining)
    assert.ok(workbook.getWorksheet(commitmentsTexts.pacingSheetName).actualRowCount > 4)
    const projected = workbook.getWorksheet(commitmentsTexts.projectionSheetName)
    assert.equal(projected.getRow(1).getCell(1).value, commitmentsTexts.projectionNotice)
    // Never more than the unfunded commitment.
    let sum = 0
    for (let row = 3; row <= projected.actualRowCount; row++)
      sum += Number(projected.getRow(row).getCell(2).value)
    assert.ok(sum <= summary.remaining, `${sum} projected of ${summary.remaining} unfunded`)
    assert.deepEqual(problems, [])
    await context.close()
  })
})
