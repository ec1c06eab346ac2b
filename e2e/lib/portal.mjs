import {
  componentTexts,
  dataGridTexts,
  documentsScreenTexts,
  errorScreenTexts,
  notificationTitles,
  termsDialogTexts,
} from './texts.mjs'

/** Locators and steps of the portal's screens shared by the journeys, the fault matrix and the hostile checks. */
export const mainNav = (page) => page.getByRole('navigation', { name: 'Main' })

/** The logo in the top bar, which leads home. */
export const homeLink = (page) =>
  page.getByRole('banner').getByRole('link', { name: componentTexts.brandName })

/** An 'Error!' notification carrying the text. */
export const warning = (page, text) =>
  page.getByRole('alert', { name: notificationTitles.warning }).filter({ hasText: text })

/** A 'Success!' notification carrying the text. */
export const success = (page, text) =>
  page.getByRole('status', { name: notificationTitles.info }).filter({ hasText: text })

export const anyWarning = (page) => page.getByRole('alert', { name: notificationTitles.warning })

export const errorScreen = (page) => page.getByRole('heading', { name: errorScreenTexts.title })

export const documentsGrid = (page) => page.getByRole('table', { name: documentsScreenTexts.gridLabel })

/** The loaded rows of a document grid (the virtualised list renders only the visible ones). */
export const gridRows = (grid) => grid.locator('tbody tr[data-row]')

/** Rows whose read cell says Unread. */
export const unreadRows = (grid) =>
  gridRows(grid).filter({ has: grid.page().getByText(dataGridTexts.unread, { exact: true }) })

/** Agrees to every terms dialog that is open now or opens within a moment. */
export async function agreeToAllTerms(page, { wait = 1000 } = {}) {
  const dialog = page.getByRole('dialog')
  if (
    !(await dialog.waitFor({ timeout: wait }).then(
      () => true,
      () => false,
    ))
  )
    return
  while (await dialog.isVisible()) {
    // The dialog's name is its title: the term, and its place among several.
    const term = await dialog.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    )
    await dialog.getByRole('button', { name: termsDialogTexts.agree }).click()
    // Answered: the dialog has moved on to the next term, or closed.
    await page.getByRole('dialog', { name: term, exact: true }).waitFor({ state: 'detached' })
  }
}

/**
 * Resolves with the `count`-th answer the predicate picks, counting from now: start it before the step that asks.
 * Playwright's timeout bounds the wait.
 */
export function answered(page, picks, count = 1) {
  let seen = 0
  return page.waitForResponse((response) => picks(response) && ++seen === count)
}

/** Whether a response answers the provider call `method path` (the path exactly, or matching a RegExp). */
export const answers = (method, path) => (response) =>
  response.request().method() === method &&
  (typeof path === 'string'
    ? new URL(response.url()).pathname === path
    : path.test(new URL(response.url()).pathname))

/**
 * Counts scroll events anywhere in the page (scrolling elements included), so a step can wait for a wheel to
 * have scrolled something instead of waiting a while.
 */
export async function scrollEvents(page) {
  await page.evaluate(() => {
    window.__scrollEvents = 0
    document.addEventListener('scroll', () => void (window.__scrollEvents += 1), { capture: true })
  })
  return {
    count: () => page.evaluate(() => window.__scrollEvents),
    after: (count) => page.waitForFunction((seen) => window.__scrollEvents > seen, count),
  }
}
