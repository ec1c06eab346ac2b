import { paths } from '../../domain'

/**
 * Each page still on the placeholder, by its route's path: its title and what it will show (spec §2.5). An entry
 * goes when its screen is built (the screen's title lives in its own texts); the placeholder goes with the last.
 */
export const plannedPages: Readonly<Record<string, { title: string; summary: string }>> = {
  [paths.calendar]: {
    title: 'My Calendar',
    summary: 'Events in a list or a calendar, filtered by registration, month and keyword.',
  },
  [`${paths.calendar}/:eventId`]: {
    title: 'Event',
    summary: 'One event, or a past event with its documents, videos and calendar file.',
  },
}
