import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_DOCUMENT_SORT,
  DEFAULT_DOCUMENT_TIME_RANGE,
  DEFAULT_READ_FILTER,
  documentSubtypeOptions,
  documentTimeRangeDates,
  documentTimeRangeOptions,
  documentTypeOptions,
  downloadSelectionState,
  emptyDocumentFilters,
  fileNameFilter,
  fundDisplayNameOf,
  investorAccountNameOf,
  isPendingDocument,
  pruneDocumentFilters,
  pruneSelection,
  publishDateOf,
  readFilterFlags,
  readFilterOptions,
  selectionOrNull,
  toDocumentRow,
} from './documents'
import {
  appendPage,
  documentSearchRequest,
  hasMorePages,
  highlightedVideo,
  nextPageStart,
  setActionItem,
  setMarkedRead,
  toggleSort,
} from './documentSearch'
import type { Document } from './entities/document'
import type { DocumentTimeRange } from './entities/filters'
import { librarySearch } from './testing/documentSearch'

const doc = (overrides: Partial<Document> = {}): Document => ({
  documentId: 1,
  title: 'Q1 Report',
  actionItem: false,
  markedRead: false,
  ...overrides,
})

const today = new Date(2024, 4, 15)

describe('time ranges', () => {
  it('are ALL, LAST30, LAST90, YEARBEGINNING, EXACTRANGE, ALL by default', () => {
    expect(documentTimeRangeOptions.map((o) => o.value)).toEqual([
      'ALL',
      'LAST30',
      'LAST90',
      'YEARBEGINNING',
      'EXACTRANGE',
    ])
    expect(DEFAULT_DOCUMENT_TIME_RANGE).toBe('ALL')
  })

  const range = (timePeriod: DocumentTimeRange, start: string | null = null, end: string | null = null) =>
    documentTimeRangeDates({ timePeriod, start, end }, today)

  it('LAST30 reaches 32 days back and LAST90 92 days back', () => {
    expect(range('LAST30')).toEqual({ startDate: '2024-04-13', endDate: null })
    expect(range('LAST90')).toEqual({ startDate: '2024-02-13', endDate: null })
  })
  it('YEARBEGINNING starts on January 1', () => {
    expect(range('YEARBEGINNING')).toEqual({ startDate: '2024-01-01', endDate: null })
  })
  it('EXACTRANGE uses its own dates; ALL has none', () => {
    expect(range('EXACTRANGE', '2023-01-05', '2023-02-01')).toEqual({
      startDate: '2023-01-05',
      endDate: '2023-02-01',
    })
    expect(range('EXACTRANGE', 'bad', null)).toEqual({ startDate: null, endDate: null })
    expect(range('ALL')).toEqual({ startDate: null, endDate: null })
  })
  it('gives no start for an invalid today', () => {
    expect(
      documentTimeRangeDates({ timePeriod: 'LAST30', start: null, end: null }, new Date(Number.NaN)),
    ).toEqual({
      startDate: null,
      endDate: null,
    })
    expect(
      documentTimeRangeDates({ timePeriod: 'YEARBEGINNING', start: null, end: null }, new Date(Number.NaN))
        .startDate,
    ).toBeNull()
  })
})

describe('read filter', () => {
  it('offers All, Read, Unread, Action Items, Unread Action Items; All by default', () => {
    expect(readFilterOptions.map((o) => o.label)).toEqual([
      'All',
      'Read',
      'Unread',
      'Action Items',
      'Unread Action Items',
    ])
    expect(DEFAULT_READ_FILTER).toBe('All')
  })
  it('maps to the search flags', () => {
    expect(readFilterFlags('All')).toEqual({})
    expect(readFilterFlags('Read')).toEqual({ readFlag: true })
    expect(readFilterFlags('Unread')).toEqual({ readFlag: false })
    expect(readFilterFlags('Action Items')).toEqual({ actionFlag: true })
    expect(readFilterFlags('Unread Action Items')).toEqual({ actionFlag: true, readFlag: false })
    expect(readFilterFlags('whatever')).toEqual({})
  })
})

describe('document fields', () => {
  it('fundDisplayName falls back to the parent entity name, then the fund name, then All Funds', () => {
    expect(
      fundDisplayNameOf(doc({ fundDisplayName: 'Display', parentEntityName: 'Parent', fundName: 'Fund' })),
    ).toBe('Display')
    expect(
      fundDisplayNameOf(doc({ fundDisplayName: ' ', parentEntityName: 'Parent', fundName: 'Fund' })),
    ).toBe('Parent')
    expect(fundDisplayNameOf(doc({ fundDisplayName: null, fundName: 'Fund' }))).toBe('Fund')
    expect(fundDisplayNameOf(doc())).toBe('All Funds')
  })
  it("investorAccountName defaults to 'All Investors'", () => {
    expect(investorAccountNameOf(doc({ investorAccountName: 'Acme LP' }))).toBe('Acme LP')
    expect(investorAccountNameOf(doc({ investorAccountName: '' }))).toBe('All Investors')
    expect(investorAccountNameOf(doc())).toBe('All Investors')
  })
  it("publish date is 'N/A' unless the document is Active", () => {
    expect(publishDateOf(doc({ documentStatus: 'Active', publishDate: '2024-03-05' }))).toBe('Mar-05-2024')
    expect(
      publishDateOf(
        doc({ documentStatus: 'Active', publishDateEST: '2024-03-06T01:00:00', publishDate: '2024-03-05' }),
        'M/D/YYYY',
      ),
    ).toBe('3/6/2024')
    expect(publishDateOf(doc({ documentStatus: 'Pending', publishDate: '2024-03-05' }))).toBe('N/A')
    expect(publishDateOf(doc({ publishDate: '2024-03-05' }))).toBe('N/A')
    expect(publishDateOf(doc({ documentStatus: 'Active', publishDate: 'garbage' }))).toBe('N/A')
  })
  it('highlights pending rows', () => {
    expect(
      ['Pending', 'Pending Approval', 'PendingApproval'].map((s) =>
        isPendingDocument(doc({ documentStatus: s })),
      ),
    ).toEqual([true, true, true])
    expect(isPendingDocument(doc({ documentStatus: 'Active' }))).toBe(false)
    expect(isPendingDocument(doc())).toBe(false)
  })
  it('builds a grid row', () => {
    expect(
      toDocumentRow(
        doc({ id: 9, documentId: undefined, documentStatus: 'Pending', fileType: 'pdf', actionItem: true }),
      ),
    ).toEqual({
      id: 9,
      title: 'Q1 Report',
      fund: 'All Funds',
      investorAccount: 'All Investors',
      publishDate: 'N/A',
      actionItem: true,
      markedRead: false,
      highlighted: true,
      fileType: 'pdf',
    })
    expect(toDocumentRow({ title: undefined } as unknown as Document)).toMatchObject({
      id: null,
      title: '',
      fileType: null,
    })
  })
})

describe('document types', () => {
  const types = [
    {
      documentTypeId: 1,
      name: 'tax',
      displayName: 'Tax',
      documentSubtypes: [
        { documentSubtypeId: 11, name: 'K-1' },
        { documentSubtypeId: 12, name: 'Other' },
      ],
    },
    { documentTypeId: 2, name: 'Reports', documentSubtypes: [{ documentSubtypeId: 21, name: 'other ' }] },
    { documentTypeId: 3, name: 'Notices', documentSubtypes: null },
  ]
  it('labels types by display name, else name', () => {
    expect(documentTypeOptions(types)).toEqual([
      { value: 1, label: 'Tax' },
      { value: 2, label: 'Reports' },
      { value: 3, label: 'Notices' },
    ])
    expect(documentTypeOptions(undefined)).toEqual([])
  })
  it("merges subtypes named 'Other' into one 'Other' option", () => {
    expect(documentSubtypeOptions(types)).toEqual([
      { label: 'K-1', documentSubtypeIds: [11] },
      { label: 'Other', documentSubtypeIds: [12, 21] },
    ])
    expect(documentSubtypeOptions(null)).toEqual([])
  })
})

describe('filter selections', () => {
  it('an empty multi-selection becomes null', () => {
    expect(selectionOrNull([])).toBeNull()
    expect(selectionOrNull(undefined)).toBeNull()
    expect(selectionOrNull([1])).toEqual([1])
  })

  it('prunes selections that are no longer entitled', () => {
    const filters = {
      ...emptyDocumentFilters(),
      investorAccounts: [1, 2, 3],
      funds: ['7'],
      documentTypes: [5],
    }
    expect(pruneDocumentFilters(filters, { investorAccounts: [2, 3, 4], funds: [8] })).toEqual({
      ...filters,
      investorAccounts: [2, 3],
      funds: null,
      documentTypes: [5],
    })
    expect(
      pruneDocumentFilters(filters, { investorAccounts: [], funds: [7], documentTypes: [] }),
    ).toMatchObject({
      investorAccounts: null,
      funds: ['7'],
      documentTypes: null,
    })
  })

  const ids = fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('1', '2', 'x')), {
    maxLength: 15,
  })

  it('pruning keeps exactly the available selected ids, in order, or null (property)', () => {
    fc.assert(
      fc.property(fc.option(ids, { nil: null }), ids, (selection, available) => {
        const pruned = pruneSelection(selection, available)
        const allowed = new Set(available.map(String))
        const expected = (selection ?? []).filter((id) => allowed.has(String(id)))
        expect(pruned).toEqual(expected.length > 0 ? expected : null)
      }),
    )
  })

  it('pruning is idempotent and never adds ids (property)', () => {
    fc.assert(
      fc.property(ids, ids, (selection, available) => {
        const once = pruneSelection(selection, available)
        expect(pruneSelection(once, available)).toEqual(once)
        for (const id of once ?? []) expect(selection).toContain(id)
      }),
    )
  })

  it('sends the file-name filter only when it is not empty', () => {
    expect(fileNameFilter('  k-1 ')).toBe('k-1')
    expect(fileNameFilter('   ')).toBeUndefined()
    expect(fileNameFilter(null)).toBeUndefined()
  })
})

describe('download selection', () => {
  it('is disabled with nothing selected', () => {
    expect(downloadSelectionState(0)).toEqual({ disabled: true, hint: null })
  })
  it('allows 1 to 50 documents', () => {
    expect(downloadSelectionState(1)).toEqual({ disabled: false, hint: null })
    expect(downloadSelectionState(50)).toEqual({ disabled: false, hint: null })
  })
  it("is disabled above 50 with the hint 'Please select 50 documents or fewer'", () => {
    expect(downloadSelectionState(51)).toEqual({
      disabled: true,
      hint: 'Please select 50 documents or fewer',
    })
  })
  it('is disabled for a nonsensical count', () => {
    expect(downloadSelectionState(Number.NaN).disabled).toBe(true)
  })
})

describe('search requests', () => {
  it('builds the library search: paging from 1 by 50, publish date descending, statuses by role', () => {
    const request = documentSearchRequest({
      filters: {
        ...emptyDocumentFilters(),
        investorAccounts: [],
        funds: [3],
        status: 'Unread Action Items',
        fileName: ' ',
        timeRange: { timePeriod: 'LAST30', start: null, end: null },
      },
      isAdmin: false,
      today,
    })
    expect(request).toEqual({
      ...librarySearch(),
      actionFlag: true,
      readFlag: false,
      entitledAccountIds: null,
      entitledEntityIds: [3],
      documentTypes: null,
      startDate: '2024-04-13',
      endDate: null,
    })
  })
  it('adds the file name and admin statuses when given', () => {
    const request = documentSearchRequest({
      filters: { ...emptyDocumentFilters(), fileName: 'K-1' },
      isAdmin: true,
      today,
      start: 2,
      sort: { key: 'title', direction: 'ASC' },
    })
    expect(request).toMatchObject({
      fileName: 'K-1',
      documentStatuses: ['P', 'A', 'W', 'V'],
      isAdmin: true,
      start: 2,
      sortKey: 'title',
    })
  })
})

describe('list behaviour', () => {
  it('finds the highlighted video', () => {
    const items = [
      doc({ documentId: 1 }),
      { ...doc({ documentId: 2 }), videoId: 'v', videoIsHighlighted: true },
    ]
    expect(highlightedVideo(items)?.documentId).toBe(2)
    expect(highlightedVideo([{ ...doc(), videoIsHighlighted: true }])).toBeNull()
    expect(highlightedVideo(undefined)).toBeNull()
  })
  it('toggles sort direction on the same header and starts ascending on a new one', () => {
    expect(DEFAULT_DOCUMENT_SORT).toEqual({ key: 'publishDate', direction: 'DESC' })
    expect(toggleSort(DEFAULT_DOCUMENT_SORT, 'publishDate')).toEqual({ key: 'publishDate', direction: 'ASC' })
    expect(toggleSort({ key: 'title', direction: 'ASC' }, 'title')).toEqual({
      key: 'title',
      direction: 'DESC',
    })
    expect(toggleSort(DEFAULT_DOCUMENT_SORT, 'title')).toEqual({ key: 'title', direction: 'ASC' })
  })
  it('appends further pages without repeating documents', () => {
    const loaded = [doc({ documentId: 1 }), doc({ documentId: 2 })]
    expect(
      appendPage(loaded, [doc({ documentId: 2 }), doc({ documentId: 3 })]).map((d) => d.documentId),
    ).toEqual([1, 2, 3])
    expect(appendPage(loaded, null)).toEqual(loaded)
    expect(hasMorePages(50, 120)).toBe(true)
    expect(hasMorePages(120, 120)).toBe(false)
    expect(hasMorePages(0, null)).toBe(false)
    expect(nextPageStart(0)).toBe(1)
    expect(nextPageStart(50)).toBe(51)
    expect(nextPageStart(100)).toBe(101)
    expect(nextPageStart(-3)).toBe(1)
  })
  it('marks read and toggles action items optimistically, and rolls back with the previous value', () => {
    const docs = [doc({ documentId: 1 }), doc({ documentId: 2 })]
    const read = setMarkedRead(docs, [2], true)
    expect(read.map((d) => d.markedRead)).toEqual([false, true])
    expect(setMarkedRead(read, ['2'], false)).toEqual(docs)
    expect(setActionItem(docs, 1, true).map((d) => d.actionItem)).toEqual([true, false])
  })
})
