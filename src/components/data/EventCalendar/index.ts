export { EventCalendar, type CalendarEntry, type EventCalendarProps } from './EventCalendar'
export { eventCalendarTexts } from './texts'
