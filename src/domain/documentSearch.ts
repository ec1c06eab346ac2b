/** The documents search (spec §7): its request, its pages, and the flags changed on its loaded rows. */
import { PAGE_SIZE, FIRST_PAGE_START } from './constants'
import type { DataRoomItem, Document, DocumentStatusCode } from './entities/document'
import { type DocumentFilters, type DocumentSort, type Id } from './entities/filters'
import { documentStatusesFor } from './permissions'

import {
  DEFAULT_DOCUMENT_SORT,
  documentIdOf,
  emptyDocumentFilters,
  documentTimeRangeDates,
  fileNameFilter,
  readFilterFlags,
  selectionOrNull,
} from './documents'

/** Body of POST /documents/v1/Users/documents/search. */
export interface DocumentSearchRequest {
  start: number
  count: number
  sortKey: string
  sortDirection: DocumentSort['direction']
  documentStatuses: DocumentStatusCode[]
  isAdmin: boolean
  readFlag?: boolean
  actionFlag?: boolean
  entitledAccountIds?: Id[] | null
  entitledEntityIds?: Id[] | null
  documentTypes?: Id[] | null
  documentSubTypes?: Id[] | null
  startDate?: string | null
  endDate?: string | null
  fileName?: string
  documentLocation?: string
  includeVideos?: boolean
  includeChildren?: boolean
  userId?: string
  batchIds?: string[]
  reportFormat?: string
}

export interface DocumentSearchInput {
  filters: DocumentFilters
  sort?: DocumentSort
  start?: number
  count?: number
  isAdmin: boolean
  today: Date
}

/** The search request of a document library. */
export function documentSearchRequest(input: DocumentSearchInput): DocumentSearchRequest {
  const { filters } = input
  const sort = input.sort ?? DEFAULT_DOCUMENT_SORT
  const request: DocumentSearchRequest = {
    start: input.start ?? FIRST_PAGE_START,
    count: input.count ?? PAGE_SIZE,
    sortKey: sort.key,
    sortDirection: sort.direction,
    documentStatuses: documentStatusesFor(input.isAdmin),
    isAdmin: input.isAdmin,
    ...readFilterFlags(filters.status),
    entitledAccountIds: selectionOrNull(filters.investorAccounts),
    entitledEntityIds: selectionOrNull(filters.funds),
    documentTypes: selectionOrNull(filters.documentTypes),
    ...documentTimeRangeDates(filters.timeRange, input.today),
  }
  const fileName = fileNameFilter(filters.fileName)
  if (fileName !== undefined) request.fileName = fileName
  return request
}

/** How many unread documents home lists under 'What needs attention'. */
export const RECENT_UNREAD_DOCUMENTS = 5

/**
 * Home's recent unread documents: the document library's search on the Unread filter, every other filter at its
 * default, newest publish date first, one page of `count`.
 */
export const recentUnreadDocumentsRequest = (
  isAdmin: boolean,
  today: Date,
  count: number = RECENT_UNREAD_DOCUMENTS,
): DocumentSearchRequest =>
  documentSearchRequest({
    filters: { ...emptyDocumentFilters(), status: 'Unread' },
    sort: DEFAULT_DOCUMENT_SORT,
    isAdmin,
    today,
    start: FIRST_PAGE_START,
    count,
  })

/** The data room item whose video is highlighted ('New Opportunity Spotlight'), or null. */
export const highlightedVideo = <D extends DataRoomItem>(items: readonly D[] | null | undefined): D | null =>
  (items ?? []).find((item) => item.videoIsHighlighted === true && Boolean(item.videoId)) ?? null

/** Clicking a sortable header: the same key toggles ASC/DESC, a new key starts ASC. */
export const toggleSort = (current: DocumentSort, key: string): DocumentSort =>
  current.key === key
    ? { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' }
    : { key, direction: 'ASC' }

/** A further page appended to what is loaded; documents already present are not repeated. */
export function appendPage<D extends Document>(
  loaded: readonly D[],
  page: readonly D[] | null | undefined,
): D[] {
  const ids = new Set(loaded.map((d) => String(documentIdOf(d))))
  return [
    ...loaded,
    ...(page ?? []).filter((d) => documentIdOf(d) === null || !ids.has(String(documentIdOf(d)))),
  ]
}

export const hasMorePages = (loadedCount: number, total: number | null | undefined): boolean =>
  typeof total === 'number' && Number.isFinite(total) && loadedCount < total

/**
 * `start` of the next page after `loadedCount` rows: the 1-based position of its first row (spec §9 "page size 50,
 * starting at 1"; the provider reads it so, see mocks/documentSearch.ts). The one place this is decided: if the real
 * provider turns out to count pages instead, only this line changes.
 */
export const nextPageStart = (loadedCount: number): number => FIRST_PAGE_START + Math.max(0, loadedCount)

const withIds = (ids: readonly Id[]) => {
  const set = new Set(ids.map(String))
  return (document: Document) => set.has(String(documentIdOf(document)))
}

/** Optimistic read-flag update; apply the same call with the previous value to roll back. */
export const setMarkedRead = <D extends Document>(
  documents: readonly D[],
  ids: readonly Id[],
  markedRead: boolean,
) => {
  const matches = withIds(ids)
  return documents.map((d) => (matches(d) ? { ...d, markedRead } : d))
}

/** Optimistic action-item flag update. */
export const setActionItem = <D extends Document>(documents: readonly D[], id: Id, actionItem: boolean) => {
  const matches = withIds([id])
  return documents.map((d) => (matches(d) ? { ...d, actionItem } : d))
}
