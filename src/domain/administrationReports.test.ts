import { describe, expect, it } from 'vitest'
import {
  emptyAdministrationReportFilters,
  isEmailAddress,
  termAcceptanceReportRequest,
  userActivityReportRequest,
  userEmailProblem,
} from './administrationReports'

const today = new Date(2026, 10, 16, 12)
const filters = (patch = {}) => ({ ...emptyAdministrationReportFilters(), ...patch })

describe('administration report filters', () => {
  it('accepts an email address and refuses what is not one', () => {
    for (const good of ['dana.whitfield@example.com', ' a@b.co ', 'o’brien+reports@mail.example.org'])
      expect(isEmailAddress(good)).toBe(true)
    for (const bad of ['dana', 'dana@', '@example.com', 'dana@example', 'da na@example.com', 'a@b..com', ''])
      expect(isEmailAddress(bad)).toBe(false)
  })

  it('treats the email as optional: empty or blank is no problem, a malformed one is', () => {
    expect(userEmailProblem('')).toBeNull()
    expect(userEmailProblem('   ')).toBeNull()
    expect(userEmailProblem('dana@example.com')).toBeNull()
    expect(userEmailProblem('dana@')).toBe('invalid')
  })

  it('asks for the term acceptance report with products, dates, types and email, empty choices as null', () => {
    expect(termAcceptanceReportRequest(filters(), today)).toEqual({
      productIds: null,
      startDate: null,
      endDate: null,
      reportFormat: 'xlsx',
      documentTypeIds: null,
      userEmail: null,
    })
    expect(
      termAcceptanceReportRequest(
        filters({
          selectedFunds: [101, 102],
          documentTypes: [3],
          userEmail: ' margaret.ellison@example.com ',
          timeRange: { timePeriod: 'EXACTRANGE', start: '2026-01-01', end: '2026-03-31' },
        }),
        today,
      ),
    ).toEqual({
      productIds: [101, 102],
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      reportFormat: 'xlsx',
      documentTypeIds: [3],
      userEmail: 'margaret.ellison@example.com',
    })
  })

  it('asks for the user activity report with batch numbers split, trimmed and without empty parts', () => {
    expect(
      userActivityReportRequest(
        filters({
          selectedFunds: [7],
          batchNumber: ' B-202609-1, ,B-202609-2 ,',
          userEmail: 'a@b.co',
          timeRange: { timePeriod: 'YEARBEGINNING', start: null, end: null },
        }),
        today,
      ),
    ).toEqual({
      entitledEntityIds: [7],
      startDate: '2026-01-01',
      endDate: null,
      reportFormat: 'xlsx',
      user: 'a@b.co',
      batchId: ['B-202609-1', 'B-202609-2'],
    })
    expect(userActivityReportRequest(filters({ batchNumber: ' , ' }), today).batchId).toBeNull()
  })
})
