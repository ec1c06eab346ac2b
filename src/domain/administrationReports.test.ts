import { describe, expect, it } from 'vitest'
import {
  administrationReportFilterFields,
  administrationReportFiltersFor,
  administrationSubtypeOptions,
  chosenSubtypeKeys,
  emptyAdministrationReportFilters,
  isEmailAddress,
  termAcceptanceReportRequest,
  userActivityReportRequest,
  userEmailProblem,
} from './administrationReports'
import { documentSubtypeIdsOf } from './documents'
import type { DocumentType } from './entities/documentType'

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
      documentSubTypes: null,
      userEmail: null,
    })
    expect(
      termAcceptanceReportRequest(
        filters({
          selectedFunds: [101, 102],
          documentTypes: [3],
          documentSubTypes: [301],
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
      documentSubTypes: [301],
      userEmail: 'margaret.ellison@example.com',
    })
  })

  it('asks for the user activity report with batch numbers split, trimmed and without empty parts', () => {
    expect(
      userActivityReportRequest(
        filters({
          selectedFunds: [7],
          documentSubTypes: [102, 203],
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
      documentSubTypes: [102, 203],
      user: 'a@b.co',
      batchId: ['B-202609-1', 'B-202609-2'],
    })
    expect(userActivityReportRequest(filters({ batchNumber: ' , ' }), today).batchId).toBeNull()
  })
})

describe('the document subtype filter of the administration reports', () => {
  const types: DocumentType[] = [
    {
      documentTypeId: 1,
      name: 'Capital Calls',
      documentSubtypes: [
        { documentSubtypeId: 101, name: 'Capital Call' },
        { documentSubtypeId: 102, name: 'Other' },
      ],
    },
    {
      documentTypeId: 2,
      name: 'Distributions',
      documentSubtypes: [
        { documentSubtypeId: 201, name: 'Distribution' },
        { documentSubtypeId: 203, name: 'Other' },
      ],
    },
  ]

  it('is a filter of both reports (spec §2.5, §3)', () => {
    expect(administrationReportFilterFields.termAcceptance).toContain('documentSubTypes')
    expect(administrationReportFilterFields.userActivity).toContain('documentSubTypes')
  })

  it("offers every type's subtypes with the 'Other' ones merged into one option, last", () => {
    const options = administrationSubtypeOptions('userActivity', types, filters())
    expect(options.map((o) => [o.label, o.documentSubtypeIds])).toEqual([
      ['Capital Call', [101]],
      ['Distribution', [201]],
      ['Other', [102, 203]],
    ])
  })

  it("offers only the chosen types' subtypes where the report has a type filter", () => {
    const chosen = filters({ documentTypes: [2] })
    expect(administrationSubtypeOptions('termAcceptance', types, chosen).map((o) => o.label)).toEqual([
      'Distribution',
      'Other',
    ])
    // The user activity report has no type filter: a type chosen for the other report does not narrow it.
    expect(administrationSubtypeOptions('userActivity', types, chosen)).toHaveLength(3)
  })

  it("sends the chosen options' subtype ids, the merged 'Other' as all of its ids", () => {
    const options = administrationSubtypeOptions('userActivity', types, filters())
    const ids = documentSubtypeIdsOf(options, ['201', '102-203'])
    expect(ids).toEqual([201, 102, 203])
    expect(chosenSubtypeKeys(options, ids)).toEqual(['201', '102-203'])
    const asked = administrationReportFiltersFor(filters({ documentSubTypes: ids }), options)
    expect(userActivityReportRequest(asked, today).documentSubTypes).toEqual([201, 102, 203])
    expect(termAcceptanceReportRequest(asked, today).documentSubTypes).toEqual([201, 102, 203])
  })

  it('drops subtypes whose type is no longer chosen, and sends none as null', () => {
    const chosen = filters({ documentTypes: [2], documentSubTypes: [101, 201, 102, 203] })
    const options = administrationSubtypeOptions('termAcceptance', types, chosen)
    const asked = administrationReportFiltersFor(chosen, options)
    expect(asked.documentSubTypes).toEqual([201, 203])
    expect(chosenSubtypeKeys(options, asked.documentSubTypes)).toEqual(['201', '203'])
    const none = administrationReportFiltersFor(filters({ documentSubTypes: [999] }), options)
    expect(termAcceptanceReportRequest(none, today).documentSubTypes).toBeNull()
  })
})
