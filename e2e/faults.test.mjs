import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, test } from 'node:test'
import { apiUrl, heading, launch, newPortalPage, provider, signIn } from './lib/browser.mjs'

/**
 * The fault matrix of the start-up calls (spec §7 "At startup the user loads first…", §8): for each call the
 * portal makes while starting, every fault the provider can show, and what the investor must see.
 *   'error screen'  the render-error screen of §2.3 ('Something went wrong.' / 'Please try to refresh the page.')
 *   'sign-in'       the 401 rule: session cleared, sign-in page of the provider
 *   'home'          the portal starts normally (failures only logged, §8), with no warning shown
 */
const startupCalls = [
  { method: 'GET', path: '/entitlements/v1/user/profile', failure: 'error screen', empty: 'error screen' },
  { method: 'GET', path: '/entitlements/v1/user/Terms', failure: 'home', empty: 'home' },
  { method: 'GET', path: '/entitlements/v1/user/EntitledEntities', failure: 'home', empty: 'home' },
  { method: 'GET', path: '/entitlements/v1/user/EntitledAccounts', failure: 'home', empty: 'home' },
  { method: 'GET', path: '/entitlements/v1/user/InvestorAccountGroups', failure: 'home', empty: 'home' },
  { method: 'GET', path: '/documents/v1/DocumentTypes', failure: 'home', empty: 'home' },
  { method: 'POST', path: '/documents/v1/Users/documents/actionRequired', failure: 'home', empty: 'home' },
]

const faults = [
  { name: '500', fault: { status: 500 }, expect: (call) => call.failure },
  { name: 'network error', fault: { network: true }, expect: (call) => call.failure },
  { name: '204', fault: { status: 204 }, expect: (call) => call.empty },
  { name: '401', fault: { status: 401 }, expect: () => 'sign-in' },
  { name: 'slow (1500 ms)', fault: { delayMs: 1500 }, expect: () => 'home' },
]

let browser
before(async () => (browser = await launch()))
after(async () => browser?.close())
beforeEach(() => provider.reset())

async function expectOutcome(page, outcome) {
  if (outcome === 'error screen') {
    await page.getByRole('heading', { name: 'Something went wrong.' }).waitFor()
    await page.getByText('Please try to refresh the page.').waitFor()
  } else if (outcome === 'sign-in') {
    await page.waitForURL((url) => url.origin === apiUrl && url.pathname === '/signin')
  } else {
    await heading(page, 'Home').waitFor()
    assert.equal(await page.getByText('Something went wrong.').count(), 0)
    assert.equal(await page.getByText('Error!').count(), 0, 'no warning notification')
  }
}

describe('fault matrix: start-up calls', () => {
  for (const call of startupCalls) {
    for (const { name, fault, expect } of faults) {
      const outcome = expect(call)
      test(`${call.method} ${call.path} answering ${name} → ${outcome}`, async () => {
        const { context, page, problems } = await newPortalPage(browser)
        await signIn(page, 'investor')
        await heading(page, 'Home').waitFor()
        await page.waitForLoadState('networkidle')
        // Persistent until the next reset: the browser itself retries a GET whose connection dropped.
        await provider.faults([{ method: call.method, path: call.path, ...fault }])
        await page.reload()
        await expectOutcome(page, outcome)
        assert.deepEqual(problems, [], 'no unhandled rejection or page error')
        await context.close()
      })
    }
  }
})
