import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { hostileText } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { calendarRegistrationFilterLabels, calendarTexts, paths, rejectionTexts } from '../../../src/domain'
import { CalendarScreen } from '../../../src/screens/Calendar'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'
import { choose, neverAnswers } from '../reports/reportHelpers'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { byStart, EVENTS, findCalendar, investorEvents, listedIds, showsCount } from './calendarHelpers'

/**
 * /my-calendar (spec §2.5) against the embedded provider: List View and Calendar View, the registration, month
 * and keyword filters, the sorts, and the states of the events call. The book is as of 16 November 2026.
 */
const meta = {
  title: 'Screens/Calendar',
  tags: ['!autodocs'],
  component: CalendarScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.calendar },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof CalendarScreen>

export default meta
type Story = StoryObj<typeof meta>

const calendarView = `${paths.calendar}?view=calendar`

/** List View: every event, earliest first, each with when (in its own time zone), where and its registration. */
export const ListView: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    const events = investorEvents()
    await showsCount(canvasElement, events.length)
    await expect(await listedIds(canvasElement)).toEqual(byStart(events))
    await expect(within(canvasElement).getByRole('tab', { name: calendarTexts.listView })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    // EVT-2418: New York, 1:00 PM on 7 November at UTC-05:00.
    const newYork = canvasElement
      .querySelector(`a[href="${paths.calendarEvent('EVT-2418')}"]`)!
      .closest('li')!
    await expect(newYork).toHaveTextContent('Nov-07-2026 1:00 PM – 2:00 PM (UTC-05:00)')
    await expect(newYork).toHaveTextContent(texts.past)
  },
}

/** Calendar View: the month of today, today chosen; choosing a day lists its events; the month moves on. */
export const CalendarView: Story = {
  parameters: { route: calendarView },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findCalendar(canvasElement)
    const grid = await canvas.findByRole('grid', {}, { timeout: 8000 })
    await expect(canvas.getByRole('region', { name: texts.monthGrid('November 2026') })).toBeVisible()
    await expect(canvas.getByText(texts.noEventsOnDay('Monday 16 November 2026'))).toBeVisible()
    await userEvent.click(within(grid).getByRole('button', { name: /^Saturday 7 November 2026, 1 event$/ }))
    await expect(await listedIds(canvasElement, texts.dayEvents('Saturday 7 November 2026'))).toEqual([
      'EVT-2418',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }))
    await expect(await canvas.findByRole('region', { name: texts.monthGrid('December 2026') })).toBeVisible()
    await expect(
      within(canvas.getByRole('grid')).getByRole('link', { name: /Secondaries Market Outlook 2026/ }),
    ).toHaveAttribute('href', paths.calendarEvent('EVT-2419'))
    await expect(canvas.getByRole('button', { name: new RegExp(`^${texts.month}`) })).toHaveTextContent(
      'December 2026',
    )
  },
}

/** The grid by keyboard: arrows move between days, Enter lists the day's events. */
export const CalendarKeyboard: Story = {
  parameters: { route: `${calendarView}&month=2026-12` },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', {}, { timeout: 8000 })
    // The month's first event day is chosen; the next day has none, and back again lists the event.
    within(grid)
      .getByRole('button', { name: /^Tuesday 8 December 2026, selected, 1 event$/ })
      .focus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(
      await within(canvasElement).findByText(texts.noEventsOnDay('Wednesday 9 December 2026')),
    ).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}{Enter}')
    await expect(await listedIds(canvasElement, texts.dayEvents('Tuesday 8 December 2026'))).toEqual([
      'EVT-2419',
    ])
    await expect(
      within(grid).getByRole('button', { name: /^Tuesday 8 December 2026, selected, 1 event$/ }),
    ).toHaveFocus()
  },
}

/** 'Registered': only the events the investor is registered for. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await choose(canvasElement, texts.registration, calendarRegistrationFilterLabels.registered)
    const registered = investorEvents().filter((event) => event.isRegistered)
    await showsCount(canvasElement, registered.length)
    await expect(await listedIds(canvasElement)).toEqual(byStart(registered))
  },
}

/** 'Non-registered': the others. */
export const NonRegistered: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await choose(canvasElement, texts.registration, calendarRegistrationFilterLabels.nonRegistered)
    const others = investorEvents().filter((event) => !event.isRegistered)
    await showsCount(canvasElement, others.length)
    await expect(await listedIds(canvasElement)).toEqual(byStart(others))
  },
}

/** A keyword finds events by title, description or location once the user pauses; Escape clears it. */
export const Keyword: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await showsCount(canvasElement, investorEvents().length)
    const search = within(canvasElement).getByRole('searchbox', { name: texts.keyword })
    await userEvent.type(search, 'singapore')
    const singapore = investorEvents().filter((event) => event.eventLocation?.includes('Singapore'))
    await showsCount(canvasElement, singapore.length)
    await expect(await listedIds(canvasElement)).toEqual(byStart(singapore))
    await userEvent.keyboard('{Escape}')
    await showsCount(canvasElement, investorEvents().length)
  },
}

/** Sorting by title, A to Z and back; by date, latest first. */
export const SortByTitle: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await choose(canvasElement, texts.sortBy, texts.sortOptions['title:ASC'])
    const titles = async () =>
      within(await within(canvasElement).findByRole('list', { name: texts.eventsLabel }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent!)
    const expected = investorEvents()
      .map((event) => event.title)
      .sort((a, b) => a.localeCompare(b))
    await waitFor(async () => expect(await titles()).toEqual(expected))
    await choose(canvasElement, texts.sortBy, texts.sortOptions['title:DESC'])
    await waitFor(async () => expect(await titles()).toEqual([...expected].reverse()))
    await choose(canvasElement, texts.sortBy, texts.sortOptions['eventStartDate:DESC'])
    await waitFor(async () =>
      expect(await listedIds(canvasElement)).toEqual(byStart(investorEvents()).reverse()),
    )
  },
}

/** The month filter in List View: one month's events, then every month again. */
export const MonthFilter: Story = {
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await choose(canvasElement, texts.month, 'January 2027')
    await expect(await listedIds(canvasElement)).toEqual(['EVT-2420', 'EVT-2421'])
    await choose(canvasElement, texts.month, texts.allMonths)
    await showsCount(canvasElement, investorEvents().length)
  },
}

/** A month without events says so above its (empty) grid. */
export const EmptyMonth: Story = {
  parameters: { route: `${calendarView}&month=2025-08` },
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await expect(
      await within(canvasElement).findByText(texts.noEventsInMonth('August 2025'), {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('grid')).toBeVisible()
    await showsCount(canvasElement, 0)
  },
}

/** Filters that match nothing in List View offer to show every event again. */
export const NothingMatches: Story = {
  parameters: { route: `${paths.calendar}?keyword=no+such+event&registration=registered` },
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await expect(await within(canvasElement).findByText(texts.noEvents, {}, { timeout: 8000 })).toBeVisible()
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.clearFilters }))
    await showsCount(canvasElement, investorEvents().length)
    await expect(within(canvasElement).getByRole('searchbox', { name: texts.keyword })).toHaveValue('')
  },
}

/** A user with no events at all (the provider answers none): said so, with nothing to clear. */
export const NoEventsAtAll: Story = {
  parameters: { persona: 'empty' },
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    await expect(
      await within(canvasElement).findByText(texts.noEventsAtAll, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: texts.clearFilters })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: neverAnswers('get', EVENTS),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: texts.loading }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** The events call fails: 'Failed to load data', and 'Try again' loads them. */
export const Failed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: EVENTS, status: 500, times: 1 }]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(rejectionTexts.data, {}, { timeout: 8000 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await showsCount(canvasElement, investorEvents().length)
  },
}

/** On a phone: the month grid marks days with a dot, and nothing scrolls sideways. */
export const Narrow: Story = {
  parameters: { pageWidth: 412, route: `${calendarView}&month=2026-12&day=2026-12-08` },
  play: async ({ canvasElement }) => {
    await expect(await listedIds(canvasElement, texts.dayEvents('Tuesday 8 December 2026'))).toEqual([
      'EVT-2419',
    ])
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** Event titles, descriptions and locations with markup, formulas and bidi controls show as text; nothing runs. */
export const HostileEvents: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    await findCalendar(canvasElement)
    const list = await within(canvasElement).findByRole(
      'list',
      { name: texts.eventsLabel },
      { timeout: 8000 },
    )
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    await expect(titles).toContain(hostileText(0))
    await expect(list.querySelector('script, img, iframe, svg:not([aria-hidden])')).toBeNull()
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
