/** spec §3 Calendar event (GET cvent/api/Events). */
export interface CalendarEvent {
  eventId: string
  title: string
  description?: string | null
  eventLocation?: string | null
  eventStartDate: string
  eventEndDate?: string | null
  isRegistered?: boolean | null
  plannerEmail?: string | null
  plannerFirstName?: string | null
  plannerLastName?: string | null
}
