export { EventCalendar, type CalendarEntry, type EventCalendarProps } from './EventCalendar'
