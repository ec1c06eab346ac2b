// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { server } from '../../../mocks/node'
import { mockState, resetMockState } from '../../../mocks/state'
import {
  DEFAULT_DOCUMENT_SORT,
  emptyDocumentFilters,
  PAGE_SIZE,
  rejectionTexts,
  type DocumentFilters,
} from '../../domain'
import {
  loadTestSession,
  sessionWrapper,
  type TestSession,
  setUpScreenTestProvider,
} from '../testing/testSession'
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
let failures: Mock<(error: unknown) => void>

setUpScreenTestProvider()
beforeEach(async () => {
  session = await loadTestSession()
  failures = vi.fn()
  mockState.requests = []
})

function renderSearch(initial: DocumentQuery | null) {
  return renderHook(({ query }) => useDocumentSearch(query, failures), {
    initialProps: { query: initial },
    wrapper: sessionWrapper(session),
  })
}

describe('useDocumentSearch', () => {
  it('loads the first page of 50 with the total, then appends pages of 50 (start after the rows fetched)', async () => {
    const { result } = renderSearch(queryOf())
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    expect(result.current.items).toHaveLength(PAGE_SIZE)
    expect(result.current.total).toBeGreaterThan(PAGE_SIZE * 2)
    expect(result.current.hasMore).toBe(true)
    const first = result.current.items[0]
    await act(() => result.current.loadMore())
    expect(result.current.items).toHaveLength(PAGE_SIZE * 2)
    expect(result.current.items[0]).toBe(first)
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
    expect(new Set(result.current.items.map((d) => d.documentId)).size).toBe(PAGE_SIZE * 2)
  })

  it('asks for one page at a time while a page is in flight', async () => {
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    await act(async () => {
      const first = result.current.loadMore()
      await result.current.loadMore()
      await first
    })
    expect(searchBodies()).toHaveLength(2)
  })

  it('a new query cancels the previous search: its answer is never shown and no warning is given', async () => {
    // The first search is answered only after the second one, and only once the test lets it.
    let answerSlow = () => {}
    const slowAnswered = new Promise<void>((resolve) => {
      server.use(
        http.post(`*${SEARCH}`, async ({ request }) => {
          const body = (await request.clone().json()) as { fileName?: string }
          if (body.fileName !== 'slow') return undefined
          await new Promise<void>((release) => (answerSlow = release))
          resolve()
          return undefined
        }),
      )
    })
    const { result, rerender } = renderSearch(queryOf({ fileName: 'slow' }))
    rerender({ query: queryOf({ fileName: 'Capital Call' }) })
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    answerSlow()
    await act(() => slowAnswered)
    expect(result.current.items.length).toBeGreaterThan(0)
    expect(result.current.items.every((d) => d.title.toLowerCase().includes('capital call'))).toBe(true)
    expect(failures).not.toHaveBeenCalled()
  })

  it('a new search starts again at page one', async () => {
    const { result, rerender } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    await act(() => result.current.loadMore())
    rerender({ query: queryOf({ status: 'Unread' }) })
    expect(result.current.status).toBe('pending')
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    expect(result.current.items).toHaveLength(PAGE_SIZE)
    expect(searchBodies().at(-1)).toMatchObject({ start: 1, readFlag: false })
  })

  it('shows "Failed to load documents" when the search fails', async () => {
    server.use(...withFaults([{ method: 'POST', path: SEARCH, status: 500 }]))
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('rejected'))
    expect(failures).toHaveBeenCalledTimes(1)
    expect(failures.mock.calls[0]?.[0]).toMatchObject({ message: rejectionTexts.documents })
    expect(result.current.items).toHaveLength(0)
  })

  it('reads 204 as no documents', async () => {
    server.use(...withFaults([{ method: 'POST', path: SEARCH, status: 204 }]))
    const { result } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    expect(result.current.total).toBe(0)
    expect(result.current.hasMore).toBe(false)
  })

  it('a null query (an exact range with one date) sends nothing and keeps what is shown', async () => {
    const { result, rerender } = renderSearch(queryOf())
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    const shown = result.current.items
    rerender({ query: null })
    expect(searchBodies()).toHaveLength(1)
    expect(result.current.status).toBe('fulfilled')
    expect(result.current.items).toBe(shown)
  })
})

describe('20,000 documents of the administrator', () => {
  it('the admin persona has more than 20,000 searchable documents', async () => {
    resetMockState('admin')
    const { result } = renderSearch(queryOf({}, { isAdmin: true }))
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    expect(result.current.total).toBeGreaterThanOrEqual(20_000)
    expect(searchBodies()[0]).toMatchObject({ documentStatuses: ['P', 'A', 'W', 'V'], isAdmin: true })
  })
})
