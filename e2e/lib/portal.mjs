import {
  componentTexts,
  dataGridTexts,
  documentsScreenTexts,
  errorScreenTexts,
  investorRequestTexts,
  notificationTitles,
  profileTexts,
  termsDialogTexts,
  utilityMenuTexts,
} from './texts.mjs'
import { provider } from './browser.mjs'
import { endpoints } from './endpoints.mjs'

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

/** A choice on the profile (a preference, the group), by its label. */
export const profileField = (page, label) => page.getByRole('button', { name: new RegExp(`^${label}`) })

export async function chooseOnProfile(page, label, option) {
  await profileField(page, label).click()
  await page.getByRole('option', { name: option }).click()
}

export const groupNameBox = (page) => page.getByRole('textbox', { name: profileTexts.groupName })

/** The group editor's list of accounts to pick. */
export const accountList = (page) => page.getByRole('listbox', { name: profileTexts.accounts })

/** The header's investor request icon. */
export const investorRequestButton = (page) =>
  page.getByRole('banner').getByRole('button', { name: utilityMenuTexts.investorRequest })

export const investorRequestDialog = (page) =>
  page.getByRole('dialog', { name: utilityMenuTexts.investorRequest })

/** Opens the investor request dialog from the header and chooses a type (its label). */
export async function startInvestorRequest(page, typeLabel) {
  await investorRequestButton(page).click()
  const dialog = investorRequestDialog(page)
  await dialog.getByRole('button', { name: new RegExp(`^${investorRequestTexts.requestType}`) }).click()
  await page.getByRole('option', { name: typeLabel, exact: true }).click()
  return dialog
}

/** Opens a list of the request dialog (by its label) once it may be used, and returns the list. */
export async function openRequestList(page, dialog, label) {
  const field = dialog.getByRole('button', { name: new RegExp(`^${label}`) })
  await field.and(page.locator(':enabled')).waitFor()
  await field.click()
  const list = page.getByRole('listbox', { name: label })
  await list.getByRole('option').first().waitFor()
  return list
}

/** Chooses the first fund of the request dialog and the first of its accounts. */
export async function chooseFirstFundAndAccount(page, dialog) {
  for (const label of [investorRequestTexts.funds, investorRequestTexts.accounts]) {
    await (await openRequestList(page, dialog, label)).getByRole('option').first().click()
    await page.keyboard.press('Escape')
  }
}

/**
 * Agrees to every terms dialog that is open now or opens within a moment. With `until` (what the page shows once
 * no term is asked, e.g. its heading), it waits for the dialog or that, whichever comes, rather than a fixed moment.
 */
export async function agreeToAllTerms(page, { wait = 1000, until } = {}) {
  const dialog = page.getByRole('dialog')
  if (until) await dialog.or(until).first().waitFor()
  else if (
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

/**
 * Opens a report from the reports drawer, expanding the drawer first where a report too wide to fit beside it has
 * collapsed it.
 */
export async function openFromReportsDrawer(page, href) {
  const drawer = page.getByRole('complementary', { name: componentTexts.reportsDrawer })
  const expand = drawer.getByRole('button', { name: componentTexts.expandDrawer })
  if (await expand.count()) await expand.click()
  await drawer.locator(`a[href="${href}"]`).click()
}

/**
 * The video in `dialog` plays: its media element reports loaded data, its English captions are showing, and
 * after the play button is pressed its time moves on. Resolves with what the element reports.
 */
export async function videoPlays(page, dialog) {
  const video = dialog.locator('video')
  await video.waitFor({ state: 'attached' })
  await page.waitForFunction(
    (element) =>
      element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA &&
      element.textTracks[0]?.mode === 'showing' &&
      (element.textTracks[0]?.cues?.length ?? 0) > 0,
    await video.elementHandle(),
    { timeout: 15_000 },
  )
  await dialog.getByRole('button', { name: 'play', exact: true }).click()
  await page.waitForFunction(
    (element) => !element.paused && element.currentTime > 0.2,
    await video.elementHandle(),
    {
      timeout: 10_000,
    },
  )
  return video.evaluate((element) => ({
    src: element.currentSrc,
    captions: element.textTracks[0]?.label,
    duration: element.duration,
  }))
}

/**
 * After a document's name is clicked: agrees to each terms dialog asked first, until the viewer is the dialog open
 * (it has no 'I AGREE'). Resolves with the dialogs' locator (the viewer, unless the session ended).
 */
export async function agreeUntilViewer(page) {
  const dialog = page.getByRole('dialog')
  for (let answered = 0; answered < 10; answered++) {
    // No dialog at all: the file call may have ended the session (a 401 goes to sign-in), for the caller to see.
    const shown = await dialog
      .first()
      .waitFor({ timeout: 5000 })
      .then(
        () => true,
        () => false,
      )
    if (!shown) break
    const agree = dialog.getByRole('button', { name: termsDialogTexts.agree })
    if ((await agree.count()) === 0) break
    const term = await dialog.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    )
    await agree.click()
    await page.getByRole('dialog', { name: term, exact: true }).waitFor({ state: 'detached' })
  }
  return dialog
}

/**
 * How many times the provider was told a document is read, once it has been told at least once (or five seconds
 * have passed): reading a document in the viewer marks it read, as a download does, after the file arrives.
 */
export async function readMarksOf(page, id) {
  const count = async () =>
    (await provider.requests()).filter(
      (request) => request.method === 'POST' && request.path === endpoints.documentRead.path({ id }),
    ).length
  for (let tries = 0; tries < 50 && (await count()) === 0; tries += 1) await page.waitForTimeout(100)
  return count()
}
