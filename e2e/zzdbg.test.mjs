import { after, before, test } from 'node:test'
import { apiUrl, heading, launch, newPortalPage, signIn } from './lib/browser.mjs'
import { agreeToAllTerms } from './lib/portal.mjs'
import { portfolioTexts } from './lib/texts.mjs'
let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
test('dbg', async () => {
  await fetch(`${apiUrl}/__mock/hostile`, { method: 'POST' })
  const { context, page } = await newPortalPage(browser)
  await signIn(page, 'investor')
  await heading(page, 'Home').waitFor()
  await page.getByRole('button', { name: portfolioTexts.reviewTerms }).click()
  await agreeToAllTerms(page, { wait: 5000 })
  const table = page.getByRole('table', { name: portfolioTexts.fundsCaption })
  const b = table.getByRole('button', { name: /^Your net IRR of .*: -?[\d.()]+%\./su }).first()
  await b.waitFor({ timeout: 30000 })
  console.log('BUTTON', await b.getAttribute('aria-label'))
  await b.click()
  const d = page.getByRole('dialog')
  await d.getByText('The arithmetic').waitFor()
  console.log('CELLS', JSON.stringify(await d.locator('tbody tr').first().innerHTML()).slice(0, 1500))
  await context.close()
})
