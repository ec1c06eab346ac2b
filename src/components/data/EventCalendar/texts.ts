/**
 * The month grid's own texts (the spec gives none for it). Kept beside the component rather than in
 * components/texts.ts, which every page loads: only the calendar's chunk needs these.
 */
import { countOf } from '../../../domain'

export const eventCalendarTexts = {
  eventsOn: (day: string): string => `Events on ${day}`,
  eventCount: (count: number): string => countOf(count, 'event'),
  more: (count: number): string => `+ ${count} more`,
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
} as const
