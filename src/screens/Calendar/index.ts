export { CalendarScreen } from './CalendarScreen'
export { EventScreen } from './EventScreen'
