// Home's portfolio snapshot over HTTP, in the production build against the standalone mock provider: nothing of it
// shown or asked of the provider before the reporting terms are accepted, then the investor's position across their
// funds with the ILPA ratios, the largest funds linking to their profile and account summary, the portfolio over
// time; the same figures for an administrator acting as the investor.
import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'
import { endpoints } from './lib/endpoints.mjs'
import { agreeToAllTerms, homeLink } from './lib/portal.mjs'
import {
  attentionTexts,
  homeTexts,
  impersonateTexts,
  impersonationBannerText,
  portfolioTexts,
  userMenuTexts,
} from './lib/texts.mjs'

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

const snapshot = (page) => page.getByRole('region', { name: portfolioTexts.heading })

/** The snapshot's figures by label, as shown ('7,130,411,420', '1.31x'). */
async function figuresOf(page) {
  const panel = snapshot(page)
  await panel.getByText('TVPI', { exact: true }).waitFor()
  const tiles = await panel.locator('dl > div').all()
  const entries = await Promise.all(
    tiles.map(async (tile) => [await tile.locator('dt').innerText(), await tile.locator('dd').innerText()]),
  )
  return Object.fromEntries(entries)
}

const amount = (text) => Number(text.replaceAll(',', ''))

/** The portfolio's calls the provider has received: the published quarters and the account summaries. */
const portfolioCalls = async () =>
  (await provider.requests()).filter((request) =>
    [endpoints.accountSummaryFilter.path(), endpoints.accountSummary.path()].some((path) =>
      request.path.endsWith(path),
    ),
  )

/** The figures wait for the reporting terms: asked for from the portfolio's panel and all agreed to. */
async function acceptReportingTerms(page) {
  await snapshot(page).getByRole('button', { name: portfolioTexts.reviewTerms }).click()
  await agreeToAllTerms(page, { wait: 5000 })
}

describe("home's portfolio over HTTP", () => {
  test('a new session shows no portfolio figure and asks for none before the reporting terms are accepted; accepted from the prompt, the figures come', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await snapshot(page).getByText(portfolioTexts.termsRequired).waitFor()
    // The rest of home has loaded meanwhile: its video and its lists.
    await page.getByRole('heading', { name: homeTexts.disclaimerTitle }).waitFor()
    await page.getByRole('list', { name: attentionTexts.unreadList }).waitFor()
    assert.equal(await page.getByRole('dialog').count(), 0, 'home asks for nothing unasked')
    assert.equal(await snapshot(page).getByText('TVPI', { exact: true }).count(), 0)
    assert.equal(await page.getByRole('table', { name: portfolioTexts.fundsCaption }).count(), 0)
    assert.deepEqual(await portfolioCalls(), [])

    await acceptReportingTerms(page)
    const figures = await figuresOf(page)
    assert.match(figures.TVPI, /^\d+\.\d\dx$/)
    assert.ok((await portfolioCalls()).length > 0)
    assert.equal(await snapshot(page).getByText(portfolioTexts.termsRequired).count(), 0)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test("the investor's home shows their position, ratios that follow from it, and the funds with their links", async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await acceptReportingTerms(page)
    const figures = await figuresOf(page)
    await snapshot(page)
      .getByText(/^As of Sep-30-2026, across 15 funds, in USD\.$/)
      .waitFor()
    const contributed = amount(figures[portfolioTexts.contributed])
    const distributed = amount(figures[portfolioTexts.distributions])
    const nav = amount(figures[portfolioTexts.nav])
    assert.ok(contributed > 0 && nav > 0)
    // The ratios are those of the figures shown (to the two decimals shown).
    assert.equal(figures.DPI, `${(distributed / contributed).toFixed(2)}x`)
    assert.equal(figures.RVPI, `${(nav / contributed).toFixed(2)}x`)
    assert.equal(figures.TVPI, `${((distributed + nav) / contributed).toFixed(2)}x`)

    const funds = page.getByRole('table', { name: portfolioTexts.fundsCaption })
    const first = (await funds.getByRole('rowheader').first().innerText()).trim()
    await page.getByRole('link', { name: portfolioTexts.fundProfile(first) }).click()
    await agreeToAllTerms(page, { wait: 3000 })
    await heading(page, first).waitFor()
    assert.match(new URL(page.url()).pathname, /^\/fund-profile\/\d+$/)
    await page.goBack()
    // Accepted on home, the reporting terms hold for the report: it asks nothing more.
    await page.getByRole('link', { name: portfolioTexts.accountSummary(first) }).click()
    await page.waitForURL((url) => url.pathname === '/reporting/account-summary/flagship')
    assert.match(new URL(page.url()).search, /^\?funds=\d+&date=2026-09-30$/)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('the history opens as a table of the quarters, newest first, ending with the snapshot', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await acceptReportingTerms(page)
    const figures = await figuresOf(page)
    await page.getByRole('button', { name: portfolioTexts.showQuarters(12) }).click()
    const table = page.getByRole('table', { name: portfolioTexts.historyTable })
    const rows = table.locator('tbody tr')
    assert.equal(await rows.count(), 12)
    const latest = await rows.first().locator('th, td').allInnerTexts()
    assert.deepEqual(latest, [
      'Q3 2026',
      figures[portfolioTexts.contributed],
      figures[portfolioTexts.distributions],
      figures[portfolioTexts.nav],
    ])
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('an administrator acting as the investor sees the investor’s figures, asked for as the investor', async () => {
    const investor = await newPortalPage(browser)
    await signIn(investor.page, 'investor')
    await acceptReportingTerms(investor.page)
    const expected = await figuresOf(investor.page)
    await investor.context.close()

    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin', '/administration/impersonate')
    await page.getByLabel(impersonateTexts.userEmail).fill('margaret.ellison@example.com')
    await page.getByRole('button', { name: userMenuTexts.startImpersonation }).click()
    await page.getByText(impersonationBannerText('Dana Whitfield', 'Margaret Ellison')).first().waitFor()
    await homeLink(page).click()
    await acceptReportingTerms(page)
    assert.deepEqual(await figuresOf(page), expected)
    const asked = (await provider.requests()).filter((r) => r.path.endsWith(endpoints.accountSummary.path()))
    assert.ok(asked.length > 0 && asked.every((r) => r.query.entitledUserId === 'u-investor'))
    assert.deepEqual(problems, [])
    await context.close()
  })
})
