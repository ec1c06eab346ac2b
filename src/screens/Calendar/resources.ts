import { api } from '../../api'
import { useScopedResource } from '../kit'

/** GET cvent/api/Events (spec §7): the calendar's events, once per screen ('Failed to load data' on failure). */
export const useCalendarEvents = () =>
  useScopedResource('calendarEvents', {}, (_, signal) => api.calendar.getCalendarEvents({ signal }))
