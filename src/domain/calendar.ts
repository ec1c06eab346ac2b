import { differenceInMinutes, getMonth, getYear } from 'date-fns'
import { createEvent, type EventAttributes } from 'ics'
import type { CalendarEvent } from './entities/calendar'
import type { SortDirection } from './entities/document'
import { parseDate } from './format'

export type RegistrationFilter = 'registered' | 'nonRegistered' | 'all'
export type CalendarSortKey = 'eventStartDate' | 'title'

export interface CalendarSort {
  key: CalendarSortKey
  direction: SortDirection
}

/** Calendar events sort by date ascending by default (spec §9). */
export const DEFAULT_CALENDAR_SORT: CalendarSort = { key: 'eventStartDate', direction: 'ASC' }

export interface CalendarFilters {
  registration: RegistrationFilter
  /** Month to show, 0-based like Date; null for all months. */
  month?: { year: number; month: number } | null
  keyword?: string | null
}

const matchesKeyword = (event: CalendarEvent, keyword: string): boolean =>
  [event.title, event.description, event.eventLocation].some((field) =>
    (field ?? '').toLowerCase().includes(keyword),
  )

export function filterCalendarEvents(
  events: readonly CalendarEvent[] | null | undefined,
  filters: CalendarFilters,
): CalendarEvent[] {
  const keyword = (filters.keyword ?? '').trim().toLowerCase()
  return (events ?? []).filter((event) => {
    if (filters.registration === 'registered' && event.isRegistered !== true) return false
    if (filters.registration === 'nonRegistered' && event.isRegistered === true) return false
    if (filters.month) {
      const start = parseDate(event.eventStartDate)
      if (!start || getYear(start) !== filters.month.year || getMonth(start) !== filters.month.month)
        return false
    }
    return keyword === '' || matchesKeyword(event, keyword)
  })
}

/** Sorted copy; events without a valid date go last whatever the direction. */
export function sortCalendarEvents(
  events: readonly CalendarEvent[] | null | undefined,
  sort: CalendarSort = DEFAULT_CALENDAR_SORT,
): CalendarEvent[] {
  const sign = sort.direction === 'DESC' ? -1 : 1
  return [...(events ?? [])].sort((a, b) => {
    if (sort.key === 'title') return sign * (a.title ?? '').localeCompare(b.title ?? '')
    const timeA = parseDate(a.eventStartDate)?.getTime()
    const timeB = parseDate(b.eventStartDate)?.getTime()
    if (timeA === undefined || timeB === undefined)
      return (timeA === undefined ? 1 : 0) - (timeB === undefined ? 1 : 0)
    return sign * (timeA - timeB)
  })
}

export const DEFAULT_EVENT_DURATION_MINUTES = 60

/**
 * The calendar file of an event (start, duration, title, description, location, organizer), or null when its
 * start date is invalid. Written by the `ics` library (RFC 5545: escaping, line folding, UTC times); `now`
 * stamps the file (DTSTAMP). Events without a valid end last an hour.
 */
export function calendarFile(event: CalendarEvent, now: Date): string | null {
  const start = parseDate(event.eventStartDate)
  const stamp = parseDate(now)
  if (!start || !stamp) return null
  const end = parseDate(event.eventEndDate)
  const minutes = end && end > start ? differenceInMinutes(end, start) : DEFAULT_EVENT_DURATION_MINUTES
  const organizerName = [event.plannerFirstName, event.plannerLastName].filter(Boolean).join(' ')
  const attributes: EventAttributes & { timestamp: number } = {
    uid: String(event.eventId),
    productId: 'Investor Portal//Calendar',
    // The library reads the stamp from `timestamp` (its schema has it; its types do not).
    timestamp: stamp.getTime(),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    title: event.title ?? '',
    description: event.description ?? '',
    location: event.eventLocation ?? '',
    // Without a planner's name the library would write 'Organizer'; the address says more.
    ...(event.plannerEmail
      ? { organizer: { name: organizerName || event.plannerEmail, email: event.plannerEmail } }
      : {}),
  }
  const { error, value } = createEvent(attributes)
  return error || !value ? null : value
}
