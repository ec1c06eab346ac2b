import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { format } from 'date-fns'
import {
  calendarDayKey,
  calendarMonthStart,
  formatCalendarDay,
  formatCalendarMonthName,
  formatDayOfMonth,
  formatShortMonth,
  calendarFileName,
  calendarMonthOf,
  DEFAULT_CALENDAR_SORT,
  eventDay,
  eventMonths,
  eventsByDay,
  eventTime,
  filterCalendarEvents,
  formatCalendarMonth,
  formatEventClock,
  formatEventDateTime,
  formatUtcOffset,
  isPastEvent,
  parseCalendarMonth,
  plannerMailto,
  plannerName,
  sortCalendarEvents,
} from './calendar'
import { calendarFile } from './calendarFile'
import { calendarLine, calendarParagraphs, calendarParameter } from './calendarText'
import type { CalendarEvent } from './entities/calendar'
import { hostileCorpus } from '../../mocks/hostile'

/** The text as it reads back from UTF-8: a lone surrogate cannot be written and becomes U+FFFD. */
const utf8 = (text: string): string =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(text))

const event_ = (eventId: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  eventId,
  title: `Event ${eventId}`,
  eventStartDate: '2024-05-10T14:00:00',
  ...overrides,
})

const events = [
  event_('1', {
    title: 'Annual Meeting',
    isRegistered: true,
    eventStartDate: '2024-06-01T09:00:00',
    eventLocation: 'New York',
  }),
  event_('2', { title: 'Webinar', isRegistered: false, description: 'Credit outlook' }),
  event_('3', { title: 'Broken', eventStartDate: 'tbd' }),
]

describe('calendar filters', () => {
  it('Registered, Non-registered and All Events', () => {
    expect(filterCalendarEvents(events, { registration: 'registered' }).map((e) => e.eventId)).toEqual(['1'])
    expect(filterCalendarEvents(events, { registration: 'nonRegistered' }).map((e) => e.eventId)).toEqual([
      '2',
      '3',
    ])
    expect(filterCalendarEvents(events, { registration: 'all' })).toHaveLength(3)
  })
  it('by month and by keyword in title, description or location', () => {
    expect(
      filterCalendarEvents(events, { registration: 'all', month: { year: 2024, month: 4 } }).map(
        (e) => e.eventId,
      ),
    ).toEqual(['2'])
    expect(
      filterCalendarEvents(events, { registration: 'all', keyword: ' credit ' }).map((e) => e.eventId),
    ).toEqual(['2'])
    expect(
      filterCalendarEvents(events, { registration: 'all', keyword: 'new york' }).map((e) => e.eventId),
    ).toEqual(['1'])
    expect(filterCalendarEvents(null, { registration: 'all' })).toEqual([])
  })
})

describe('calendar sort', () => {
  it('by date ascending by default, invalid dates last', () => {
    expect(DEFAULT_CALENDAR_SORT).toEqual({ key: 'eventStartDate', direction: 'ASC' })
    expect(sortCalendarEvents(events).map((e) => e.eventId)).toEqual(['2', '1', '3'])
    expect(
      sortCalendarEvents(events, { key: 'eventStartDate', direction: 'DESC' }).map((e) => e.eventId),
    ).toEqual(['1', '2', '3'])
    expect(sortCalendarEvents([events[2]!, events[0]!]).map((e) => e.eventId)).toEqual(['1', '3'])
  })
  it('by title', () => {
    expect(sortCalendarEvents(events, { key: 'title', direction: 'ASC' }).map((e) => e.title)).toEqual([
      'Annual Meeting',
      'Broken',
      'Webinar',
    ])
    expect(sortCalendarEvents(undefined)).toEqual([])
  })
})

/** The file read back with ical.js, a parser independent of the library that wrote it. */
function readBack(file: string | null) {
  expect(file).not.toBeNull()
  const calendar = new ICAL.Component(ICAL.parse(file!))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const text = (name: string) => vevent.getFirstPropertyValue(name)?.toString() ?? null
  const organizer = vevent.getFirstProperty('organizer')
  return {
    event: new ICAL.Event(vevent),
    text,
    organizer: organizer && {
      // The URI scheme is case-insensitive (RFC 3986); the library writes MAILTO.
      address: organizer
        .getFirstValue()
        ?.toString()
        .replace(/^mailto:/i, 'mailto:'),
      name: organizer.getParameter('cn') ?? null,
    },
  }
}

describe('calendar file', () => {
  it('exports start, duration, title, description, location and organizer', () => {
    const file = calendarFile(
      {
        eventId: 'e-1',
        title: 'Q2 Update, live',
        description: 'Line one\nLine two; more',
        eventLocation: 'Online',
        eventStartDate: '2024-05-10T14:00:00Z',
        eventEndDate: '2024-05-10T15:30:00Z',
        plannerEmail: 'ir@example.com',
        plannerFirstName: 'Ira',
        plannerLastName: 'Relations',
      },
      new Date(Date.UTC(2024, 0, 1)),
    )
    const { event, text, organizer } = readBack(file)
    expect(event.startDate.toJSDate().toISOString()).toBe('2024-05-10T14:00:00.000Z')
    expect(event.duration.toSeconds()).toBe(90 * 60)
    expect(event.summary).toBe('Q2 Update, live')
    expect(event.description).toBe('Line one\nLine two; more')
    expect(event.location).toBe('Online')
    expect(organizer).toEqual({ address: 'mailto:ir@example.com', name: 'Ira Relations' })
    expect(text('dtstamp')).toMatch(/^2024-01-01T00:00:00/)
    expect(file!.startsWith('BEGIN:VCALENDAR')).toBe(true)
  })

  it('keeps every hostile text as text: no raw control character, one event, every field as sanitised', () => {
    const texts = [
      ...hostileCorpus,
      'Invoice \u202Efdp.exe\u202C Q3; BEGIN:VEVENT\r\nEND:VCALENDAR',
      'a,b;c\\d:e',
    ]
    for (const text of texts) {
      const event = event_('h', {
        title: text,
        description: text,
        eventLocation: text,
        plannerEmail: 'ir@example.com',
        plannerFirstName: text,
        plannerLastName: text,
      })
      const file = calendarFile(event, new Date(Date.UTC(2024, 0, 1)))
      const label = JSON.stringify(text.slice(0, 60))
      expect(file, label).not.toBeNull()
      // Only CRLF ends a line (a folded line goes on after CRLF and a tab); nothing else is a control character.
      // eslint-disable-next-line no-control-regex
      expect(file!.replace(/\r\n\t?/g, ''), label).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      // Saved as UTF-8, as a download is: read back, one event, no property of its own, each field as sanitised.
      const saved = new TextDecoder().decode(new TextEncoder().encode(file!))
      const calendar = new ICAL.Component(ICAL.parse(saved))
      expect(calendar.getAllSubcomponents('vevent'), label).toHaveLength(1)
      const { event: read, organizer } = readBack(saved)
      expect(read.component.getAllProperties('attendee')).toEqual([])
      expect.soft(read.summary ?? '', label).toBe(utf8(calendarLine(text)))
      expect.soft(read.description ?? '', label).toBe(utf8(calendarParagraphs(text)))
      expect.soft(read.location ?? '', label).toBe(utf8(calendarLine(text)))
      expect.soft(organizer, label).toEqual({
        address: 'mailto:ir@example.com',
        name: utf8(calendarParameter(plannerName(event))) || 'ir@example.com',
      })
    }
  })

  it('lasts an hour without a valid end; has no organizer without an email, and one named by the address without a name', () => {
    const { event, organizer } = readBack(
      calendarFile(event_('2', { eventEndDate: 'later' }), new Date(2024, 0, 1)),
    )
    expect(event.duration.toSeconds()).toBe(3600)
    expect(organizer).toBeNull()
    expect(
      readBack(calendarFile(event_('3', { plannerEmail: 'a@b.c' }), new Date(2024, 0, 1))).organizer,
    ).toEqual({
      address: 'mailto:a@b.c',
      name: 'a@b.c',
    })
  })

  it('is null for an invalid start or stamp', () => {
    expect(calendarFile(events[2]!, new Date(2024, 0, 1))).toBeNull()
    expect(calendarFile(events[0]!, new Date(Number.NaN))).toBeNull()
  })
})

describe('event times in the event’s own time zone', () => {
  it('reads the wall clock and the offset the provider wrote', () => {
    const newYork = eventTime('2026-12-03T19:30:00-05:00')!
    expect(newYork.instant.toISOString()).toBe('2026-12-04T00:30:00.000Z')
    expect(format(newYork.wallClock, 'yyyy-MM-dd HH:mm')).toBe('2026-12-03 19:30')
    expect(newYork.offset).toBe('-05:00')
    expect(eventTime('2026-06-01T09:00:00.000Z')!.offset).toBe('Z')
    expect(eventTime('2026-06-01T09:00:00+0530')!.offset).toBe('+05:30')
    expect(eventTime('2026-06-01T09:00:00')!.offset).toBeNull()
    expect(eventTime('2026-02-30T09:00:00Z')).toBeNull()
    expect(eventTime('tbd')).toBeNull()
    expect(eventTime(null)).toBeNull()
  })
  it('names the zone and formats in the user’s date format', () => {
    expect(formatUtcOffset('-05:00')).toBe('UTC-05:00')
    expect(formatUtcOffset('Z')).toBe('UTC')
    expect(formatUtcOffset('+00:00')).toBe('UTC')
    expect(formatUtcOffset(null)).toBeNull()
    expect(formatEventDateTime('2026-12-03T19:30:00-05:00', 'MMM-DD-YYYY')).toBe('Dec-03-2026 7:30 PM')
    expect(formatEventDateTime('2026-12-03T09:05:00+01:00', 'DD.M.YYYY')).toBe('03.12.2026 9:05 AM')
    expect(formatEventDateTime('soon', 'M/D/YYYY')).toBeNull()
    expect(formatEventClock('2026-12-03T00:15:00+09:00')).toBe('12:15 AM')
    expect(formatEventClock(undefined)).toBeNull()
  })
  it('puts an event on the day and in the month of its own calendar', () => {
    const late = event_('ny', { eventStartDate: '2026-11-30T21:00:00-05:00' })
    expect(eventDay(late)).toBe('2026-11-30')
    expect(
      filterCalendarEvents([late], { registration: 'all', month: { year: 2026, month: 10 } }),
    ).toHaveLength(1)
    expect(filterCalendarEvents([late], { registration: 'all', month: { year: 2026, month: 11 } })).toEqual(
      [],
    )
    expect(eventMonths([late, ...events]).map(formatCalendarMonth)).toEqual(['2024-05', '2024-06', '2026-11'])
    const days = eventsByDay([late, events[0]!, events[2]!])
    expect([...days.keys()]).toEqual(['2026-11-30', '2024-06-01'])
  })
  it('keeps the month in the URL as yyyy-MM', () => {
    expect(parseCalendarMonth('2026-11')).toEqual({ year: 2026, month: 10 })
    expect(parseCalendarMonth('2026-13')).toBeNull()
    expect(parseCalendarMonth('2026-1')).toBeNull()
    expect(parseCalendarMonth(undefined)).toBeNull()
    expect(formatCalendarMonth({ year: 2026, month: 0 })).toBe('2026-01')
    expect(calendarMonthOf(new Date(2026, 10, 24))).toEqual({ year: 2026, month: 10 })
  })
  it('is past once ended; names the planner; names the file from the title', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const ended = event_('a', {
      eventStartDate: '2026-11-24T09:00:00Z',
      eventEndDate: '2026-11-24T11:00:00Z',
    })
    const running = event_('b', {
      eventStartDate: '2026-11-24T11:00:00Z',
      eventEndDate: '2026-11-24T13:00:00Z',
    })
    const noEnd = event_('c', { eventStartDate: '2026-11-24T11:00:00Z', eventEndDate: 'later' })
    expect([ended, running, noEnd].map((event) => isPastEvent(event, now))).toEqual([true, false, true])
    expect(isPastEvent(events[2]!, now)).toBe(false)
    expect(plannerName({ ...ended, plannerFirstName: ' Ira ', plannerLastName: null })).toBe('Ira')
    expect(plannerName(ended)).toBeNull()
    expect(calendarFileName({ ...ended, title: '<b>Annual</b> Meeting: 2026/27' })).toBe(
      'bAnnualb Meeting 202627.ics',
    )
    expect(calendarFileName({ ...ended, title: '' })).toBe('download.ics')
    expect(plannerMailto({ ...ended, plannerEmail: ' olivia.grant@example.com ' })).toBe(
      'mailto:olivia.grant@example.com',
    )
    for (const plannerEmail of ['a@b.com?cc=x@y.com', 'javascript:alert(1)//@x.com', '<a>@b.com', null, ''])
      expect(plannerMailto({ ...ended, plannerEmail })).toBeNull()
  })
})

describe('calendar dates', () => {
  it('names months, days and grid keys as the calendar shows them', () => {
    const day = new Date(2026, 10, 16)
    expect(calendarMonthStart({ year: 2026, month: 10 })).toEqual(new Date(2026, 10, 1))
    expect(formatCalendarMonthName({ year: 2026, month: 10 })).toBe('November 2026')
    expect(formatCalendarDay(day)).toBe('Monday 16 November 2026')
    expect(formatDayOfMonth(day)).toBe('16 November')
    expect(formatShortMonth(day)).toBe('Nov')
    expect(calendarDayKey(day)).toBe('2026-11-16')
  })
})
