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
    await dialog.getByRole('button', { name: termsDialogTexts.agree }).click()
    await page.waitForTimeout(50)
  }
}
