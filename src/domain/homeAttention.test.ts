import { describe, expect, it } from 'vitest'
import { upcomingEvents, NEXT_EVENTS } from './calendar'
import { recentUnreadDocumentsRequest, RECENT_UNREAD_DOCUMENTS } from './documentSearch'
import type { CalendarEvent } from './entities/calendar'
import { librarySearch } from './testing/documentSearch'

const event = (eventId: string, eventStartDate: string, eventEndDate?: string): CalendarEvent => ({
  eventId,
  title: `Event ${eventId}`,
  eventStartDate,
  eventEndDate: eventEndDate ?? null,
})

describe("home's recent unread documents", () => {
  const today = new Date(2026, 10, 26)

  it('is the library search on the Unread filter: newest first, page one of five, active documents only', () => {
    expect(RECENT_UNREAD_DOCUMENTS).toBe(5)
    expect(recentUnreadDocumentsRequest(false, today)).toEqual(
      librarySearch({
        count: 5,
        readFlag: false,
        entitledAccountIds: null,
        entitledEntityIds: null,
        documentTypes: null,
        startDate: null,
        endDate: null,
      }),
    )
  })

  it('asks an administrator for every status the library does (spec §6)', () => {
    expect(recentUnreadDocumentsRequest(true, today)).toMatchObject({
      isAdmin: true,
      documentStatuses: ['P', 'A', 'W', 'V'],
      readFlag: false,
      count: 5,
    })
  })
})

describe("home's next events", () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('are the next three not over yet, earliest first, an event under way included', () => {
    expect(NEXT_EVENTS).toBe(3)
    const events = [
      event('late', '2027-03-01T09:00:00Z'),
      event('past', '2026-10-01T09:00:00Z', '2026-10-01T10:00:00Z'),
      event('soon', '2026-11-27T09:00:00-05:00'),
      event('under-way', '2026-11-26T11:00:00Z', '2026-11-26T13:00:00Z'),
      event('later', '2027-01-15T09:00:00Z'),
      event('undated', 'not a date'),
    ]
    expect(upcomingEvents(events, now).map((e) => e.eventId)).toEqual(['under-way', 'soon', 'later'])
  })

  it('are fewer, or none, when fewer are ahead', () => {
    expect(upcomingEvents([event('a', '2027-01-01T00:00:00Z')], now).map((e) => e.eventId)).toEqual(['a'])
    expect(upcomingEvents([event('past', '2025-01-01T00:00:00Z')], now)).toEqual([])
    expect(upcomingEvents(null, now)).toEqual([])
  })
})
