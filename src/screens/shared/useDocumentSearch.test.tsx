// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { server } from '../../../mocks/node'
import { mockState, resetMockState } from '../../../mocks/state'
import {
  DEFAULT_DOCUMENT_SORT,
  emptyDocumentFilters,
  PAGE_SIZE,
  warningTexts,
  type DocumentFilters,
} from '../../domain'
import {
  loadTestSession,
  sessionWrapper,
  type TestSession,
  setUpScreenTestProvider,
} from './testing/testSession'
import { useDocumentSearch, type DocumentQuery } from './useDocumentSearch'

const SEARCH = '/documents/v1/Users/documents/search'

const searchBodies = () =>
  mockState.requests
    .filter((request) => request.method === 'POST' && request.path.endsWith(SEARCH))
    .map((request) => request.body as Record<string, unknown>)

const queryOf = (
  filters: Partial<DocumentFilters> = {},
  overrides: Partial<DocumentQuery> = {},
): DocumentQuery => ({
  filters: { ...emptyDocumentFilters(), ...filters },
  documentSubTypes: null,
  sort: DEFAULT_DOCUMENT_SORT,
  isAdmin: false,
  groupId: 'ALL',
  ...overrides,
})

let session: TestSession

setUpScreenTestProvider()
beforeEach(async () => {
  session = await loadTestSession()
  mockState.requests = []
})

function renderSearch(initial: DocumentQuery | null) {
  return renderHook(({ query }) => useDocumentSearch(query, session.notifyWarning), {
    initialProps: { query: initial },
    wrapper: sessionWrapper(session),
  })
}

describe('useDocumentSearch', () => {
  it('loads the first page of 50 with the total, then appends pages of 50 (start after the rows fetched)', async () => {
    const { result } = renderSearch(queryOf())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    expect(result.current.documents).toHaveLength(PAGE_SIZE)
    expect(result.current.total).toBeGreaterThan(PAGE_SIZE * 2)
    expect(result.current.hasMore).toBe(true)
    const first = result.current.documents[0]
    await act(() => result.current.loadMore())
    expect(result.current.documents).toHaveLength(PAGE_SIZE * 2)
    expect(result.current.documents[0]).toBe(first)
    const bodies = searchBodies()
    expect(bodies.map((body) => [body.start, body.count])).toEqual([
      [1, PAGE_SIZE],
      [PAGE_SIZE + 1, PAGE_SIZE],
    ])
    expect(bodies[0]).toMatchObject({
      sortKey: 'publishDate',
      sortDirection: 'DESC',
      documentStatuses: ['A'],
    })
    expect(bodies[0]).not.toHaveProperty('fileName')
    expect(new Set(result.current.documents.map((d) => d.documentId)).size).toBe(PAGE_SIZE * 2)
  })

  it('asks for one page at a time while a page is in flight', async () => {
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    await act(async () => {
      const first = result.current.loadMore()
      expect(result.current.loadMore()).toBeUndefined()
      await first
    })
    expect(searchBodies()).toHaveLength(2)
  })

  it('a new query cancels the previous search: its answer is never shown and no warning is given', async () => {
    server.use(
      http.post(`*${SEARCH}`, async ({ request }) => {
        const body = (await request.clone().json()) as { fileName?: string }
        if (body.fileName === 'slow') await delay(300)
        return undefined
      }),
    )
    const { result, rerender } = renderSearch(queryOf({ fileName: 'slow' }))
    rerender({ query: queryOf({ fileName: 'Capital Call' }) })
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(result.current.documents.length).toBeGreaterThan(0)
    expect(result.current.documents.every((d) => d.title.toLowerCase().includes('capital call'))).toBe(true)
    expect(session.notifyWarning).not.toHaveBeenCalled()
  })

  it('a new search starts again at page one', async () => {
    const { result, rerender } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    await act(() => result.current.loadMore())
    rerender({ query: queryOf({ status: 'Unread' }) })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    expect(result.current.documents).toHaveLength(PAGE_SIZE)
    expect(searchBodies().at(-1)).toMatchObject({ start: 1, readFlag: false })
  })

  it('shows "Failed to load documents" when the search fails', async () => {
    server.use(...withFaults([{ method: 'POST', path: SEARCH, status: 500 }]))
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.documentsLoad)
    expect(result.current.documents).toHaveLength(0)
  })

  it('reads 204 as no documents', async () => {
    server.use(...withFaults([{ method: 'POST', path: SEARCH, status: 204 }]))
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    expect(result.current.total).toBe(0)
    expect(result.current.hasMore).toBe(false)
  })

  it('a null query (an exact range with one date) sends nothing and keeps what is shown', async () => {
    const { result, rerender } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    const shown = result.current.documents
    rerender({ query: null })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(searchBodies()).toHaveLength(1)
    expect(result.current.documents).toBe(shown)
  })
})

describe('20,000 documents of the administrator', () => {
  it('the admin persona has more than 20,000 searchable documents', async () => {
    resetMockState('admin')
    const { result } = renderSearch(queryOf({}, { isAdmin: true }))
    await waitFor(() => expect(result.current.status).toBe('loaded'))
    expect(result.current.total).toBeGreaterThanOrEqual(20_000)
    expect(searchBodies()[0]).toMatchObject({ documentStatuses: ['P', 'A', 'W', 'V'], isAdmin: true })
  })
})
