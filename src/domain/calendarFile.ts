/**
 * An event's calendar file (RFC 5545), written by the `ics` library. A module of its own, so the library is loaded
 * only where a calendar file is made (the event page), not wherever events are listed (home).
 */
import { differenceInMinutes } from 'date-fns'
import { createEvent, type EventAttributes } from 'ics'
import { plannerName } from './calendar'
import {
  calendarAddress,
  calendarLine,
  calendarParagraphs,
  calendarParameter,
  calendarUid,
} from './calendarText'
import type { CalendarEvent } from './entities/calendar'
import { parseDate } from './format'

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
  const organizerName = calendarParameter(plannerName(event))
  const organizerEmail = calendarAddress(event.plannerEmail)
  const attributes: EventAttributes & { timestamp: number } = {
    uid: calendarUid(event.eventId),
    productId: 'Investor Portal//Calendar',
    // The library reads the stamp from `timestamp` (its schema has it; its types do not).
    timestamp: stamp.getTime(),
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
    // Every text is cleared of control characters first (calendarText.ts): the library lets some through.
    title: calendarLine(event.title),
    description: calendarParagraphs(event.description),
    location: calendarLine(event.eventLocation),
    // Without a planner's name the library would write 'Organizer'; the address says more.
    ...(organizerEmail
      ? { organizer: { name: organizerName || organizerEmail, email: organizerEmail } }
      : {}),
  }
  const written = createEvent(attributes)
  if (!written.error && written.value) return written.value
  // An organizer the library refuses (an address it does not take) must not cost the investor the whole file.
  const { organizer: _refused, ...withoutOrganizer } = attributes
  const { error, value } = createEvent(withoutOrganizer)
  return error || !value ? null : value
}
