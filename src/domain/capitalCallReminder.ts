/**
 * A capital call's reminder (issue 64): a calendar file (RFC 5545) written by the `ics` library, an all-day event
 * on the call's due date named 'Capital call: {fund} {amount}', with an alarm three business days before it. A
 * module of its own, so the library is loaded only where a reminder is made.
 */
import { differenceInCalendarDays, subBusinessDays } from 'date-fns'
import { createEvent, type EventAttributes } from 'ics'
import type { CapitalActivityEntry } from './capitalActivity'
import { isIsoDay } from './ilpaFlows'
import { calendarLine, calendarParagraphs, calendarUid } from './calendarText'
import { capitalActivityTexts as texts } from './texts/capitalActivity'

/** The alarm rings this many business days before the due date: time to move the money. */
export const REMINDER_BUSINESS_DAYS = 3

const dayParts = (day: string): [number, number, number] | null =>
  isIsoDay(day) ? [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))] : null

/**
 * The reminder of a call, or null when its due date is not a date. `amount` is the call's amount as the page shows
 * it (with its currency); `dueDate` as the user reads dates; `now` stamps the file (DTSTAMP).
 */
export function capitalCallReminder(
  call: Pick<CapitalActivityEntry, 'key' | 'fund' | 'account' | 'dueDate'>,
  { amount, dueDate }: { amount: string; dueDate: string },
  now: Date,
): string | null {
  const start = dayParts(call.dueDate)
  if (!start || Number.isNaN(now.getTime())) return null
  const due = new Date(Date.UTC(start[0], start[1] - 1, start[2], 12))
  // The alarm is relative to the day's start: its business days before, in calendar days (a weekend between).
  const daysBefore = differenceInCalendarDays(due, subBusinessDays(due, REMINDER_BUSINESS_DAYS))
  const attributes: EventAttributes & { timestamp: number } = {
    uid: calendarUid(`capital-call-${call.key}`),
    productId: 'Investor Portal//Capital activity',
    // The library reads the stamp from `timestamp` (its schema has it; its types do not).
    timestamp: now.getTime(),
    start,
    duration: { days: 1 },
    // Every text is cleared of control characters first (calendarText.ts): the library lets some through.
    title: calendarLine(texts.reminderTitle(call.fund, amount)),
    description: calendarParagraphs(texts.reminderDescription(call.account, dueDate)),
    alarms: [
      {
        action: 'display',
        description: calendarLine(texts.reminderAlarm(call.fund)),
        trigger: { before: true, days: daysBefore },
      },
    ],
  }
  const { error, value } = createEvent(attributes)
  return error || !value ? null : value
}
