import { format } from 'date-fns'
import type { CalendarEvent } from './entities/calendar'
import type { SortDirection } from './entities/document'
import { documentFileName } from './files'
import type { DateFormat } from './displayFormats'
import { formatDate, parseDate } from './format'

export const REGISTRATION_FILTERS = ['all', 'registered', 'nonRegistered'] as const
export type RegistrationFilter = (typeof REGISTRATION_FILTERS)[number]
export const CALENDAR_VIEWS = ['list', 'calendar'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]
export const CALENDAR_SORT_KEYS = ['eventStartDate', 'title'] as const
export type CalendarSortKey = (typeof CALENDAR_SORT_KEYS)[number]

export interface CalendarSort {
  key: CalendarSortKey
  direction: SortDirection
}

/** Calendar events sort by date ascending by default (spec §9). */
export const DEFAULT_CALENDAR_SORT: CalendarSort = { key: 'eventStartDate', direction: 'ASC' }

/** A calendar month; `month` is 0-based like Date's. */
export interface CalendarMonth {
  year: number
  month: number
}

export interface CalendarFilters {
  registration: RegistrationFilter
  /** The month to show (of the event's own calendar, see eventTime); null for all months. */
  month?: CalendarMonth | null
  keyword?: string | null
}

/** When an event happens, as its provider date says it. */
export interface EventTime {
  /** The moment itself. */
  instant: Date
  /**
   * The event's wall clock, the digits as the provider wrote them, held in a local Date for formatting only:
   * an event at 09:00-05:00 in New York is at 9:00 on its day wherever the investor reads it.
   */
  wallClock: Date
  /** The event's time zone as its UTC offset ('+01:00', 'Z' for UTC), or null when the date carries none. */
  offset: string | null
}

const PROVIDER_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/** An event date read in its own time zone (the UTC offset it carries); null when it is not a valid date. */
export function eventTime(value: string | null | undefined): EventTime | null {
  const text = (value ?? '').trim()
  const parts = PROVIDER_DATE.exec(text)
  const instant = parseDate(text)
  if (!parts || !instant) return null
  const [year, month, day, hours, minutes, seconds] = parts.slice(1, 7).map((part) => Number(part ?? 0))
  const wallClock = new Date(year!, month! - 1, day!, hours, minutes, seconds)
  if (wallClock.getMonth() !== month! - 1 || wallClock.getDate() !== day) return null
  const zone = parts[7]?.toUpperCase() ?? null
  const offset =
    zone && zone !== 'Z' && !zone.includes(':') ? `${zone.slice(0, 3)}:${zone.slice(3) || '00'}` : zone
  return { instant, wallClock, offset }
}

/** 'UTC' or 'UTC-05:00': how an event's time zone is named beside its times. */
export const formatUtcOffset = (offset: string | null): string | null =>
  offset === null ? null : offset === 'Z' || /^[+-]00:00$/.test(offset) ? 'UTC' : `UTC${offset}`

/** An event date in the user's date format and the event's time zone, e.g. 'Dec-03-2026 9:00 AM'. */
export function formatEventDateTime(value: string | null | undefined, dateFormat: DateFormat): string | null {
  const time = eventTime(value)
  return time ? `${formatDate(time.wallClock, dateFormat)} ${formatEventClock(value)}` : null
}

/** An event's time of day on its own clock, e.g. '9:00 AM'; null when the date is not valid. */
export const formatEventClock = (value: string | null | undefined): string | null => {
  const time = eventTime(value)
  return time ? format(time.wallClock, 'h:mm a') : null
}

/** The day an event is on in its own time zone, 'yyyy-MM-dd' (the key of the calendar grid's days). */
export const eventDay = (event: CalendarEvent): string | null => {
  const time = eventTime(event.eventStartDate)
  return time ? format(time.wallClock, 'yyyy-MM-dd') : null
}

/** A month as the URL keeps it, 'yyyy-MM'. */
export const formatCalendarMonth = ({ year, month }: CalendarMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}`

/** 'yyyy-MM' as a month; anything else is null. */
export function parseCalendarMonth(text: string | null | undefined): CalendarMonth | null {
  const parts = /^(\d{4})-(\d{2})$/.exec(text ?? '')
  if (!parts) return null
  const month = Number(parts[2]) - 1
  return month >= 0 && month <= 11 ? { year: Number(parts[1]), month } : null
}

export const calendarMonthOf = (date: Date): CalendarMonth => ({
  year: date.getFullYear(),
  month: date.getMonth(),
})

/** The months the events fall in (their own time zone), earliest first, each once. */
export function eventMonths(events: readonly CalendarEvent[]): CalendarMonth[] {
  const keys = new Set(events.flatMap((event) => eventDay(event)?.slice(0, 7) ?? []))
  return [...keys].sort().flatMap((key) => parseCalendarMonth(key) ?? [])
}

/** An event is past once it has ended (or, without a valid end, once it has started). */
export function isPastEvent(event: CalendarEvent, now: Date): boolean {
  const end = eventTime(event.eventEndDate)?.instant ?? eventTime(event.eventStartDate)?.instant
  return end !== undefined && end.getTime() < now.getTime()
}

/** The first day of a calendar month (its grid opens on it). */
export const calendarMonthStart = ({ year, month }: CalendarMonth): Date => new Date(year, month, 1)

/** A month as the calendar names it: 'April 2027'. */
export const formatCalendarMonthName = (month: CalendarMonth): string =>
  format(calendarMonthStart(month), 'MMMM yyyy')

/** A day as the calendar names it: 'Thursday 1 April 2027'. */
export const formatCalendarDay = (day: Date): string => format(day, 'EEEE d MMMM yyyy')

/** A day and its month, for the events of a grid day: '16 November'. */
export const formatDayOfMonth = (day: Date): string => format(day, 'd MMMM')

/** A month's short name on an event's date leaf: 'Nov'. */
export const formatShortMonth = (day: Date): string => format(day, 'MMM')

/** The key of a grid day, as eventsByDay keys the events ('2027-04-01'). */
export const calendarDayKey = (day: Date): string => format(day, 'yyyy-MM-dd')

/** The events of each day of the grid, by eventDay, in the order given. */
export function eventsByDay(events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>()
  for (const event of events) {
    const day = eventDay(event)
    if (day) days.set(day, [...(days.get(day) ?? []), event])
  }
  return days
}

/** The planner's name, or null when the provider gives none. */
export const plannerName = (event: CalendarEvent): string | null =>
  [event.plannerFirstName, event.plannerLastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ') || null

/**
 * The planner's address as a mailto link, or null: only a plain address (letters, digits, . _ + - and a dotted
 * domain), so nothing the provider writes can add recipients, headers or a body to the message.
 */
export function plannerMailto(event: CalendarEvent): string | null {
  const email = (event.plannerEmail ?? '').trim()
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(email) ? `mailto:${email}` : null
}

/** The calendar file's download name: the event's title, sanitised (spec §5), with '.ics'. */
export const calendarFileName = (event: CalendarEvent): string => documentFileName(event.title, 'ics')

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
    if (filters.month && eventDay(event)?.slice(0, 7) !== formatCalendarMonth(filters.month)) return false
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

/** How many upcoming events home lists under 'What needs attention'. */
export const NEXT_EVENTS = 3

/**
 * The next `count` events: those not over yet at `now` (an event under way still counts), earliest start first;
 * events without a valid start date are left out.
 */
export function upcomingEvents(
  events: readonly CalendarEvent[] | null | undefined,
  now: Date,
  count: number = NEXT_EVENTS,
): CalendarEvent[] {
  const dated = (events ?? []).filter((event) => eventTime(event.eventStartDate) && !isPastEvent(event, now))
  return sortCalendarEvents(dated, DEFAULT_CALENDAR_SORT).slice(0, count)
}
