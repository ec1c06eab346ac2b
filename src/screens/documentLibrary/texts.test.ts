import { describe, expect, it } from 'vitest'
import { calendarScreenTexts } from '../Calendar/texts'
import { documentsScreenTexts as texts } from './texts'

describe('counts of documents and events', () => {
  it('read naturally in the library summary and its progress', () => {
    expect(texts.total(1)).toBe('1 document')
    expect(texts.total(1284)).toBe('1,284 documents')
    expect(texts.total(0)).toBe('0 documents')
    expect(texts.total(20303, (n) => n.toLocaleString('de-DE'))).toBe('20.303 documents')
    expect(texts.downloading(0, 1)).toBe('Downloading 0 of 1 document')
    expect(texts.downloading(3, 12)).toBe('Downloading 3 of 12 documents')
    expect(texts.markingRead(1, 1)).toBe('Marking 1 of 1 document as read')
  })

  it("read naturally in the calendar's summary", () => {
    expect(calendarScreenTexts.count(1)).toBe('1 event')
    expect(calendarScreenTexts.count(0)).toBe('0 events')
  })
})
