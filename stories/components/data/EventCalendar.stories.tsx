import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { inAppNavigation } from '../../../.storybook/linkNavigation'
import { EventCalendar, eventCalendarTexts, type EventCalendarProps } from '../../../src/components'
import { atWidth, Stage } from '../Stage'

const entry = (id: string, day: string, time: string, title: string) => ({
  id,
  day,
  time,
  title,
  href: `/my-calendar/${id}`,
})

/** The month and the chosen day are the caller's: held here as the screen holds them in the URL. */
function Controlled(args: EventCalendarProps) {
  const [month, setMonth] = useState(args.month)
  const [day, setDay] = useState(args.selectedDay)
  return (
    <Stage>
      <EventCalendar
        {...args}
        month={month}
        onMonthChange={(next) => {
          setMonth(next)
          args.onMonthChange(next)
        }}
        selectedDay={day}
        onSelectDay={(next) => {
          setDay(next)
          args.onSelectDay(next)
        }}
      />
    </Stage>
  )
}

const meta = {
  title: 'Components/Data/EventCalendar',
  component: EventCalendar,
  args: {
    label: 'Events in November 2026',
    month: new Date(2026, 10, 1),
    today: new Date(2026, 10, 16),
    selectedDay: new Date(2026, 10, 16),
    onMonthChange: fn(),
    onSelectDay: fn(),
    entries: [
      entry('EVT-1', '2026-11-03', '9:00 AM', 'Quarterly Update Webcast 2026'),
      entry('EVT-2', '2026-11-16', '11:30 AM', 'European Investor Forum 2026'),
      entry('EVT-3', '2026-11-24', '9:00 AM', 'Credit Strategy Briefing 2026'),
      entry('EVT-4', '2026-11-24', '1:00 PM', 'ESG Roundtable 2026'),
      entry(
        'EVT-5',
        '2026-11-24',
        '3:30 PM',
        'Secondaries Market Outlook 2026, with a title long enough to be cut',
      ),
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof EventCalendar>

export default meta
type Story = StoryObj<typeof meta>

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid')
const dayButton = (canvasElement: HTMLElement, name: RegExp) =>
  within(grid(canvasElement)).getByRole('button', { name })

/** Events in their days as links; a day with more than two says how many more; the day's name counts them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Events in November 2026' })
    await expect(within(region).getByText('November 2026')).toBeVisible()
    await expect(dayButton(canvasElement, /^Tuesday 24 November 2026, 3 events$/)).toBeVisible()
    await expect(within(grid(canvasElement)).getByText(eventCalendarTexts.more(1))).toBeVisible()
    const webcast = within(canvasElement).getByRole('link', { name: '9:00 AM Quarterly Update Webcast 2026' })
    await expect(webcast).toHaveAttribute('href', '/my-calendar/EVT-1')
    await userEvent.click(webcast)
    await expect(inAppNavigation).toHaveBeenCalledWith('/my-calendar/EVT-1')
  },
}

/** Arrow keys move between days, Enter chooses one; Page Down moves a month and says so. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const chosen = dayButton(canvasElement, /^Monday 16 November 2026, today, selected, 1 event$/)
    chosen.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(dayButton(canvasElement, /^Monday 23 November 2026$/)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(args.onSelectDay).toHaveBeenLastCalledWith(new Date(2026, 10, 24))
    await userEvent.keyboard('{PageDown}')
    await waitFor(() => expect(args.onMonthChange).toHaveBeenCalledWith(new Date(2026, 11, 1)))
    await expect(within(canvasElement).getByText('December 2026')).toBeVisible()
  },
}

/** The previous and next buttons change the month. */
export const MonthButtons: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: eventCalendarTexts.previousMonth }),
    )
    await expect(args.onMonthChange).toHaveBeenCalledWith(new Date(2026, 9, 1))
    await expect(within(canvasElement).getByText('October 2026')).toBeVisible()
  },
}

/** A month without events: the grid alone. */
export const NoEvents: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0)
  },
}

/** On a phone a dot marks a day with events (the screen lists the day's events under the grid). */
export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
    // Hidden, so not in the accessibility tree: the screen's list of the chosen day names the events instead.
    await expect(within(canvasElement).getByText(/Quarterly Update/, { selector: 'a' })).not.toBeVisible()
  },
}
