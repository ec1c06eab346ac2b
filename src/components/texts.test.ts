import { describe, expect, it } from 'vitest'
import { multiSelectLabel, multiSelectTexts } from '../domain'
import { eventCalendarTexts } from './data/EventCalendar/texts'
import { componentTexts } from './texts'

/** Counts in the multi-selects, the check list and the directory read naturally: singular for one. */
describe('counted texts', () => {
  it("are the multi-select's labels", () => {
    expect(multiSelectTexts.selected(1, 'Fund')).toBe('1 Fund selected')
    expect(multiSelectTexts.selected(2, 'Fund')).toBe('2 Funds selected')
    expect(multiSelectTexts.selected(1, 'Investor Account')).toBe('1 Investor Account selected')
    expect(multiSelectTexts.selected(3, 'Investor Account')).toBe('3 Investor Accounts selected')
    expect(multiSelectTexts.all('Investor Account')).toBe('All Investor Accounts')
    expect(multiSelectTexts.noneAvailable('Document Subtype')).toBe('No Document Subtypes available')
    expect(multiSelectLabel('Fund', 1, 5)).toBe('1 Fund selected')
  })

  it("are the investor directory's sizes and matches", () => {
    expect(componentTexts.directorySize(1, 'Investor')).toBe('1 Investor')
    expect(componentTexts.directorySize(1_000_000, 'Investor')).toBe('1,000,000 Investors')
    expect(componentTexts.directoryMatches(1, 1, 'Investor')).toBe('1 of 1 Investor match')
    expect(componentTexts.directoryMatches(11, 2000, 'Investor')).toBe('11 of 2,000 Investors match')
    expect(componentTexts.directorySearch('Investor')).toBe('Search Investors')
    expect(componentTexts.directoryLoading('Investor')).toBe('Loading Investors…')
  })

  it("are the check list's selection and its 'select all shown'", () => {
    expect(componentTexts.checkListSelected(0, 1, 'account')).toBe('0 of 1 account selected')
    expect(componentTexts.checkListSelected(3, 345, 'account')).toBe('3 of 345 accounts selected')
    expect(componentTexts.checkListSelectShown(1, 'account')).toBe('Select all 1 account shown')
    expect(componentTexts.checkListSelectShown(1000, 'account', (n) => n.toLocaleString('de-DE'))).toBe(
      'Select all 1.000 accounts shown',
    )
    expect(componentTexts.checkListNoMatches('account')).toBe('No accounts match the search')
  })

  it("are the month grid's event counts", () => {
    expect(eventCalendarTexts.eventCount(1)).toBe('1 event')
    expect(eventCalendarTexts.eventCount(4)).toBe('4 events')
  })
})
