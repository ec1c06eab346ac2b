import { useCallback, useEffect, useRef, useState } from 'react'
import { api, requestContext } from '../../api'
import {
  appendPage,
  documentSearchRequest,
  FIRST_PAGE_START,
  hasMorePages,
  isAbortError,
  nextPageStart,
  PAGE_SIZE,
  warningTexts,
  type Document,
  type DocumentFilters,
  type DocumentSearchRequest,
  type DocumentSort,
  type Id,
} from '../../domain'

/** What a documents search is keyed by. Memoise it: a new object is a new search. */
export interface DocumentQuery {
  filters: DocumentFilters
  documentSubTypes: Id[] | null
  sort: DocumentSort
  /** Searches with statuses P, A, W, V and isAdmin (spec §6). */
  isAdmin: boolean
  /** The selected investor-account group: the provider narrows every call to it. */
  groupId: string
}

export function searchRequestOf(query: DocumentQuery, today: Date, start: number): DocumentSearchRequest {
  const request = documentSearchRequest({
    filters: query.filters,
    sort: query.sort,
    isAdmin: query.isAdmin,
    today,
    start,
    count: PAGE_SIZE,
  })
  if (query.documentSubTypes && query.documentSubTypes.length > 0)
    request.documentSubTypes = query.documentSubTypes
  return request
}

interface Results {
  query: DocumentQuery | null
  documents: readonly Document[]
  total: number | null
  /** Rows the provider answered (the page start follows them, whatever appendPage dropped). */
  fetched: number
  failed: boolean
  loadingMore: boolean
}

const NOTHING: Results = {
  query: null,
  documents: [],
  total: null,
  fetched: 0,
  failed: false,
  loadingMore: false,
}

export interface DocumentSearch {
  documents: readonly Document[]
  total: number | null
  status: 'loading' | 'loaded' | 'failed'
  loadingMore: boolean
  hasMore: boolean
  /** The next page of 50, appended; once per page while one is in flight. */
  loadMore: () => Promise<void> | undefined
  /** Optimistic changes to the loaded documents (flags), never a copy of the rows themselves. */
  update: (change: (documents: readonly Document[]) => readonly Document[]) => void
}

/**
 * A documents search keyed by its query: a new query cancels the previous search (aborts its request, drops
 * its answer, shows no warning for it) and starts again at page one; further pages of 50 append. A failure
 * shows 'Failed to load documents'; the query (the user's filters) is untouched. A null query waits and keeps
 * what is shown (an exact range with one date).
 */
export function useDocumentSearch(
  query: DocumentQuery | null,
  notifyWarning: (text: string) => void,
): DocumentSearch {
  const [results, setResults] = useState<Results>(NOTHING)
  const controller = useRef<AbortController | null>(null)
  const baseRequest = useRef<{ query: DocumentQuery; today: Date } | null>(null)
  const pageInFlight = useRef(false)

  useEffect(() => {
    if (!query) return
    const search = new AbortController()
    controller.current = search
    pageInFlight.current = false
    const today = requestContext.now()
    baseRequest.current = { query, today }
    api.documents.searchDocuments(searchRequestOf(query, today, FIRST_PAGE_START), search.signal).then(
      (page) => {
        if (search.signal.aborted) return
        setResults({
          query,
          documents: page.results,
          total: page.total,
          fetched: page.results.length,
          failed: false,
          loadingMore: false,
        })
      },
      (error: unknown) => {
        if (search.signal.aborted || isAbortError(error)) return
        setResults({ ...NOTHING, query, failed: true })
        notifyWarning(warningTexts.documentsLoad)
      },
    )
    return () => search.abort()
  }, [query, notifyWarning])

  // A new query shows as loading until its first page arrives; a null query keeps what is shown.
  const current = query === null || results.query === query ? results : null
  const hasMore = current !== null && !current.failed && hasMorePages(current.fetched, current.total)

  const loadMore = useCallback(() => {
    const search = controller.current
    const base = baseRequest.current
    if (!current || !hasMore || pageInFlight.current || !search || !base || base.query !== current.query)
      return
    pageInFlight.current = true
    const forQuery = base.query
    setResults((r) => (r.query === forQuery ? { ...r, loadingMore: true } : r))
    return api.documents
      .searchDocuments(searchRequestOf(forQuery, base.today, nextPageStart(current.fetched)), search.signal)
      .then(
        (page) => {
          if (search.signal.aborted) return
          setResults((r) =>
            r.query === forQuery
              ? {
                  ...r,
                  documents: appendPage(r.documents, page.results),
                  total: page.total,
                  fetched: r.fetched + page.results.length,
                  loadingMore: false,
                }
              : r,
          )
        },
        (error: unknown) => {
          if (search.signal.aborted || isAbortError(error)) return
          setResults((r) => (r.query === forQuery ? { ...r, loadingMore: false } : r))
          notifyWarning(warningTexts.documentsLoad)
        },
      )
      .finally(() => {
        if (controller.current === search) pageInFlight.current = false
      })
  }, [current, hasMore, notifyWarning])

  const update = useCallback((change: (documents: readonly Document[]) => readonly Document[]) => {
    setResults((r) => ({ ...r, documents: change(r.documents) }))
  }, [])

  return {
    documents: current?.documents ?? NOTHING.documents,
    total: current?.total ?? null,
    status: current === null ? 'loading' : current.failed ? 'failed' : 'loaded',
    loadingMore: current?.loadingMore ?? false,
    hasMore,
    loadMore,
    update,
  }
}
