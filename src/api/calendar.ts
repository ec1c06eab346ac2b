import type { CalendarEvent } from '../domain'
import { callTo, requestJson, type CallOptions } from './client'
import { endpoints } from './endpoints'

/** GET the calendar's events. */
export const getCalendarEvents = ({ signal }: CallOptions = {}): Promise<CalendarEvent[]> =>
  requestJson({ ...callTo(endpoints.calendarEvents), signal }, () => [])
