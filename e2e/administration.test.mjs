import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { HELP_ANCHORS } from '../src/domain/help.ts'
import { documentTypes } from '../mocks/seed/documents.ts'
import { heading, launch, newPortalPage, portalUrl, provider, signIn } from './lib/browser.mjs'
import { agreeToAllTerms, mainNav, success } from './lib/portal.mjs'
import {
  administrationTexts,
  documentTexts,
  helpTexts,
  insightsHubTexts,
  navigationTabTexts,
  successTexts,
  utilityMenuTexts,
} from './lib/texts.mjs'
import { endpoints } from './lib/endpoints.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

/** The first row of a downloaded workbook's first sheet, read back with exceljs. */
async function headerRow(download) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await readFile(await download.path()))
  const sheet = workbook.worksheets[0]
  return { header: sheet.getRow(1).values.slice(1), rows: sheet.rowCount }
}

describe('administration end to end', () => {
  test('admin: from the landing tiles to both usage reports, each downloaded and read back, the document subtypes chosen sent with both', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin')
    await heading(page, 'Home').waitFor()
    await page.getByRole('banner').getByRole('link', { name: utilityMenuTexts.administration }).click()
    await heading(page, utilityMenuTexts.administration).waitFor()
    // Administration hides the investor-group dropdown (spec §2.3).
    assert.equal(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Investor group/ })
        .count(),
      0,
    )
    await page
      .getByRole('link', { name: new RegExp(navigationTabTexts.reports) })
      .first()
      .click()
    await heading(page, navigationTabTexts.reports).waitFor()

    // Every subtype named 'Other' is one option (spec §3); chosen, it is sent with both reports.
    await page.getByRole('button', { name: new RegExp(`^${administrationTexts.documentSubtypes}`) }).click()
    await page.getByRole('option', { name: documentTexts.other }).click()
    await page.keyboard.press('Escape')
    const otherSubtypeIds = documentTypes
      .flatMap((type) => type.documentSubtypes ?? [])
      .filter((subtype) => subtype.name === documentTexts.other)
      .map((subtype) => subtype.documentSubtypeId)
      .sort()
    const sentSubtypes = async (path) => {
      const [asked] = (await provider.requests()).filter((r) => r.path === path)
      return [...(asked?.body.documentSubTypes ?? [])].sort()
    }

    const [terms] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: administrationTexts.download }).click(),
    ])
    assert.match(terms.suggestedFilename(), /^Term Acceptance Report.*\.xlsx$/)
    assert.deepEqual(await sentSubtypes(endpoints.termAcceptanceReport.path()), otherSubtypeIds)
    const termsBook = await headerRow(terms)
    assert.equal(termsBook.header[0], 'Email')
    assert.ok(termsBook.rows > 1, 'the term acceptances are listed')
    await success(page, successTexts.reportGeneration).first().waitFor()

    await page.getByRole('button', { name: new RegExp(`^${administrationTexts.report}`) }).click()
    await page.getByRole('option', { name: administrationTexts.reports.userActivity }).click()
    await page.getByRole('textbox', { name: administrationTexts.batchNumbers }).fill('B-202609-1, B-202609-2')
    const [activity] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: administrationTexts.download }).click(),
    ])
    assert.match(activity.suggestedFilename(), /^User Activity Report.*\.xlsx$/)
    assert.deepEqual((await headerRow(activity)).header, [
      'User',
      'Fund',
      'Document',
      'Action',
      'Date',
      'Batch',
    ])
    const [asked] = (await provider.requests()).filter((r) => r.path === endpoints.userActivityReport.path())
    assert.deepEqual(asked.body.batchId, ['B-202609-1', 'B-202609-2'])
    assert.deepEqual(await sentSubtypes(endpoints.userActivityReport.path()), otherSubtypeIds)
    assert.deepEqual(problems, [])
    await context.close()
  })
})

describe('help and the insights hub', () => {
  const pages = [
    { path: '/', anchor: 'home' },
    { path: '/documents', anchor: 'documents' },
    { path: '/data-rooms', anchor: 'datarooms' },
    { path: '/profile', anchor: 'login' },
    { path: '/fund-profile/101', anchor: 'funds' },
  ]
  test("investor: each page's help icon opens its own topic, and the insights hub route links out", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    for (const { path, anchor } of pages) {
      await page.goto(`${portalUrl}${path}`)
      await agreeToAllTerms(page, { wait: 1000 })
      const help = page.getByRole('banner').getByRole('link', { name: utilityMenuTexts.help })
      await help.waitFor()
      assert.equal(await help.getAttribute('href'), `/help#${anchor}`)
      await help.click()
      await heading(page, helpTexts.title).waitFor()
      await page.getByRole('tab', { name: helpTexts.topics[anchor].label, selected: true }).waitFor()
    }
    assert.equal(HELP_ANCHORS.length, Object.keys(helpTexts.topics).length, 'a topic for every anchor')

    await page.goto(`${portalUrl}/insights-hub`)
    await heading(page, navigationTabTexts.globalInsights).waitFor()
    const out = page.getByRole('link', { name: new RegExp(`^${insightsHubTexts.open}`) })
    assert.equal(await out.getAttribute('target'), '_blank')
    assert.match((await out.getAttribute('rel')) ?? '', /noopener/)
    const tab = mainNav(page).getByRole('link', { name: new RegExp(navigationTabTexts.globalInsights) })
    assert.equal(await tab.getAttribute('href'), await out.getAttribute('href'))
    assert.deepEqual(problems, [])
    await context.close()
  })
})
