import type { Meta, StoryObj } from '@storybook/react-vite'
import ICAL from 'ical.js'
import { expect, userEvent, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { hostileEventId, hostileText } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { paths, rejectionTexts } from '../../../src/domain'
import { EventScreen } from '../../../src/screens/Calendar'
import { pastEventDocuments, pastEventVideos } from '../../../src/screens/Calendar/pastEventSampleMaterials'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'
import type { SavedFile } from '../../../src/screens/kit/saveFile'
import { europeanFormats } from '../reports/reportHelpers'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import { EVENTS, investorEvents } from './calendarHelpers'
import { videoPlaysIn } from '../../components/videoFixtures'

/**
 * /my-calendar/{eventId} (spec §2.5): an upcoming event and a past one (with its documents and videos), each with
 * its calendar file read back by ical.js, a parser independent of the library that wrote it.
 */
const meta = {
  title: 'Screens/EventPage',
  tags: ['!autodocs'],
  component: EventScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.calendarEvent('EVT-2419') },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof EventScreen>

export default meta
type Story = StoryObj<typeof meta>

const findTitle = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 })

/** The calendar file the page saves, parsed back with ical.js: its facts and its VEVENT. */
async function calendarFileOf(canvasElement: HTMLElement) {
  const saved = nextSavedFile()
  await userEvent.click(within(canvasElement).getByRole('button', { name: texts.addToCalendar }))
  const file: SavedFile = await saved
  await expect(file.blob.type).toBe('text/calendar')
  const vevent = new ICAL.Component(ICAL.parse(await file.blob.text())).getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  const organizer = vevent.getFirstProperty('organizer')
  const facts = {
    fileName: file.fileName,
    start: event.startDate.toJSDate().toISOString(),
    minutes: event.duration.toSeconds() / 60,
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: organizer?.getFirstValue()?.toString().toLowerCase(),
    organizerName: organizer?.getParameter('cn'),
  }
  return { facts, vevent }
}

/** The facts of the calendar file the page saves. */
const downloadCalendarFile = async (canvasElement: HTMLElement) => (await calendarFileOf(canvasElement)).facts

/** An upcoming event: its facts in the user's date format and the event's time zone, and its calendar file. */
export const EventPage: Story = {
  play: async ({ canvasElement }) => {
    const event = investorEvents().find((candidate) => candidate.eventId === 'EVT-2419')!
    await findTitle(canvasElement, event.title)
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Dec-08-2026 3:30 PM')).toBeVisible()
    await expect(canvas.getByText('Dec-08-2026 5:30 PM')).toBeVisible()
    await expect(canvas.getByText(texts.timeZone('UTC'))).toBeVisible()
    await expect(canvas.getByText(event.eventLocation!)).toBeVisible()
    await expect(canvas.getByText(event.description!)).toBeVisible()
    await expect(canvas.getByText(`${event.plannerFirstName} ${event.plannerLastName}`)).toBeVisible()
    await expect(canvas.getByRole('link', { name: event.plannerEmail! })).toHaveAttribute(
      'href',
      `mailto:${event.plannerEmail}`,
    )
    await expect(canvas.queryByRole('heading', { name: texts.documents })).toBeNull()
    const file = await downloadCalendarFile(canvasElement)
    await expect(file).toEqual({
      fileName: 'Secondaries Market Outlook 2026.ics',
      start: '2026-12-08T15:30:00.000Z',
      minutes: 120,
      summary: event.title,
      description: event.description,
      location: event.eventLocation,
      organizer: `mailto:${event.plannerEmail}`,
      organizerName: `${event.plannerFirstName} ${event.plannerLastName}`,
    })
  },
}

/** The same event for a user who reads dates as DD.M.YYYY. */
export const UserDateFormat: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Secondaries Market Outlook 2026')
    await expect(within(canvasElement).getByText('08.12.2026 3:30 PM')).toBeVisible()
  },
}

/**
 * A past event in New York (UTC-05:00): its documents (real PDFs) and videos (the video dialog), and a
 * calendar file whose start is the same moment in UTC.
 */
export const PastEventPage: Story = {
  parameters: { route: paths.calendarEvent('EVT-2418') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvasElement, 'Annual Investor Meeting 2026')
    await expect(canvas.getByText('Nov-07-2026 1:00 PM')).toBeVisible()
    await expect(canvas.getByText(texts.timeZone('UTC-05:00'))).toBeVisible()
    await expect(canvas.getByText(texts.past)).toBeVisible()
    for (const document of pastEventDocuments) {
      const link = canvas.getByRole('link', { name: `${texts.download}: ${document.title}` })
      await expect(link).toHaveAttribute('download', document.fileName)
      const bytes = new Uint8Array(await (await fetch(link.getAttribute('href')!)).arrayBuffer())
      await expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    }
    const [recording] = pastEventVideos
    await userEvent.click(canvas.getByRole('button', { name: `${texts.watch}: ${recording!.videoName}` }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: recording!.videoName })
    await expect((await videoPlaysIn(dialog)).currentSrc).toContain(`/demo-video/${recording!.videoId}.webm`)
    await userEvent.keyboard('{Escape}')
    const file = await downloadCalendarFile(canvasElement)
    await expect(file.start).toBe('2026-11-07T18:00:00.000Z')
    await expect(file.minutes).toBe(60)
  },
}

/**
 * Hostile text in the title, description, location and planner, an id ending in a NEL and an ATTENDEE line and a
 * planner's address that is none: shown as text, written to the file as text, the UID of safe characters only.
 */
export const HostileEvent: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  parameters: { route: paths.calendarEvent(hostileEventId('EVT-2401', 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvasElement, hostileText(1))
    await expect(canvas.getByText(hostileText(2))).toBeVisible()
    await expect(canvasElement.querySelector('main img, main script, main iframe')).toBeNull()
    const { facts: file, vevent } = await calendarFileOf(canvasElement)
    await expect(file.summary).toBe(hostileText(1))
    await expect(file.description).toBe(hostileText(2))
    await expect(file.location).toBe(hostileText(3))
    await expect(file.fileName).toBe('img srcx onerrorwindow__pwned  imgCapital Call Notice.ics')
    await expect(String(vevent.getFirstPropertyValue('uid'))).toMatch(/^[A-Za-z0-9._-]+$/)
    const properties = vevent.getAllProperties().map((property) => property.name)
    await expect(properties.filter((name) => name === 'attendee' || name === 'organizer')).toEqual([])
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}

/** An id that is not among the user's events. */
export const UnknownEvent: Story = {
  parameters: { route: paths.calendarEvent('EVT-0000') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(texts.unknownEvent, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: texts.back })).toHaveAttribute(
      'href',
      paths.calendar,
    )
  },
}

/** The events call fails: 'Failed to load data' with 'Try again'. */
export const Failed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: EVENTS, status: 500, times: 1 }]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(rejectionTexts.data, {}, { timeout: 8000 }),
    ).toBeVisible()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }))
    await findTitle(canvasElement, 'Secondaries Market Outlook 2026')
  },
}

export const Narrow: Story = {
  parameters: { pageWidth: 412, route: paths.calendarEvent('EVT-2418') },
  play: async ({ canvasElement }) => {
    await findTitle(canvasElement, 'Annual Investor Meeting 2026')
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
