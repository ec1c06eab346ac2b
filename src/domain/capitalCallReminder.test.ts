import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { hostileCorpus } from '../../mocks/hostile'
import { capitalCallReminder } from './capitalCallReminder'
import { calendarLine } from './calendarText'
import { capitalActivityTexts as texts } from './texts/capitalActivity'

const call = (dueDate: string, fund = 'Flagship Partners VI, L.P.') => ({
  key: JSON.stringify(['7', 'Ellison Family Office', 'call', dueDate]),
  fund,
  account: 'Ellison Family Office',
  dueDate,
})

const NOW = new Date(Date.UTC(2026, 11, 6, 9))

/** The file read back with ical.js, a parser independent of the library that wrote it. */
function readBack(file: string | null) {
  expect(file).not.toBeNull()
  const calendar = new ICAL.Component(ICAL.parse(file!))
  const events = calendar.getAllSubcomponents('vevent')
  expect(events).toHaveLength(1)
  const event = new ICAL.Event(events[0]!)
  const alarms = events[0]!.getAllSubcomponents('valarm')
  return { event, alarms }
}

/** The day an alarm rings, for an all-day event: the event's day less the alarm's trigger. */
function alarmDay(event: ICAL.Event, alarm: ICAL.Component): string {
  const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration
  const at = event.startDate.clone()
  at.addDuration(trigger)
  return at.toString().slice(0, 10)
}

describe('capital call reminder', () => {
  it("is an all-day event on the due date named 'Capital call: {fund} {amount}', its alarm three business days before", () => {
    // Due Thursday 17 December 2026: three business days before is Monday 14 December.
    const { event, alarms } = readBack(
      capitalCallReminder(call('2026-12-17'), { amount: 'USD 925,000.50', dueDate: 'Dec-17-2026' }, NOW),
    )
    expect(event.summary).toBe(texts.reminderTitle('Flagship Partners VI, L.P.', 'USD 925,000.50'))
    expect(event.summary).toBe('Capital call: Flagship Partners VI, L.P. USD 925,000.50')
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe('2026-12-17')
    expect(event.description).toContain('due Dec-17-2026')
    expect(alarms).toHaveLength(1)
    expect(alarms[0]!.getFirstPropertyValue('action')).toBe('DISPLAY')
    expect(alarmDay(event, alarms[0]!)).toBe('2026-12-14')
  })

  it('counts the business days over a weekend', () => {
    // Due Monday 21 December 2026: three business days before is Wednesday 16 December (Friday, Thursday,
    // Wednesday), five calendar days.
    const { event, alarms } = readBack(
      capitalCallReminder(call('2026-12-21'), { amount: 'EUR 10', dueDate: '12/21/2026' }, NOW),
    )
    expect(alarmDay(event, alarms[0]!)).toBe('2026-12-16')
  })

  it('is none without a due date that is a date', () => {
    expect(capitalCallReminder(call('not a date'), { amount: '1', dueDate: '' }, NOW)).toBeNull()
  })

  it('keeps every hostile fund name as text: one event, no raw control character', () => {
    for (const text of hostileCorpus) {
      const label = JSON.stringify(text.slice(0, 60))
      const file = capitalCallReminder(call('2026-12-17', text), { amount: text, dueDate: text }, NOW)
      expect(file, label).not.toBeNull()
      // eslint-disable-next-line no-control-regex
      expect(file!.replace(/\r\n\t?/g, ''), label).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      const saved = new TextDecoder().decode(new TextEncoder().encode(file!))
      const { event } = readBack(saved)
      const utf8 = new TextDecoder().decode(
        new TextEncoder().encode(calendarLine(texts.reminderTitle(text, text))),
      )
      expect.soft(event.summary, label).toBe(utf8)
    }
  })
})
