import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { paths, type CalendarEvent } from '../../../src/domain'
import { EventList } from '../../../src/screens/Calendar/EventList'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'
import { Stage } from '../../components/Stage'

const event = (eventId: string, fields: Partial<CalendarEvent>): CalendarEvent => ({
  eventId,
  title: `Event ${eventId}`,
  eventStartDate: '2026-12-08T15:30:00Z',
  ...fields,
})

const events: CalendarEvent[] = [
  event('EVT-1', {
    title: 'Annual Investor Meeting 2026',
    eventStartDate: '2026-11-07T13:00:00-05:00',
    eventEndDate: '2026-11-07T14:00:00-05:00',
    eventLocation: 'Hotel Plaza Athénée, New York',
    isRegistered: false,
  }),
  event('EVT-2', {
    title: 'Secondaries Market Outlook 2026',
    eventEndDate: '2026-12-08T17:30:00Z',
    eventLocation: 'Online',
    isRegistered: true,
  }),
  event('EVT-3', { title: 'Date to be confirmed', eventStartDate: 'tbd' }),
]

/** Events as cards (the calendar's List View and a day's events): when, where, registration, past or not. */
const meta = {
  title: 'Screens/Parts/Calendar/EventList',
  component: EventList,
  args: {
    label: texts.eventsLabel,
    headingLevel: 2,
    events,
    dateFormat: 'MMM-DD-YYYY',
    now: new Date('2026-11-16T12:00:00Z'),
  },
  render: (args) => (
    <Stage>
      <EventList {...args} />
    </Stage>
  ),
} satisfies Meta<typeof EventList>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { name }).closest('li')!

/** Times in the user's date format and the event's own time zone; a past event is marked; links to each page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const newYork = card(canvasElement, 'Annual Investor Meeting 2026')
    await expect(newYork).toHaveTextContent('Nov-07-2026 1:00 PM – 2:00 PM (UTC-05:00)')
    await expect(newYork).toHaveTextContent(texts.past)
    await expect(newYork).toHaveTextContent(texts.notRegistered)
    const online = card(canvasElement, 'Secondaries Market Outlook 2026')
    await expect(online).toHaveTextContent('Dec-08-2026 3:30 PM – 5:30 PM (UTC)')
    await expect(online).toHaveTextContent(texts.registered)
    await expect(online).not.toHaveTextContent(texts.past)
    await expect(within(online).getByRole('link')).toHaveAttribute('href', paths.calendarEvent('EVT-2'))
  },
}

/** The user's DD.M.YYYY format. */
export const UserDateFormat: Story = {
  args: { dateFormat: 'DD.M.YYYY' },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Secondaries Market Outlook 2026')).toHaveTextContent(
      '08.12.2026 3:30 PM – 5:30 PM (UTC)',
    )
  },
}

/** An event whose date cannot be read says so rather than showing a wrong day. */
export const UnreadableDate: Story = {
  args: { events: [events[2]!] },
  play: async ({ canvasElement }) => {
    const unknown = card(canvasElement, 'Date to be confirmed')
    await expect(unknown).toHaveTextContent(texts.notProvided)
    await expect(unknown).not.toHaveTextContent(texts.past)
  },
}

/** Under a section's heading the titles are one level lower. */
export const UnderASection: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3)
  },
}
