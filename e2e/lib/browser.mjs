import { chromium } from 'playwright-core'

export const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:4173'
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4010'

/** Debian's Chromium with the flags this machine needs. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

/**
 * A fresh browser context (no cookies, no storage) that records page errors and console errors, so a journey
 * can assert that nothing failed quietly.
 */
export async function newPortalPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // A step that has not happened in 15 s will not happen: fail with its call log instead of waiting 30 s.
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return { context, page, problems }
}

/** Signs in at the provider as a persona and comes back to a portal path. */
export async function signIn(page, persona, path = '/') {
  const returnTo = `${portalUrl}${path}`
  await page.goto(`${apiUrl}/signin?persona=${persona}&returnTo=${encodeURIComponent(returnTo)}`)
}

/** The control routes of the mock provider, called from the test process. */
export const provider = {
  async reset() {
    await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' })
    await fetch(`${apiUrl}/__mock/faults`, { method: 'DELETE' })
  },
  async faults(list) {
    const response = await fetch(`${apiUrl}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(list),
    })
    if (!response.ok) throw new Error(`faults refused: ${response.status}`)
  },
  async requests() {
    return (await fetch(`${apiUrl}/__mock/requests`)).json()
  },
}

export const heading = (page, name) => page.getByRole('heading', { level: 1, name })
