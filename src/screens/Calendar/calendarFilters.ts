import {
  CALENDAR_VIEWS,
  formatCalendarMonth,
  parseCalendarMonth,
  REGISTRATION_FILTERS,
  type CalendarMonth,
  type CalendarSort,
} from '../../domain'
import { isoDateFilter, oneOfFilter, textFilter, type FilterCodec } from '../kit'

/** The sorts offered (spec §2.5: by date or title), each as one choice of key and direction. */
export const CALENDAR_SORT_CHOICES = [
  'eventStartDate:ASC',
  'eventStartDate:DESC',
  'title:ASC',
  'title:DESC',
] as const
export type CalendarSortChoice = (typeof CALENDAR_SORT_CHOICES)[number]

export const sortOfChoice = (choice: CalendarSortChoice): CalendarSort => {
  const [key, direction] = choice.split(':') as [CalendarSort['key'], CalendarSort['direction']]
  return { key, direction }
}

/** A month as 'yyyy-MM'; none (every month) is the default. */
const monthFilter: FilterCodec<CalendarMonth | null> = {
  parse: ([value]) => parseCalendarMonth(value),
  format: (month) => (month ? [formatCalendarMonth(month)] : []),
}

/** The calendar's view and filters, kept in the URL (the defaults leave it): a link shares what is shown. */
export const calendarFilterSchema = {
  view: oneOfFilter(CALENDAR_VIEWS, 'list'),
  registration: oneOfFilter(REGISTRATION_FILTERS, 'all'),
  month: monthFilter,
  keyword: textFilter,
  sort: oneOfFilter(CALENDAR_SORT_CHOICES, 'eventStartDate:ASC'),
  /** The day whose events Calendar View lists under the grid. */
  day: isoDateFilter,
}
