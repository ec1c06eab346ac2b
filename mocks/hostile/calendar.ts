import { hostileText as at } from './corpus'
import type { HostileRule, Json } from './rule'

/**
 * What an event's id may end in: a lone CR, NEL, U+2028 or LF that would end a calendar file's UID line and start
 * properties of its own, and dots and slashes that climb out of a path. Each event keeps its own id before it, so
 * ids stay distinct.
 */
const EVENT_ID_TAILS = [
  '\rX-INJECTED:1',
  '\u0085ATTENDEE:mailto:x@evil.example',
  '\u2028END:VEVENT\u2028BEGIN:VEVENT',
  '\nDTSTART:19700101T000000Z',
  '/../..',
  ';X-PARAM=1:<script>window.__pwned = "uid"</script>',
]

/** The corpus's id of an event (the calendar list, the event page's address and its calendar file's UID). */
export const hostileEventId = (eventId: string, index: number): string =>
  `${eventId}${EVENT_ID_TAILS[index % EVENT_ID_TAILS.length]}`

/** Planners' addresses that are not one, or carry a line of their own into the calendar file. */
export const hostilePlannerEmails: readonly string[] = [
  'ir@example.com\r\nATTENDEE:mailto:x@evil.example',
  '"><img src=x onerror="window.__pwned = \'email\'">@evil.example',
  'javascript:window.__pwned = "mailto"',
  'CON',
  'ir@example.com\u2028X-INJECTED:1',
]

/** The events' ids, texts and planners. */
export const calendarRules: HostileRule[] = [
  {
    path: /\/cvent\/api\/Events$/i,
    apply: (body) =>
      Array.isArray(body)
        ? body.map((event: Json, i) => ({
            ...event,
            title: at(i),
            description: at(i + 1),
            eventLocation: at(i + 2),
            plannerFirstName: at(i + 3),
            plannerLastName: at(i + 4),
            eventId: hostileEventId(String(event.eventId), i),
            plannerEmail: hostilePlannerEmails[i % hostilePlannerEmails.length],
          }))
        : body,
  },
]
