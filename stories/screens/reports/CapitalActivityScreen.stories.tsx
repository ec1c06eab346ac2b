import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { endpoints } from '../../../src/api'
import { componentTexts } from '../../../src/components'
import {
  capitalActivityTexts as texts,
  investorRequestTypeOptions,
  paths,
  rejectionTexts,
  sanitizeFileName,
} from '../../../src/domain'
import { CapitalActivityScreen } from '../../../src/screens/reports/capitalActivity/CapitalActivityScreen'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { DOCUMENT_SEARCH, neverAnswers, nextSavedFile } from '../screenHelpers'
import {
  answers,
  fitsANarrowScreen,
  impersonateInvestor,
  noCapitalActivity,
  nothingRanNorWidened,
  reportStorySetup,
} from './reportHelpers'
import { mockState } from '../../../mocks/state'

const CF_REPORT = endpoints.cashFlowReport.path()

const lists = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: texts.upcomingHeading }, { timeout: 15_000 })
const upcomingList = async (canvasElement: HTMLElement) => {
  await lists(canvasElement)
  return within(canvasElement).getByRole('list', { name: texts.upcomingHeading })
}
const pastList = async (canvasElement: HTMLElement) => {
  await lists(canvasElement)
  return within(canvasElement).getByRole('list', { name: texts.pastHeading })
}

/** Every fund's flows answer none: each notice is one without cash flows (past ones overdue). */
const noFlows = { msw: { handlers: [http.post(`*${CF_REPORT}`, () => HttpResponse.json([]))] } }

/**
 * Capital activity (issue 64, /reporting/capital-activity) against the embedded provider: every entitled fund's
 * flows (FundCashflows/Report) matched to the capital call and distribution notices (documents search).
 */
const meta = {
  title: 'Screens/Reports/CapitalActivity',
  tags: ['!autodocs'],
  component: CapitalActivityScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.capitalActivity },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CapitalActivityScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The investor's calls not yet due (the quarter under way's, noticed 3 business days ago), the soonest first, each
 * with its notice, 'Add to calendar' and the wire warning; then the past calls and distributions, paid.
 */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const upcoming = within(await upcomingList(canvasElement))
    const calls = upcoming.getAllByRole('listitem')
    await expect(calls.length).toBeGreaterThan(0)
    const first = within(calls[0]!)
    await expect(first.getByText(/^Due in \d+ days?$|^Due today$/)).toBeVisible()
    await expect(first.getByText(texts.wireFraudNotice)).toBeVisible()
    await expect(within(await pastList(canvasElement)).getAllByText(/^Paid( out)?$/)[0]).toBeVisible()
    await expect(within(canvasElement).getByText(/^\d+ unread notices?$/)).toBeVisible()
    // The reminder: an all-day event on the due date with its alarm.
    const saved = nextSavedFile()
    await userEvent.click(first.getByRole('button', { name: /^Add to calendar: the capital call of/ }))
    const file = await saved
    await expect(file.fileName).toMatch(/^Capital call .+\.ics$/)
    const text = await file.blob.text()
    await expect(text).toContain('BEGIN:VALARM')
    await expect(text).toMatch(/SUMMARY:Capital call: /)
  },
}

/** Reading a notice opens it in the portal's viewer and marks it read: one unread notice fewer. */
export const OpensNotice: Story = {
  play: async ({ canvasElement }) => {
    const upcoming = within(await upcomingList(canvasElement))
    const status = within(canvasElement).getByText(/unread notice/)
    const before = Number(/\d+/.exec(status.textContent ?? '')?.[0])
    const unread = upcoming.getAllByText(texts.unread)[0]!
    const link = within(unread.parentElement!).getByRole('link')
    await userEvent.click(link)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 15_000 },
    )
    await expect(dialog).toBeVisible()
    await waitFor(() => expect(status.textContent).toContain(String(before - 1)), { timeout: 15_000 })
  },
  parameters: { visual: { disable: true } },
}

export const Loading: Story = {
  parameters: { ...neverAnswers('POST', CF_REPORT), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: texts.loading }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** No flows and no notices: nothing to list. */
export const Empty: Story = {
  parameters: noCapitalActivity,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(texts.noActivity, {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/** Notices whose calls have no cash flows: past their due date, 'No payment recorded'; each marked. */
export const Overdue: Story = {
  parameters: noFlows,
  play: async ({ canvasElement }) => {
    const past = within(await pastList(canvasElement))
    await expect(past.getAllByText(/^No payment recorded, \d+ days? after its due date$/)[0]).toBeVisible()
    await expect(past.getAllByText(texts.matches.noFlows)[0]).toBeVisible()
    await expect(past.getAllByText(texts.amountInNotice)[0]).toBeVisible()
  },
}

/** Cash flows without their notices (the notice search answers none): each marked 'No notice found'. */
export const Unmatched: Story = {
  parameters: answers('POST', DOCUMENT_SEARCH, 204),
  play: async ({ canvasElement }) => {
    const past = within(await pastList(canvasElement))
    await expect(past.getAllByText(texts.matches.noNotice).length).toBeGreaterThan(1)
    await expect(within(canvasElement).getByText(texts.unreadNotices(0))).toBeVisible()
  },
}

/** The flows fail: the cash flows' §8 text and 'Try again', which loads the page. */
export const Failed: Story = {
  parameters: answers('POST', CF_REPORT, 500, 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      rejectionTexts.cashFlowReports,
    )
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await upcomingList(canvasElement)).toBeVisible()
  },
}

/** 'Update Wire Instructions' opens the investor request with that type chosen. */
export const UpdateWireInstructions: Story = {
  play: async ({ canvasElement }) => {
    await lists(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.updateWireInstructions }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 8000 })
    const wire = investorRequestTypeOptions.find((option) => option.value === 'update-wire-instructions')!
    await expect(within(dialog).getByRole('button', { name: /^Request type/ })).toHaveTextContent(wire.label)
    // The wire instructions' own fields are there: the type is chosen, not only shown.
    await expect(within(dialog).getByRole('textbox', { name: /^Bank name/ })).toBeVisible()
  },
}

/** Acting as the investor: no request can be sent, and the button says why it is off. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await lists(canvasElement)
    const button = within(canvasElement).getByRole('button', { name: texts.updateWireInstructions })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAccessibleDescription(texts.updateWireInstructionsUnavailable)
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await lists(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}

/**
 * The hostile corpus in every name the page shows (funds, accounts, notice titles) and in the reminder's file name:
 * shown as text, never run, nothing wider than the page, the file name sanitised.
 */
export const HostileNames: Story = {
  // Not pictured: the corpus's megabyte-long title made a picture too large to compare; the play measures it.
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    const upcoming = await upcomingList(canvasElement)
    const past = await pastList(canvasElement)
    for (const list of [upcoming, past])
      await expect(list.querySelector('script, img, iframe, svg:not([aria-hidden]), style, input')).toBeNull()
    await expect(past.textContent).toContain('<')
    // A megabyte-long notice title keeps to its two lines: the page does not grow by it.
    const titles = [...upcoming.querySelectorAll('a > span'), ...past.querySelectorAll('a > span')]
    await expect(titles.length).toBeGreaterThan(0)
    for (const title of titles) await expect(title.getBoundingClientRect().height).toBeLessThan(80)
    const saved = nextSavedFile()
    await userEvent.click(within(upcoming).getAllByRole('button', { name: /^Add to calendar: / })[0]!)
    const fileName = (await saved).fileName
    await expect(fileName).toBe(sanitizeFileName(fileName))
    await expect(fileName).not.toMatch(/[\\/:*?"<>|]/)
    await nothingRanNorWidened(canvasElement)
  },
}
