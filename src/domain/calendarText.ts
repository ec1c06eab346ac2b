/**
 * Text written into a calendar file must not carry control characters: the `ics` library escapes LF and CRLF in
 * text fields but writes a lone CR as is, and the organizer's name (a quoted parameter) not at all, so a provider's
 * title or planner name could end the line and add properties of its own to the investor's calendar.
 */

// Matching control characters is this module's purpose, hence the lint exceptions below.
/** C0 (tab, CR, LF included), DEL, C1, and the Unicode line and paragraph separators; CRLF counts as one. */
// eslint-disable-next-line no-control-regex
const CONTROL = /\r\n|[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g

/**
 * The most characters a calendar text keeps. The `ics` library folds a line in time growing with the square of its
 * length (a 1 MB title would take most of an hour), and calendar apps keep no more (Google Calendar: 8,192 in a
 * description); a title or location is read at a glance, so it keeps far fewer.
 */
export const MAX_CALENDAR_LINE = 1000
export const MAX_CALENDAR_PARAGRAPHS = 8000

/** The text cut to at most `max` UTF-16 units, never between the two halves of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  return text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max)
}

/**
 * One line of calendar text (title, location): every control character, line breaks too, becomes a space; cut to
 * MAX_CALENDAR_LINE.
 */
export const calendarLine = (value: string | null | undefined): string =>
  cut(value ?? '', MAX_CALENDAR_LINE).replace(CONTROL, ' ')

/**
 * A description, which keeps its line breaks: each is written as a plain LF, which the library escapes as '\n'
 * (RFC 5545); every other control character becomes a space; cut to MAX_CALENDAR_PARAGRAPHS.
 */
export const calendarParagraphs = (value: string | null | undefined): string =>
  cut(value ?? '', MAX_CALENDAR_PARAGRAPHS)
    .replace(LINE_BREAK, '\n')
    .replace(CONTROL_BUT_LINE_FEED, ' ')

/**
 * A name written as a quoted parameter (the organizer's CN): on one line, and without double quotes, which would
 * end the quoting (RFC 5545 allows none inside it).
 */
export const calendarParameter = (value: string | null | undefined): string =>
  calendarLine(value).replace(/"/g, "'").trim()

/** An email address's shape: one @, a dotted domain, nothing that quotes, separates or breaks a line. */
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:.]+$/u

/**
 * An organizer's address, or null when it is not an email address or holds a control character or a space (it is
 * then left out, and the file is still written).
 */
export function calendarAddress(value: string | null | undefined): string | null {
  const address = (value ?? '').trim()
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(address)) return null
  return EMAIL.test(address) ? address : null
}

/** The characters a calendar UID is built from: letters, digits, dot, dash and underscore, nothing that folds. */
const UID_SAFE = /^[A-Za-z0-9._-]{1,64}$/

/** FNV-1a over the text's UTF-16 units, as 8 hex digits: tells apart ids that differ only in what is dropped. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, '0')
}

/**
 * An event's UID (RFC 5545) from the provider's eventId, of safe characters only: a lone CR, NEL or U+2028 in
 * the id could otherwise end the line and add properties. A safe id is the UID as it is; any other keeps its
 * safe characters and a fingerprint of the whole id, so two ids never share a UID.
 */
export function calendarUid(eventId: string | number): string {
  const id = String(eventId)
  if (UID_SAFE.test(id)) return id
  const kept = id.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 48)
  return `${kept || 'event'}-${fingerprint(id)}`
}
