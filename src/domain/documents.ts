import { startOfYear, subDays } from 'date-fns'
import {
  MAX_DOCUMENTS_PER_DOWNLOAD,
  PAGE_SIZE,
  FIRST_PAGE_START,
  DATA_ROOM_DOCUMENT_LOCATION,
} from './constants'
import type { DataRoomItem, Document, DocumentStatusCode } from './entities/document'
import type { DocumentType } from './entities/documentType'
import {
  DOCUMENT_TIME_RANGES,
  READ_FILTERS,
  type DocumentFilters,
  type DocumentSort,
  type DocumentTimeRange,
  type FilterOption,
  type Id,
  type ReadFilter,
  type TimeRangeFilter,
} from './entities/filters'
import { DEFAULT_DATE_FORMAT, formatDate, parseDate, toIsoDate, type DateFormat } from './format'
import { documentStatusesFor } from './permissions'
import { documentTexts, documentTimeRangeLabels } from './texts/documents'
import { DOWNLOAD_SELECTION_HINT } from './texts/validation'

export const documentTimeRangeOptions: ReadonlyArray<FilterOption<DocumentTimeRange>> =
  DOCUMENT_TIME_RANGES.map((value) => ({ value, label: documentTimeRangeLabels[value] }))

/** The default time range and read filter are the first options of their lists (spec §9). */
export const DEFAULT_DOCUMENT_TIME_RANGE: DocumentTimeRange = DOCUMENT_TIME_RANGES[0]

export const readFilterOptions: ReadonlyArray<FilterOption<ReadFilter>> = READ_FILTERS.map((value) => ({
  value,
  label: value,
}))

export const DEFAULT_READ_FILTER: ReadFilter = READ_FILTERS[0]

export const DEFAULT_DOCUMENT_SORT: DocumentSort = { key: 'publishDate', direction: 'DESC' }
export const DEFAULT_DATA_ROOM_SORT: DocumentSort = { key: 'title', direction: 'ASC' }

export const emptyDocumentFilters = (): DocumentFilters => ({
  investorAccounts: null,
  documentTypes: null,
  funds: null,
  timeRange: { timePeriod: DEFAULT_DOCUMENT_TIME_RANGE, start: null, end: null },
  status: DEFAULT_READ_FILTER,
  fileName: '',
})

const DAYS_BACK: Partial<Record<DocumentTimeRange, number>> = { LAST30: 32, LAST90: 92 }

/**
 * Start and end dates of a documents time range (ISO dates). LAST30 reaches 32 days back and LAST90 92;
 * relative ranges are open-ended; an exact range uses its own dates.
 */
export function documentTimeRangeDates(
  range: TimeRangeFilter,
  today: Date,
): { startDate: string | null; endDate: string | null } {
  const date = parseDate(today)
  const daysBack = DAYS_BACK[range.timePeriod]
  if (daysBack !== undefined) return { startDate: date && toIsoDate(subDays(date, daysBack)), endDate: null }
  if (range.timePeriod === 'YEARBEGINNING')
    return { startDate: date && toIsoDate(startOfYear(date)), endDate: null }
  if (range.timePeriod === 'EXACTRANGE')
    return { startDate: toIsoDate(range.start), endDate: toIsoDate(range.end) }
  return { startDate: null, endDate: null }
}

/** readFlag / actionFlag of a read filter; 'All' restricts nothing. */
export function readFilterFlags(status: ReadFilter | string): { readFlag?: boolean; actionFlag?: boolean } {
  switch (status) {
    case 'Read':
      return { readFlag: true }
    case 'Unread':
      return { readFlag: false }
    case 'Action Items':
      return { actionFlag: true }
    case 'Unread Action Items':
      return { actionFlag: true, readFlag: false }
    default:
      return {}
  }
}

export const documentIdOf = (document: Pick<Document, 'documentId' | 'id'>): Id | null =>
  document.documentId ?? document.id ?? null

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** fundDisplayName, else the parent entity name, else the fund name, else 'All Funds'. */
export const fundDisplayNameOf = (document: Document): string =>
  text(document.fundDisplayName) ??
  text(document.parentEntityName) ??
  text(document.fundName) ??
  documentTexts.allFunds

export const investorAccountNameOf = (document: Document): string =>
  text(document.investorAccountName) ?? documentTexts.allInvestors

export const isActiveDocument = (document: Document): boolean => document.documentStatus === 'Active'

const PENDING_STATUSES: ReadonlyArray<string> = ['Pending', 'Pending Approval', 'PendingApproval']

/** Pending rows are highlighted. */
export const isPendingDocument = (document: Document): boolean =>
  PENDING_STATUSES.includes(document.documentStatus ?? '')

/** The publish date in the user's format; 'N/A' unless the document is Active or the date is invalid. */
export const publishDateOf = (document: Document, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string =>
  isActiveDocument(document)
    ? formatDate(document.publishDateEST ?? document.publishDate, dateFormat, documentTexts.notAvailable)
    : documentTexts.notAvailable

export interface DocumentRow {
  id: Id | null
  title: string
  fund: string
  investorAccount: string
  publishDate: string
  actionItem: boolean
  markedRead: boolean
  highlighted: boolean
  fileType: string | null
}

export const toDocumentRow = (
  document: Document,
  dateFormat: DateFormat = DEFAULT_DATE_FORMAT,
): DocumentRow => ({
  id: documentIdOf(document),
  title: document.title ?? '',
  fund: fundDisplayNameOf(document),
  investorAccount: investorAccountNameOf(document),
  publishDate: publishDateOf(document, dateFormat),
  actionItem: document.actionItem === true,
  markedRead: document.markedRead === true,
  highlighted: isPendingDocument(document),
  fileType: document.fileType ?? null,
})

export const documentTypeOptions = (types: readonly DocumentType[] | null | undefined): FilterOption[] =>
  (types ?? []).map((t) => ({ value: t.documentTypeId, label: text(t.displayName) ?? t.name }))

export interface DocumentSubtypeOption {
  label: string
  documentSubtypeIds: number[]
}

/** Subtype options of the given types; every subtype named 'Other' is merged into one 'Other' option, last. */
export function documentSubtypeOptions(
  types: readonly DocumentType[] | null | undefined,
): DocumentSubtypeOption[] {
  const options: DocumentSubtypeOption[] = []
  const otherIds: number[] = []
  for (const subtype of (types ?? []).flatMap((t) => t.documentSubtypes ?? [])) {
    if (subtype.name?.trim().toLowerCase() === documentTexts.other.toLowerCase()) {
      otherIds.push(subtype.documentSubtypeId)
    } else {
      options.push({ label: subtype.name, documentSubtypeIds: [subtype.documentSubtypeId] })
    }
  }
  if (otherIds.length > 0) options.push({ label: documentTexts.other, documentSubtypeIds: otherIds })
  return options
}

/** An empty multi-selection means no restriction: null (spec §5). */
export const selectionOrNull = <T>(selection: readonly T[] | null | undefined): T[] | null =>
  selection && selection.length > 0 ? [...selection] : null

/** The selection without what is no longer available, in its order; null when nothing is left. */
export function pruneSelection<T extends Id>(
  selection: readonly T[] | null | undefined,
  available: readonly Id[] | null | undefined,
): T[] | null {
  const allowed = new Set((available ?? []).map(String))
  return selectionOrNull((selection ?? []).filter((id) => allowed.has(String(id))))
}

export interface EntitledOptions {
  investorAccounts: readonly Id[]
  funds: readonly Id[]
  documentTypes?: readonly Id[]
}

/** Drops selections that are no longer entitled (spec §2.2, §4 Documents). */
export const pruneDocumentFilters = (
  filters: DocumentFilters,
  entitled: EntitledOptions,
): DocumentFilters => ({
  ...filters,
  investorAccounts: pruneSelection(filters.investorAccounts, entitled.investorAccounts),
  funds: pruneSelection(filters.funds, entitled.funds),
  documentTypes: entitled.documentTypes
    ? pruneSelection(filters.documentTypes, entitled.documentTypes)
    : selectionOrNull(filters.documentTypes),
})

/** The file-name filter is sent only when it is not empty. */
export const fileNameFilter = (fileName: string | null | undefined): string | undefined => {
  const trimmed = (fileName ?? '').trim()
  return trimmed === '' ? undefined : trimmed
}

export interface DownloadSelectionState {
  disabled: boolean
  hint: string | null
}

/** Download is disabled with nothing or more than 50 selected; over 50 shows the hint (spec §5). */
export const downloadSelectionState = (selectedCount: number): DownloadSelectionState => {
  const tooMany = selectedCount > MAX_DOCUMENTS_PER_DOWNLOAD
  return {
    disabled: !(selectedCount > 0) || tooMany,
    hint: tooMany ? DOWNLOAD_SELECTION_HINT : null,
  }
}

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

/** Data room searches: documentLocation 'Opportunity', statuses P, A, W, V, videos included (spec §7). */
export const dataRoomSearchRequest = (
  sort: DocumentSort = DEFAULT_DATA_ROOM_SORT,
): Pick<
  DocumentSearchRequest,
  'documentLocation' | 'documentStatuses' | 'includeVideos' | 'sortKey' | 'sortDirection'
> => ({
  documentLocation: DATA_ROOM_DOCUMENT_LOCATION,
  documentStatuses: ['P', 'A', 'W', 'V'],
  includeVideos: true,
  sortKey: sort.key,
  sortDirection: sort.direction,
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
