import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.1 A and AA, as the stories' axe runs check them. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's violations of the page as it is now: one line per rule with its first nodes. */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(
    async (tags) =>
      (await window.axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')})`,
      ),
    AXE_TAGS,
  )
  return violations
}

/** How far the page scrolls sideways (0 when it fits), and the widest elements that stick out. */
export async function sidewaysOverflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const outside = (element) => element.getBoundingClientRect().right > width + 1
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => outside(element) && ![...element.children].some(outside))
      .slice(0, 3)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      )
    return { by: document.documentElement.scrollWidth - width, culprits }
  })
}

/**
 * Tables wider than the frame that holds them (the nearest element that scrolls or clips them sideways) where that
 * frame is not a labelled region the keyboard can scroll.
 */
export function unlabelledScrollingTables(page) {
  return page.evaluate(() => {
    const frameOf = (table) => {
      for (
        let element = table.parentElement;
        element && element.tagName !== 'MAIN';
        element = element.parentElement
      )
        if (
          getComputedStyle(element).overflowX !== 'visible' &&
          element.scrollWidth > element.clientWidth + 1
        )
          return element
      return null
    }
    const scrollableRegion = (frame) =>
      ['auto', 'scroll'].includes(getComputedStyle(frame).overflowX) &&
      frame.getAttribute('role') === 'region' &&
      Boolean(frame.getAttribute('aria-label')) &&
      frame.tabIndex === 0
    return [...document.querySelectorAll('main table')]
      .filter((table) => {
        const frame = frameOf(table)
        return frame !== null && !scrollableRegion(frame)
      })
      .map((table) => table.getAttribute('aria-label') ?? table.caption?.textContent ?? 'a table')
  })
}

/**
 * Goes to a path inside the portal as its own links do (history and a popstate, no reload), then waits for the
 * page's heading (or a terms dialog it asks first) and for its loading indicators to be gone.
 */
export async function openInApp(page, path) {
  // The page left is marked, so the wait below is for the next page's heading, not the last one's (unless the
  // path asked for is the one shown: its heading stays).
  await page.evaluate((to) => {
    if (`${window.location.pathname}${window.location.search}` !== to)
      document.querySelector('main h1')?.setAttribute('data-left', '')
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  // A path that leads back to the page shown (a redirect home from home) keeps its heading: then that one.
  await page
    .locator('main h1:not([data-left])')
    .or(page.getByRole('dialog'))
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => page.locator('main h1').first().waitFor())
  if (await page.getByRole('dialog').count()) return
  await settle(page)
}

/** The page has its heading and nothing is loading (no labelled spinner). */
export async function settle(page) {
  await page.locator('main h1').first().waitFor()
  await page
    .waitForFunction(() => !document.querySelector('main [role="status"][aria-label]'), null, {
      timeout: 8000,
    })
    .catch(() => undefined)
}
