import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { after, before, beforeEach, describe, test } from 'node:test'
import ICAL from 'ical.js'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import ExcelJS from 'exceljs'
import { agreeToAllTerms, agreeUntilViewer, mainNav, readMarksOf } from './lib/portal.mjs'
import {
  attentionTexts,
  capitalActivityTexts,
  EXPORT_AS_EXCEL,
  homeTexts,
  investorRequestTexts,
  investorRequestTypeLabels,
  navigationTabTexts,
  pageTitleTexts,
  portfolioTexts,
  reportLabels,
  utilityMenuTexts,
} from './lib/texts.mjs'

/**
 * Capital activity (issue 64) against the production build and the standalone provider: home's next call and its
 * reminder (read back with ical.js, not the library that wrote it), the page's calls and distributions, and a
 * notice read in the portal's viewer and marked read.
 */
let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const attention = (page) => page.getByRole('region', { name: attentionTexts.heading })
const nextCall = (page) => attention(page).getByRole('region', { name: capitalActivityTexts.nextCallHeading })

/** The reminder's event and alarm, parsed by ical.js. */
async function readReminder(download) {
  const text = await readFile(await download.path(), 'utf8')
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')
  const alarm = vevent.getFirstSubcomponent('valarm')
  return {
    summary: vevent.getFirstPropertyValue('summary'),
    start: vevent.getFirstPropertyValue('dtstart'),
    trigger: alarm?.getFirstPropertyValue('trigger'),
    action: alarm?.getFirstPropertyValue('action'),
  }
}

describe('capital activity end to end', () => {
  test("investor: home's next call and its reminder, the page's calls and distributions, a notice read in the viewer", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/')
    await heading(page, homeTexts.title).waitFor()
    // Report figures wait for the reporting terms, the next call too.
    await page.getByRole('button', { name: portfolioTexts.reviewTerms }).click()
    await agreeToAllTerms(page, { wait: 5000 })

    // Home: the soonest call, its amount and 'Add to calendar'.
    const call = nextCall(page)
    const remind = call.getByRole('button', { name: /^Add to calendar: the capital call of / })
    await remind.waitFor({ timeout: 20_000 })
    const amount = (await call.getByText(/^[A-Z]{3} [\d,]+\.\d\d$/).textContent()).trim()
    const [downloaded] = await Promise.all([page.waitForEvent('download'), remind.click()])
    assert.match(downloaded.suggestedFilename(), /^Capital call .+\.ics$/)
    const reminder = await readReminder(downloaded)
    assert.ok(reminder.summary.startsWith('Capital call: '), reminder.summary)
    assert.ok(reminder.summary.endsWith(amount), `${reminder.summary} names ${amount}`)
    assert.equal(reminder.start.isDate, true, 'an all-day event on the due date')
    assert.equal(reminder.action, 'DISPLAY')
    // Three business days before the due date: three to five calendar days, a weekend between or not.
    const daysBefore = -reminder.trigger.toSeconds() / 86_400
    assert.ok(daysBefore >= 3 && daysBefore <= 5, `alarm ${daysBefore} days before`)

    // The page: calls not yet due, then paid calls and distributions.
    await call.getByRole('link', { name: capitalActivityTexts.allActivity }).click()
    await heading(page, pageTitleTexts.capitalActivity).waitFor()
    assert.match(await page.title(), new RegExp(`^${pageTitleTexts.capitalActivity}`))
    const upcoming = page.getByRole('list', { name: capitalActivityTexts.upcomingHeading })
    const past = page.getByRole('list', { name: capitalActivityTexts.pastHeading })
    await upcoming.waitFor({ timeout: 30_000 })
    assert.ok((await upcoming.getByRole('listitem').count()) > 0)
    await upcoming.getByText(amount).first().waitFor()
    // The newest past entries are the last quarter's distributions; its calls come with more of the list.
    assert.ok((await past.getByText(capitalActivityTexts.paid.distribution, { exact: true }).count()) > 0)
    const more = page.getByRole('button', { name: /^Show \d+ more$/ })
    for (
      let shown = 0;
      shown < 20 && (await past.getByText(capitalActivityTexts.paid.call, { exact: true }).count()) === 0;
      shown++
    )
      await more.click()
    assert.ok((await past.getByText(capitalActivityTexts.paid.call, { exact: true }).count()) > 0)

    // An unread notice opens in the viewer and is marked read, as a download would be.
    const unreadBefore = Number(/\d+/.exec(await page.getByText(/unread notices?$/).textContent())[0])
    const entry = upcoming.getByRole('listitem').filter({ hasText: capitalActivityTexts.unread }).first()
    const link = entry.locator('a[href*="preview="]')
    const id = new URL(await link.getAttribute('href'), 'http://portal').searchParams.get('preview')
    const title = await link.textContent()
    await link.click()
    await agreeUntilViewer(page)
    const viewer = page.getByRole('dialog', { name: title })
    await viewer.locator('[data-page="1"][data-drawn]').waitFor({ timeout: 20_000 })
    assert.equal(await readMarksOf(page, id), 1)
    await page.goBack()
    await viewer.waitFor({ state: 'detached' })
    await page.getByText(capitalActivityTexts.unreadNotices(unreadBefore - 1)).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('investor: from the Reporting menu, the list exported and read back with exceljs, and new wire instructions asked for from the page', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/')
    await heading(page, homeTexts.title).waitFor()
    await mainNav(page).getByRole('button', { name: navigationTabTexts.reporting }).click()
    await page.getByRole('menuitem', { name: reportLabels.capitalActivity, exact: true }).click()
    await agreeToAllTerms(page, { wait: 5000 })
    await heading(page, pageTitleTexts.capitalActivity).waitFor()
    const upcoming = page.getByRole('list', { name: capitalActivityTexts.upcomingHeading })
    await upcoming.waitFor({ timeout: 30_000 })
    const upcomingCount = await upcoming.getByRole('listitem').count()
    const shown = await page.getByText(/^Showing \d+ of \d+$/).textContent()
    const pastCount = Number(/of (\d+)$/.exec(shown)[1])

    // The workbook: a row an entry, as the page lists them; amounts as numbers, dates as dates.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: EXPORT_AS_EXCEL }).click(),
    ])
    assert.match(download.suggestedFilename(), /^Capital activity_\d{8}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await readFile(await download.path()))
    const sheet = workbook.getWorksheet(capitalActivityTexts.sheetName)
    assert.ok(sheet, 'the capital activity sheet')
    const header = sheet.getRow(1).values.slice(1)
    assert.deepEqual(header, Object.values(capitalActivityTexts.columns))
    assert.equal(sheet.actualRowCount - 1, upcomingCount + pastCount)
    const amounts = header.indexOf(capitalActivityTexts.columns.amount) + 1
    const dueDates = header.indexOf(capitalActivityTexts.columns.dueDate) + 1
    assert.equal(typeof sheet.getRow(2).getCell(amounts).value, 'number')
    assert.ok(sheet.getRow(2).getCell(dueDates).value instanceof Date)

    // New wire instructions: the investor request, opened on that type, its own fields there.
    await page.getByRole('button', { name: capitalActivityTexts.updateWireInstructions }).click()
    const dialog = page.getByRole('dialog', { name: utilityMenuTexts.investorRequest })
    await dialog.waitFor()
    await dialog
      .getByRole('button', { name: new RegExp(`^${investorRequestTexts.requestType}`) })
      .filter({ hasText: investorRequestTypeLabels['update-wire-instructions'] })
      .waitFor()
    await dialog.getByRole('textbox', { name: /^Bank name/ }).waitFor()
    assert.deepEqual(problems, [])
    await context.close()
  })
})
