import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { apiUrl, heading, launch, newPortalPage, portalUrl, provider, signIn } from './lib/browser.mjs'

const texts = {
  agree: 'I AGREE',
  disagree: 'I DO NOT AGREE',
  startImpersonation: 'Start Impersonation',
  stopImpersonating: 'Stop Impersonating',
}

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

async function acceptAllTerms(page) {
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  while (await dialog.isVisible()) {
    await dialog.getByRole('button', { name: texts.agree }).click()
    await page.waitForTimeout(50)
  }
}

const mainNav = (page) => page.getByRole('navigation', { name: 'Main' })

describe('investor journeys over HTTP', () => {
  test('signs in, moves through the tabs, opens a report, and signs out', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    await mainNav(page).getByRole('link', { name: 'Data Rooms', exact: true }).click()
    await heading(page, /Data Rooms/).waitFor()
    await mainNav(page).getByRole('button', { name: 'Reporting' }).click()
    await page.getByRole('menuitem', { name: 'Capital Account Statement' }).click()
    await acceptAllTerms(page)
    await heading(page, 'Capital Account Statement').waitFor()

    // Back and forward move through the portal's history.
    await page.goBack()
    await heading(page, /Data Rooms/).waitFor()
    await page.goForward()
    await heading(page, 'Capital Account Statement').waitFor()

    await page.getByRole('button', { name: /Margaret Ellison/ }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.origin === apiUrl)
    const session = await page.request.get(`${apiUrl}/entitlements/v1/user/profile`)
    assert.equal(session.status(), 401)
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('a deep link opened before sign-in is followed after it', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await page.goto(`${portalUrl}/documents`)
    await page.waitForURL((url) => url.origin === apiUrl && url.pathname === '/signin')
    await page.getByRole('link', { name: 'investor' }).click()
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    assert.deepEqual(problems, [])
    await context.close()
  })

  test('a 401 mid-session returns to the same page after signing in again', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor', '/documents')
    await heading(page, /Documents/).waitFor()
    await provider.faults([{ method: 'GET', path: '/entitlements/v1/user/profile', status: 401, times: 1 }])
    await page.reload()
    await page.waitForURL((url) => url.origin === apiUrl)
    await signIn(page, 'investor')
    await heading(page, /Documents/).waitFor()
    assert.equal(new URL(page.url()).pathname, '/documents')
    await context.close()
  })

  test('an absolute or protocol-relative deep link is never followed', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'investor')
    await heading(page, 'Home').waitFor()
    for (const target of ['//evil.example.com/phish', 'https://evil.example.com/phish']) {
      await page.evaluate(async (deepLink) => {
        window.localStorage.clear()
        window.sessionStorage.setItem('investorPortal.deepLink', deepLink)
      }, target)
      await page.reload()
      await heading(page, 'Home').waitFor()
      assert.equal(new URL(page.url()).origin, portalUrl)
    }
    await context.close()
  })
})

describe('terms and impersonation over HTTP', () => {
  test('the newcomer who declines the sitewide terms is signed out', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: texts.disagree }).click()
    while (await dialog.isVisible()) await dialog.getByRole('button', { name: texts.agree }).click()
    await page.waitForURL((url) => url.origin === apiUrl)
    assert.equal((await page.request.get(`${apiUrl}/entitlements/v1/user/profile`)).status(), 401)
    await context.close()
  })

  test('the newcomer who accepts reaches home, and the Once terms are recorded', async () => {
    const { context, page } = await newPortalPage(browser)
    await signIn(page, 'newcomer')
    await acceptAllTerms(page)
    await heading(page, 'Home').waitFor()
    const posts = (await provider.requests()).filter(
      (r) => r.method === 'POST' && r.path === '/entitlements/v1/user/Terms',
    )
    assert.equal(posts.length, 1)
    await context.close()
  })

  test('an administrator impersonates an investor, and nothing the investor owns is written meanwhile', async () => {
    const { context, page, problems } = await newPortalPage(browser)
    await signIn(page, 'admin', '/administration/impersonate')
    await page.getByLabel('User email').fill('margaret.ellison@example.com')
    await page.getByRole('button', { name: texts.startImpersonation }).click()
    await page
      .getByText('You are logged in as Dana Whitfield. You currently impersonate Margaret Ellison')
      .waitFor()
    await mainNav(page).getByRole('link', { name: 'Documents', exact: true }).click()
    await heading(page, /Documents/).waitFor()
    await page.getByRole('button', { name: texts.stopImpersonating }).first().click()
    await heading(page, 'Home').waitFor()
    const writes = (await provider.requests()).filter(
      (r) =>
        r.method !== 'GET' &&
        /\/(read|actionItem)\/|UserPreferences|\/user\/Terms$|InvestorAccountGroups/.test(r.path),
    )
    assert.deepEqual(writes, [])
    assert.deepEqual(problems, [])
    await context.close()
  })
})
