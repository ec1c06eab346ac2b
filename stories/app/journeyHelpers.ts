import { expect, userEvent, waitFor, within } from 'storybook/test'
import { termsDialogTexts } from '../../src/domain'

/** The document body: dialogs, menus and notifications render in portals outside the story's canvas. */
export const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Answers every term the dialog shows, one by one, until no dialog is left (it may re-render between terms). */
export async function answerAllTerms(canvasElement: HTMLElement, answer: 'agree' | 'disagree' = 'agree') {
  const screen = screenOf(canvasElement)
  await screen.findByRole('dialog', {}, { timeout: 5000 })
  const label = answer === 'agree' ? termsDialogTexts.agree : termsDialogTexts.disagree
  for (let answered = 0; answered < 20; answered++) {
    const dialog = screen.queryByRole('dialog')
    if (!dialog) break
    await userEvent.click(within(dialog).getByRole('button', { name: label }))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 })
}

/** Waits until the portal shows the page heading, and it stays (pages re-render as their data arrives). */
export async function findPageHeading(canvasElement: HTMLElement, name: string | RegExp) {
  const screen = screenOf(canvasElement)
  await screen.findByRole('heading', { level: 1, name }, { timeout: 8000 })
  await new Promise((resolve) => setTimeout(resolve, 50))
  return screen.findByRole('heading', { level: 1, name }, { timeout: 8000 })
}

/** Page navigations (sign-in, sign-out) the portal asked for, recorded by the preview. */
export const navigations = () => window.__navigations ?? []

/** Ends a journey in a still state for its screenshot: menus closed, no control focused. */
export async function settle(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}')
  ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  await new Promise((resolve) => setTimeout(resolve, 300))
}
