import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

export const portalUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:4173'
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4010'

/** Debian's Chromium with the flags this machine needs (scripts/chromium.mjs). */
export function launch() {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
}

async function portalContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  // A step that has not happened in 15 s will not happen: fail with its call log instead of waiting 30 s.
  context.setDefaultTimeout(15_000)
  return context
}

/** A new page that records page errors and dialogs, so a journey can assert that nothing failed quietly. */
async function watchedPage(context) {
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return { context, page, problems }
}

/** A fresh browser context (no cookies, no storage, no cache) and its page. */
export async function newPortalPage(browser) {
  return watchedPage(await portalContext(browser))
}

/**
 * Pages one after another in one context, each starting with no cookies and no storage but with the portal's files
 * in the browser's cache, as a returning investor's browser has them (the provider's answers are not cacheable).
 * For a suite of many short starts (the fault matrix): each saves the fetching and compiling of the portal's
 * files again, about a fifth of a CPU-second on the 2-core CI machine. `close` ends a page and clears what it
 * left.
 */
export async function reusedPortalContext(browser) {
  const context = await portalContext(browser)
  const origins = [new URL(portalUrl).origin, new URL(apiUrl).origin]
  return {
    async newPage() {
      const opened = await watchedPage(context)
      const close = async () => {
        const session = await context.newCDPSession(opened.page)
        for (const origin of origins)
          await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' })
        await opened.page.close()
        await context.clearCookies()
      }
      return { ...opened, close }
    },
  }
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
