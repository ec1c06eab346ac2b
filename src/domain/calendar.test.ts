import { describe, expect, it } from 'vitest'
import { calendarFile, DEFAULT_CALENDAR_SORT, filterCalendarEvents, sortCalendarEvents } from './calendar'
import type { CalendarEvent } from './entities/calendar'

const event = (eventId: string, overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  eventId,
  title: `Event ${eventId}`,
  eventStartDate: '2024-05-10T14:00:00',
  ...overrides,
})

const events = [
  event('1', {
    title: 'Annual Meeting',
    isRegistered: true,
    eventStartDate: '2024-06-01T09:00:00',
    eventLocation: 'New York',
  }),
  event('2', { title: 'Webinar', isRegistered: false, description: 'Credit outlook' }),
  event('3', { title: 'Broken', eventStartDate: 'tbd' }),
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

describe('calendar file', () => {
  it('exports start, duration, title, description, location and organizer', () => {
    const file = calendarFile(
      {
        eventId: 'e-1',
        title: 'Q2 Update, live',
        description: 'Line one\nLine two; more',
        eventLocation: 'Online',
        eventStartDate: '2024-05-10T14:00:00',
        eventEndDate: '2024-05-10T15:30:00',
        plannerEmail: 'ir@example.com',
        plannerFirstName: 'Ira',
        plannerLastName: 'Relations',
      },
      new Date(2024, 0, 1),
    )
    const lines = file?.split('\r\n') ?? []
    const start = new Date(2024, 4, 10, 14).toISOString().replace(/[-:]/g, '').replace('.000', '')
    expect(lines).toContain(`DTSTART:${start}`)
    expect(lines).toContain('DURATION:PT1H30M')
    expect(lines).toContain('SUMMARY:Q2 Update\\, live')
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\; more')
    expect(lines).toContain('LOCATION:Online')
    expect(lines).toContain('ORGANIZER;CN=Ira Relations:mailto:ir@example.com')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
  })
  it('lasts an hour without a valid end and has no organizer without an email', () => {
    const file = calendarFile(event('2', { eventEndDate: 'later' }), new Date(2024, 0, 1)) ?? ''
    expect(file).toContain('DURATION:PT1H0M')
    expect(file).not.toContain('ORGANIZER')
    expect(calendarFile(event('3', { plannerEmail: 'a@b.c' }), new Date(2024, 0, 1))).toContain(
      'ORGANIZER:mailto:a@b.c',
    )
  })
  it('is null for an invalid start or stamp', () => {
    expect(calendarFile(events[2]!, new Date(2024, 0, 1))).toBeNull()
    expect(calendarFile(events[0]!, new Date(Number.NaN))).toBeNull()
  })
})
