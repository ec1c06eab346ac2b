import { expect, within } from 'storybook/test'
import { endpoints } from '../../../src/api'
import { calendarEvents } from '../../../mocks/seed/content'
import { mockState } from '../../../mocks/state'
import { eventTime, navigationTabTexts, type CalendarEvent } from '../../../src/domain'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'

export const EVENTS = endpoints.calendarEvents.path()

/** The investor's events as the embedded provider answers them in this story (its book is as of mockState.today). */
export const investorEvents = (): CalendarEvent[] => calendarEvents(mockState.today, 'investor')

/** Event ids by start, earliest first (the calendar's default order). */
export const byStart = (events: readonly CalendarEvent[]): string[] =>
  [...events]
    .sort(
      (a, b) =>
        eventTime(a.eventStartDate)!.instant.getTime() - eventTime(b.eventStartDate)!.instant.getTime(),
    )
    .map((event) => event.eventId)

export const findCalendar = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'heading',
    { level: 1, name: navigationTabTexts.myCalendar },
    { timeout: 8000 },
  )

/** The ids of the events a list shows, in its order (from their links). */
export async function listedIds(
  canvasElement: HTMLElement,
  label: string = texts.eventsLabel,
): Promise<string[]> {
  const list = await within(canvasElement).findByRole('list', { name: label }, { timeout: 8000 })
  return within(list)
    .getAllByRole('link')
    .map((link) => decodeURIComponent(link.getAttribute('href')!.split('/').pop()!))
}

export async function showsCount(canvasElement: HTMLElement, count: number): Promise<void> {
  await expect(
    await within(canvasElement).findByText(texts.count(count), {}, { timeout: 8000 }),
  ).toBeVisible()
}
