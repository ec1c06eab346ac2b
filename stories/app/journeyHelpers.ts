import { expect, userEvent, waitFor, within } from 'storybook/test'
import { termsDialogTexts } from '../../src/domain'
import { attentionTexts } from '../../src/screens/Home/attention'

/** The document body: dialogs, menus and notifications render in portals outside the story's canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** A dialog's accessible name: its title (the terms dialog's names the term, and its place among several). */
const dialogName = (dialog: HTMLElement) =>
  dialog.ownerDocument.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''

/** Answers every term the dialog shows, one by one, until no dialog is left (it may re-render between terms). */
export async function answerAllTerms(canvasElement: HTMLElement, answer: 'agree' | 'disagree' = 'agree') {
  const screen = screenOf(canvasElement)
  await screen.findByRole('dialog', {}, { timeout: 5000 })
  const label = answer === 'agree' ? termsDialogTexts.agree : termsDialogTexts.disagree
  for (let answered = 0; answered < 20; answered++) {
    const dialog = screen.queryByRole('dialog')
    if (!dialog) break
    const term = dialogName(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: label }))
    // Answered: the dialog has moved on to the next term, or closed.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: term })).toBeNull())
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
}

/** The portal's page-wide spinners: start-up, a page's code on its way, a page waiting for its terms. */
const PAGE_SPINNER = /^(Loading|Loading your portal|Checking terms)$/

/**
 * Waits until the portal shows the page heading, and it stays: no page-wide spinner covers or replaces the page
 * (a page whose code or terms are still on their way re-renders), and the heading is visible.
 */
export async function findPageHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const screen = screenOf(canvasElement)
  return waitFor(
    async () => {
      await expect(screen.queryByRole('status', { name: PAGE_SPINNER })).toBeNull()
      const heading = screen.getByRole('heading', { level: 1, name })
      await expect(heading).toBeVisible()
      return heading
    },
    { timeout: 8000 },
  )
}

/**
 * Home, once its body is drawn (it waits for the action-required count, so the heading alone comes first) and no
 * part of it is still loading (its panels mark themselves aria-busy): a still page to picture.
 */
export async function findHome(canvasElement: HTMLElement) {
  const heading = await findPageHeading(canvasElement, 'Home')
  const screen = screenOf(canvasElement)
  await waitFor(
    async () => {
      await expect(screen.getByRole('region', { name: attentionTexts.heading })).toBeVisible()
      await expect(canvasElement.ownerDocument.querySelector('[aria-busy="true"]')).toBeNull()
    },
    { timeout: 8000 },
  )
  return heading
}

/** Page navigations (sign-in, sign-out) the portal asked for, recorded by the preview. */
export const navigations = () => window.__navigations ?? []

/**
 * Popups open: expanded triggers of menus, listboxes and dropdowns. Disclosures that stay open on the page do not
 * count: accordion headers (inside their headings) and the reports drawer's toggle (inside its aside).
 */
const openPopups = (document: Document) =>
  [...document.querySelectorAll('[aria-expanded="true"]')].filter(
    (element) => !element.closest('h1, h2, h3, h4, h5, h6, [role="heading"], aside'),
  )

/** Ends a journey in a still state for its screenshot: menus closed, no control focused. */
export async function settle(canvasElement: HTMLElement) {
  const document = canvasElement.ownerDocument
  await userEvent.keyboard('{Escape}')
  ;(document.activeElement as HTMLElement | null)?.blur()
  await waitFor(async () => {
    await expect(openPopups(document)).toEqual([])
    await expect([document.body, null]).toContain(document.activeElement)
  })
}
