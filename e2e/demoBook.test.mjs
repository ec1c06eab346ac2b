// The demo book, as a reviewer reads it: over HTTP, in the production build against the standalone provider, the
// account summary, the capital account statement and the schedule of investments give one capital account at fair
// value for the same fund and date, and cash flow activity opens on activity.
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms } from './lib/portal.mjs'
import {
  accountSummaryTexts,
  capitalAccountStatementTexts,
  cashFlowScreenTexts,
  capitalAccountLineLabels,
  reportTexts,
  scheduleOfInvestmentsScreenTexts,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const FUND = { id: 101, name: 'Flagship Partners VI, L.P.' }
const DATE = '2026-09-30'

/** The text of a table's cell, by the text of its row's header cell and of its column's header. */
async function cell(table, rowName, columnName) {
  await table.waitFor()
  return table.evaluate(
    (element, [row, column]) => {
      const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent.trim())
      const index = column === null ? -1 : headers.indexOf(column)
      const line = [...element.querySelectorAll('tbody tr, tfoot tr')].find(
        (tr) => tr.querySelector('th, td')?.textContent.trim() === row,
      )
      if (!line) return `no row ${row} in ${headers.join('|')}`
      const cells = [...line.querySelectorAll('th, td')]
      return (index < 0 ? cells.at(-1) : cells[index])?.textContent.trim() ?? `no column ${column}`
    },
    [rowName, columnName],
  )
}

/** A shown amount in whole units ('357,407,843', '(1,571)', '357,407,842.6'). */
const units = (text) => {
  const value = Number(text.replace(/[(),]/g, ''))
  assert.ok(Number.isFinite(value), `not an amount: ${text}`)
  return Math.round(text.startsWith('(') ? -value : value)
}

describe('the demo book over HTTP', () => {
  test('the account summary, the statement and the schedule of investments give one capital account for a fund and date', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', `/reporting/account-summary/flagship?funds=${FUND.id}&date=${DATE}`)
    await agreeToAllTerms(page, { wait: 3000 })
    const summary = page.getByRole('table', { name: accountSummaryTexts.summaryTable })
    const inSummary = await cell(summary, FUND.name, accountSummaryTexts.capitalAccountAtFairValue)

    await page.goto(
      `${new URL(page.url()).origin}/reporting/capital-account-statement?funds=${FUND.id}&date=${DATE}`,
    )
    await agreeToAllTerms(page, { wait: 3000 })
    const statement = page.getByRole('table', { name: capitalAccountStatementTexts.statementOf(FUND.name) })
    const inStatement = await cell(statement, capitalAccountLineLabels.endingCapitalAccount, 'ITD')

    await page.goto(
      `${new URL(page.url()).origin}/reporting/schedule-of-investments?fund=${FUND.id}&date=${DATE}`,
    )
    await agreeToAllTerms(page, { wait: 3000 })
    const schedule = page.getByRole('table', {
      name: scheduleOfInvestmentsScreenTexts.tableCaption(FUND.name),
    })
    const inSchedule = await cell(schedule, scheduleOfInvestmentsScreenTexts.capitalAccountAtFairValue, null)

    assert.ok(units(inSummary) > 0, inSummary)
    assert.deepEqual(
      { statement: units(inStatement), schedule: units(inSchedule) },
      { statement: units(inSummary), schedule: units(inSummary) },
    )
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('cash flow activity opens on the first fund and the last published quarter, with its activity', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/reporting/cash-flow-activity')
    await agreeToAllTerms(page, { wait: 3000 })
    await heading(page, cashFlowScreenTexts.title).waitFor()
    const noData = page.getByText(reportTexts.noData, { exact: true })
    await page.getByRole('table').or(noData).first().waitFor()
    assert.equal(await noData.count(), 0)
    assert.ok((await page.getByRole('table').first().locator('tbody tr').count()) > 0)
    assert.deepEqual(problems, [])
    await context.close()
  })
})
