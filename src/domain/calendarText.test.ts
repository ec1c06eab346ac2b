import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFile } from './calendarFile'
import {
  calendarAddress,
  calendarLine,
  calendarParagraphs,
  calendarParameter,
  calendarUid,
  MAX_CALENDAR_LINE,
  MAX_CALENDAR_PARAGRAPHS,
} from './calendarText'
import type { CalendarEvent } from './entities/calendar'
import { hostileCorpus } from '../../mocks/hostile'

const hostile = 'Q2\r\nATTENDEE:mailto:x@evil.example\rUpdate\n\u2028\u2029\u0085\u0007\u0000\tend'

describe('calendar text', () => {
  it('writes one line: CR, LF, CRLF, tabs, C0, C1 and the Unicode separators each become a space', () => {
    expect(calendarLine('a\r\nb\rc\nd\te\u0000f\u001fg\u007fh\u0085i\u009fj\u2028k\u2029l')).toBe(
      'a b c d e f g h i j k l',
    )
    expect(calendarLine(null)).toBe('')
    expect(calendarLine('Annual Meeting — Zürich')).toBe('Annual Meeting — Zürich')
  })

  it('keeps line breaks of a description as plain LF, never a lone CR', () => {
    expect(calendarParagraphs('one\r\ntwo\rthree\nfour\u2028five\u2029six\u0007seven')).toBe(
      'one\ntwo\nthree\nfour\nfive\nsix seven',
    )
    expect(calendarParagraphs(undefined)).toBe('')
  })

  it('writes a quoted name on one line without double quotes', () => {
    expect(calendarParameter(' Ira "IR"\r\nRelations ')).toBe("Ira 'IR' Relations")
  })

  it('leaves out an address holding a control character or a space', () => {
    expect(calendarAddress(' ir@example.com ')).toBe('ir@example.com')
    expect(calendarAddress('ir@example.com\r\nX-INJECTED:1')).toBeNull()
    expect(calendarAddress('ir@example.com\u0085')).toBeNull()
    expect(calendarAddress('')).toBeNull()
  })
})

describe('calendar text of every hostile string', () => {
  // eslint-disable-next-line no-control-regex
  const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
  // eslint-disable-next-line no-control-regex
  const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/

  it('holds no control character, keeps LF only in a description, and is cut to a length a calendar keeps', () => {
    for (const text of hostileCorpus) {
      const label = JSON.stringify(text.slice(0, 60))
      const line = calendarLine(text)
      expect(line, label).not.toMatch(CONTROL)
      expect(line.length, label).toBeLessThanOrEqual(MAX_CALENDAR_LINE)
      const paragraphs = calendarParagraphs(text)
      expect(paragraphs, label).not.toMatch(CONTROL_BUT_LINE_FEED)
      expect(paragraphs.length, label).toBeLessThanOrEqual(MAX_CALENDAR_PARAGRAPHS)
      expect(calendarParameter(text), label).not.toMatch(CONTROL)
      expect(calendarParameter(text), label).not.toContain('"')
      const address = calendarAddress(text)
      if (address !== null) expect(address, label).not.toMatch(/[\s"]/)
      if (address !== null) expect(address, label).not.toMatch(CONTROL)
    }
  })

  it('never cuts between the two halves of a surrogate pair', () => {
    const line = calendarLine(`a${'\u{1F600}'.repeat(600)}`)
    expect(line).toBe(`a${'\u{1F600}'.repeat(499)}`)
    expect(calendarParagraphs('\u{1F600}'.repeat(5000))).toBe('\u{1F600}'.repeat(4000))
  })
})

describe('a calendar file of hostile texts', () => {
  const event: CalendarEvent = {
    eventId: 'e-9',
    title: hostile,
    description: `Agenda\r\n1. Results\r2. Outlook\nEND:VEVENT\u2028Q&A`,
    eventLocation: 'Room 1\r\nLOCATION:elsewhere',
    eventStartDate: '2024-05-10T14:00:00Z',
    eventEndDate: '2024-05-10T15:00:00Z',
    plannerEmail: 'ir@example.com',
    plannerFirstName: 'Ira\r\nATTENDEE:mailto:x@evil.example',
    plannerLastName: '"Relations"\r',
  }
  const file = calendarFile(event, new Date(Date.UTC(2024, 0, 1)))!

  it('has no line break but the CRLF that ends each content line', () => {
    expect(file).not.toBeNull()
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028\u2029\u0085]/)
    expect(file).not.toMatch(/\r\n(ATTENDEE|LOCATION:elsewhere|END:VEVENT\r\nQ)/)
  })

  it('reads back with ical.js as one event whose every field is what was meant', () => {
    const calendar = new ICAL.Component(ICAL.parse(file))
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const vevent = events[0]!
    expect(vevent.getAllProperties('attendee')).toEqual([])
    expect(vevent.getAllProperties('location')).toHaveLength(1)
    const read = new ICAL.Event(vevent)
    expect(read.summary).toBe('Q2 ATTENDEE:mailto:x@evil.example Update       end')
    expect(read.description).toBe('Agenda\n1. Results\n2. Outlook\nEND:VEVENT\nQ&A')
    expect(read.location).toBe('Room 1 LOCATION:elsewhere')
    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getParameter('cn')).toBe("Ira ATTENDEE:mailto:x@evil.example 'Relations'")
    expect(organizer.getFirstValue()?.toString().toLowerCase()).toBe('mailto:ir@example.com')
  })

  it('leaves the organizer out when the address carries a line break', () => {
    const injected = calendarFile({ ...event, plannerEmail: 'ir@example.com\r\nX-INJECTED:1' }, new Date(0))!
    expect(injected).not.toContain('X-INJECTED')
    expect(
      new ICAL.Component(ICAL.parse(injected)).getFirstSubcomponent('vevent')!.getFirstProperty('organizer'),
    ).toBeNull()
  })
})

describe('the UID of a calendar file', () => {
  /** Ids that would end the UID line and start properties of their own, and the corpus itself. */
  const hostileIds = [
    'EVT-1\rX-INJECTED:1',
    'EVT-1\u0085ATTENDEE:mailto:x@evil.example',
    'EVT-1\u2028END:VEVENT\u2028BEGIN:VEVENT',
    'EVT-1\nDTSTART:19700101T000000Z',
    'EVT-1;X-PARAM=1:x',
    '..',
    ...hostileCorpus,
  ]
  const base: CalendarEvent = {
    eventId: 'EVT-2401',
    title: 'Annual meeting',
    eventStartDate: '2024-05-10T14:00:00Z',
    plannerEmail: 'ir@example.com',
  }
  const readBack = (file: string) =>
    new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent').map((vevent) => ({
      uid: vevent.getFirstPropertyValue('uid'),
      properties: vevent.getAllProperties().map((property) => property.name),
    }))

  it('is a safe id as it is', () => {
    expect(calendarUid('EVT-2401')).toBe('EVT-2401')
    expect(readBack(calendarFile(base, new Date(0))!)).toEqual([expect.objectContaining({ uid: 'EVT-2401' })])
  })

  it.each(hostileIds.map((id) => [JSON.stringify(id).slice(0, 60), id]))(
    'of the eventId %s: safe characters only, and the file reads back as one VEVENT with its own properties',
    (_, eventId) => {
      const file = calendarFile({ ...base, eventId, plannerEmail: eventId }, new Date(0))!
      const events = readBack(file)
      expect(events).toHaveLength(1)
      expect(String(events[0]!.uid)).toMatch(/^[A-Za-z0-9._-]+$/)
      expect(events[0]!.properties.filter((name) => name === 'uid')).toHaveLength(1)
      expect(events[0]!.properties).not.toContain('x-injected')
      expect(events[0]!.properties).not.toContain('attendee')
    },
  )

  it('tells apart ids that differ only in what is dropped', () => {
    expect(calendarUid('EVT\r1')).not.toBe(calendarUid('EVT\n1'))
    expect(new Set(hostileIds.map(calendarUid)).size).toBe(new Set(hostileIds).size)
  })
})
