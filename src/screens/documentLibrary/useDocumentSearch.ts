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
import { usePagedResource, useScopedKey, type PagedResource } from '../kit'

/** Never called: a null key loads nothing. */
const waitForKey = () => new Promise<never>(() => undefined)

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
  const key = useScopedKey('documentSearch', query)
  // usePagedResource keeps the page loader of the render where the key changed, so every page of one search
  // counts its relative time range from the day that search began.
  const today = requestContext.now()
  return usePagedResource(
    key,
    (start, signal) => (key ? search(searchRequestOf(key.params, today, start), { signal }) : waitForKey()),
    onFailure,
    appendPage,
  )
}
