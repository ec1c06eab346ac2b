import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { hostileText } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { endpoints } from '../../../src/api'
import { componentTexts, dataGridTexts, videoTexts } from '../../../src/components'
import {
  capitalActivityTexts,
  featureFlagsFor,
  paths,
  rejectionTexts,
  successTexts,
  warningTexts,
} from '../../../src/domain'
import { HomeScreen } from '../../../src/screens/Home'
import { NeedsAttention, attentionTexts as texts } from '../../../src/screens/Home/attention'
import { NextEvents } from '../../../src/screens/Home/attention/NextEvents'
import { UnreadDocuments } from '../../../src/screens/Home/attention/UnreadDocuments'
import { portfolioTexts } from '../../../src/screens/Home/portfolio/texts'
import { homeTexts } from '../../../src/screens/Home/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import {
  DOCUMENT_SEARCH,
  nextSavedFile,
  requestLog,
  screenOf,
  searchAnswers,
  searchBodies,
} from '../screenHelpers'
import { answerAllTerms } from '../../app/journeyHelpers'
import { noCapitalActivity } from '../reports/reportHelpers'

const EVENTS = endpoints.calendarEvents.path()

/**
 * Home's 'What needs attention' (NeedsAttention): the recent unread documents (UnreadDocuments) and the next events
 * (NextEvents), each on its own. Each part fetches its own list, so its states are drawn on home against the mock,
 * in a session that has accepted the reporting terms (home whole, its portfolio's figures included).
 */
const meta = {
  title: 'Screens/Home/Needs Attention',
  component: HomeScreen,
  subcomponents: { NeedsAttention, UnreadDocuments, NextEvents },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: texts.heading }, { timeout: 8000 }))
const unreadList = async (canvasElement: HTMLElement) =>
  (await section(canvasElement)).findByRole('list', { name: texts.unreadList }, { timeout: 8000 })
const eventsList = async (canvasElement: HTMLElement) =>
  (await section(canvasElement)).findByRole('list', { name: texts.eventsList }, { timeout: 8000 })

/** A list's placeholder (its box's min-height) is the height of its loaded rows, to the pixel. */
async function holdsItsHeight(list: HTMLElement) {
  const reserved = parseFloat(getComputedStyle(list.parentElement!).minHeight)
  await expect(Math.abs(reserved - list.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
}

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const documents = await unreadList(canvasElement)
    await expect(within(documents).getAllByRole('listitem')).toHaveLength(5)
    await expect(within(documents).getAllByRole('button', { name: /^Download / })).toHaveLength(5)
    const events = await eventsList(canvasElement)
    const links = within(events).getAllByRole('link')
    await expect(links).toHaveLength(3)
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/my-calendar\/.+/)
    const area = await section(canvasElement)
    await expect(area.getByRole('link', { name: texts.allUnread })).toHaveAttribute(
      'href',
      '/documents?status=Unread',
    )
    await expect(area.getByRole('link', { name: texts.allEvents })).toHaveAttribute('href', paths.calendar)
    // The library's own search: unread, newest first, one page of five.
    // (The next capital call's notice search, 500 a page, is another.)
    await expect((await searchBodies()).find((body) => body.count === 5)).toMatchObject({
      readFlag: false,
      count: 5,
      start: 1,
      sortKey: 'publishDate',
      sortDirection: 'DESC',
    })
    // Each list's placeholder held exactly its loaded height: nothing below moved when the rows came in.
    for (const list of [documents, events]) await holdsItsHeight(list)
    // The notice stays first.
    const notice = within(canvasElement).getByText(homeTexts.actionNoticeTitle)
    await expect(notice.compareDocumentPosition(events) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  },
}

/** Both lists loading: each shows its own placeholder, holding its rows' height. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: withFaults([
        { method: 'POST', path: DOCUMENT_SEARCH, hang: true },
        { method: 'GET', path: EVENTS, hang: true },
      ]),
    },
    visual: { staysBusy: true },
  },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement)
    await expect(await area.findByRole('status', { name: texts.loadingUnread })).toBeVisible()
    await expect(area.getByRole('status', { name: texts.loadingEvents })).toBeVisible()
    await expect(await within(canvasElement).findByText(homeTexts.disclaimer)).toBeVisible()
    // The portfolio's panels are drawn (its history still loading): pictured once the page has its full length,
    // with the featured video and the funds' table above the history (under load they came after its heading, and
    // the page was pictured 700 px short).
    const page = within(canvasElement)
    const { play: playVideo } = videoTexts
    await expect(
      await page.findByRole('heading', { name: portfolioTexts.historyHeading }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(
      await page.findByRole('table', { name: portfolioTexts.fundsCaption }, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(
      await page.findByRole('button', { name: new RegExp(`^${playVideo('')}`) }, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

export const DocumentsFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: DOCUMENT_SEARCH, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    // The next capital call asks for the notices by the same search, and fails beside it.
    const area = within((await section(canvasElement)).getByRole('region', { name: texts.unreadHeading }))
    await expect(await area.findByRole('alert')).toHaveTextContent(warningTexts.documentsLoad)
    await expect(area.getByRole('button', { name: componentTexts.retry })).toBeVisible()
    await expect(within(await eventsList(canvasElement)).getAllByRole('listitem')).toHaveLength(3)
    await expect(await within(canvasElement).findByText(homeTexts.disclaimer)).toBeVisible()
  },
}

export const EventsFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: EVENTS, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement)
    await expect(await area.findByRole('alert')).toHaveTextContent(rejectionTexts.data)
    await expect(within(await unreadList(canvasElement)).getAllByRole('listitem')).toHaveLength(5)
    await expect(await within(canvasElement).findByText(homeTexts.disclaimer)).toBeVisible()
  },
}

export const NoUnreadDocuments: Story = {
  parameters: searchAnswers(204),
  play: async ({ canvasElement }) => {
    const area = await section(canvasElement)
    await expect(await area.findByText(texts.noUnread)).toBeVisible()
    await expect(area.getByRole('link', { name: texts.allUnread })).toBeVisible()
    await expect(within(await eventsList(canvasElement)).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const CalendarOff: Story = {
  beforeEach: () => {
    currentPortalState().flags = featureFlagsFor('production')
  },
  play: async ({ canvasElement }) => {
    await unreadList(canvasElement)
    const area = await section(canvasElement)
    await expect(area.queryByRole('heading', { name: texts.eventsHeading })).toBeNull()
    await expect(area.queryByRole('link', { name: texts.allEvents })).toBeNull()
    await expect((await requestLog()).some((r) => r.path.endsWith(EVENTS))).toBe(false)
  },
}

/** Titles, fund names and event titles from the hostile corpus show as text, clipped; nothing runs or scrolls. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    const documents = await unreadList(canvasElement)
    const events = await eventsList(canvasElement)
    const titles = within(events)
      .getAllByRole('link')
      .map((link) => link.textContent)
    await expect(titles.some((title) => title?.includes('<') || title === hostileText(0))).toBe(true)
    for (const list of [documents, events])
      await expect(list.querySelector('script, img, iframe, svg:not([aria-hidden]), style, input')).toBeNull()
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** One click downloads the newest unread document; it is marked read (the provider is told) and leaves the list. */
export const DownloadFromList: Story = {
  play: async ({ canvasElement }) => {
    const documents = await unreadList(canvasElement)
    const button = within(documents).getAllByRole('button', { name: /^Download / })[0]!
    const title = button.getAttribute('aria-label')!.slice(dataGridTexts.download('').length)
    const saved = nextSavedFile()
    await userEvent.click(button)
    if (
      await screenOf(canvasElement)
        .findByRole('dialog', {}, { timeout: 1000 })
        .catch(() => null)
    )
      await answerAllTerms(canvasElement)
    const file = await saved
    await expect(file.fileName).toMatch(/\.\w+$/)
    await expect(await screenOf(canvasElement).findByText(successTexts.documentDownload)).toBeVisible()
    await waitFor(async () =>
      expect((await requestLog()).some((r) => r.method === 'POST' && /\/read\/true$/.test(r.path))).toBe(
        true,
      ),
    )
    await waitFor(() => expect(within(documents).getAllByRole('listitem')).toHaveLength(4))
    await expect(within(documents).queryByRole('button', { name: dataGridTexts.download(title) })).toBeNull()
  },
}

export const Narrow: Story = {
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await holdsItsHeight(await unreadList(canvasElement))
    await holdsItsHeight(await eventsList(canvasElement))
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

const CF_REPORT = endpoints.cashFlowReport.path()
const nextCall = async (canvasElement: HTMLElement) =>
  within((await section(canvasElement)).getByRole('region', { name: capitalActivityTexts.nextCallHeading }))

/**
 * The next capital call (issue 64): the soonest call due, its amount, fund, account and due date, 'Add to calendar'
 * (an .ics with its alarm) and the way to the capital activity page.
 */
export const NextCapitalCall: Story = {
  play: async ({ canvasElement }) => {
    const call = await nextCall(canvasElement)
    const remind = await call.findByRole(
      'button',
      { name: /^Add to calendar: the capital call of/ },
      { timeout: 15_000 },
    )
    await expect(call.getByText(/^[A-Z]{3} [\d,]+\.\d\d$/)).toBeVisible()
    await expect(call.getByText(/Due in \d+ days?$|Due today$/)).toBeVisible()
    await expect(call.getByRole('link', { name: capitalActivityTexts.allActivity })).toHaveAttribute(
      'href',
      paths.capitalActivity,
    )
    const saved = nextSavedFile()
    await userEvent.click(remind)
    const file = await saved
    await expect(file.fileName).toMatch(/\.ics$/)
    await expect(await file.blob.text()).toContain('BEGIN:VALARM')
  },
}

/** No call due: 'No capital calls due'. */
export const NoCapitalCallsDue: Story = {
  parameters: noCapitalActivity,
  play: async ({ canvasElement }) => {
    const call = await nextCall(canvasElement)
    await expect(
      await call.findByText(capitalActivityTexts.noCallsDue, {}, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/** The flows fail: their §8 text and 'Try again' in the next call's place; the rest of home is unharmed. */
export const NextCapitalCallFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: CF_REPORT, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    const call = await nextCall(canvasElement)
    await expect(await call.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      rejectionTexts.cashFlowReports,
    )
    await expect(within(await unreadList(canvasElement)).getAllByRole('listitem')).toHaveLength(5)
  },
}
