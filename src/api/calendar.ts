import { rejectionTexts, type CalendarEvent } from '../domain'
import { requestJson, type CallOptions } from './client'
import { isId, isString, listOf, shaped } from './guards'

const isCalendarEvent = shaped<CalendarEvent>({ eventId: isId, title: isString, eventStartDate: isString })

/** GET cvent/api/Events: the calendar's events. */
export const getCalendarEvents = ({ signal }: CallOptions = {}): Promise<CalendarEvent[]> =>
  requestJson(
    { method: 'GET', path: '/cvent/api/Events', failure: rejectionTexts.data, signal },
    listOf(isCalendarEvent),
    () => [],
  )
