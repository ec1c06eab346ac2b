import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'

/**
 * Hostile input (mocks/hostile.ts) written by the provider into term texts, document titles, fund names, group
 * names and events: nothing runs (no script, no handler, no javascript: link, no alert), no element is
 * injected, and the layout keeps its width.
 */
let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(async () => {
  await provider.reset()
  await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
})

async function assertNothingRan(page, problems) {
  assert.equal(await page.evaluate(() => window.__pwned ?? null), null, 'no hostile script ran')
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        '#root script, #root svg script, #root img[onerror], [onload], a[href^="javascript:"]',
      ).length,
  )
  assert.equal(injected, 0, 'no hostile element was injected')
  assert.deepEqual(problems, [], 'no alert and no page error')
}

async function assertLayoutHolds(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 1, `the page does not scroll sideways (${overflow}px too wide)`)
}

describe('hostile input', () => {
  test('term texts are shown safely and can still be accepted', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByText('=HYPERLINK(', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    while (await dialog.isVisible()) await dialog.getByRole('button', { name: 'I AGREE' }).click()
    await heading(page, 'Home').waitFor()
    await assertNothingRan(page, problems)
    await context.close()
  })

  test('document titles, fund and group names render as text without breaking the page', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    await page.getByText('Quarterly Report', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Funds' }).click()
    await page.getByText('Capital Call Notice', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    await page.keyboard.press('Escape')

    await page
      .getByRole('banner')
      .getByRole('combobox')
      .or(page.getByRole('banner').getByRole('button', { name: /All Investor Accounts/ }))
      .first()
      .click()
    await page.getByText('Tax Letter', { exact: false }).first().waitFor()
    await assertNothingRan(page, problems)
    await assertLayoutHolds(page)
    await context.close()
  })
})
