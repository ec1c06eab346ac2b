import { useMemo } from 'react'
import { api, requestContext } from '../../api'
import {
  appendPage,
  documentSearchRequest,
  PAGE_SIZE,
  type Document,
  type DocumentFilters,
  type DocumentSearchRequest,
  type DocumentSort,
  type Id,
} from '../../domain'
import { usePagedResource, type PagedResource } from '../kit'

/** What a documents search is keyed by. */
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

export type DocumentSearch = PagedResource<Document>

/**
 * A documents search keyed by its query, in pages of 50 (spec §7): a new query aborts the previous search and
 * starts again at page one, further pages append. A null query waits and keeps what is shown (an exact range with
 * one date). A failure is handed to `onFailure` once; the query (the user's filters) is untouched.
 */
export function useDocumentSearch(
  query: DocumentQuery | null,
  onFailure: (error: unknown) => void,
  /** The search call: a fund's documents say so when cancelled (api.documents.searchFundDocuments). */
  search: typeof api.documents.searchDocuments = api.documents.searchDocuments,
): DocumentSearch {
  // Every page of one search counts its relative time range from the same day.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const today = useMemo(() => requestContext.now(), [query])
  return usePagedResource(
    query,
    (start, signal) => search(searchRequestOf(query!, today, start), { signal }),
    onFailure,
    appendPage,
  )
}
