import type { CalendarEvent } from '../domain'
import { callTo, requestJson, type CallOptions } from './client'
import { endpoints } from './endpoints'
import { isId, isString, listOf, shaped } from './guards'

const isCalendarEvent = shaped<CalendarEvent>({ eventId: isId, title: isString, eventStartDate: isString })

/** GET the calendar's events. */
export const getCalendarEvents = ({ signal }: CallOptions = {}): Promise<CalendarEvent[]> =>
  requestJson({ ...callTo(endpoints.calendarEvents), signal }, listOf(isCalendarEvent), () => [])
