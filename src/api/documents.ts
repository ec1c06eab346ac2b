import {
  DATA_ROOM_DOCUMENT_LOCATION,
  DEFAULT_DATA_ROOM_SORT,
  documentStatusesFor,
  rejectionTexts,
  warningTexts,
  type DataRoomItem,
  type Document,
  type DocumentSearchRequest,
  type DocumentSearchResult,
  type DocumentSort,
  type DocumentType,
  type Id,
} from '../domain'
import {
  downloadFile,
  requestFile,
  requestJson,
  requestVoid,
  type CallOptions,
  type DownloadedFile,
  type Guard,
} from './client'
import { isNumber, isRecord, isString, listOf, shaped } from './guards'
import { ApiError } from './errors'
import type { UserActivityReportRequest } from './types'

const isDocumentType = shaped<DocumentType>({ documentTypeId: isNumber, name: isString })
const isDocument = shaped<Document>({ title: isString })

function isSearchResult<D extends Document>(value: unknown): value is DocumentSearchResult<D> {
  return isRecord(value) && isNumber(value.total) && listOf(isDocument)(value.results)
}
const noDocuments = <D extends Document>(): DocumentSearchResult<D> => ({ total: 0, results: [] })

/** GET /documents/v1/DocumentTypes?sortColumn=name. */
export const getDocumentTypes = ({ signal }: CallOptions = {}): Promise<DocumentType[]> =>
  requestJson(
    {
      method: 'GET',
      path: '/documents/v1/DocumentTypes',
      query: { sortColumn: 'name' },
      failure: rejectionTexts.documentTypes,
      signal,
    },
    listOf(isDocumentType),
    () => [],
  )

/** GET documents/v1/Documents/entitledEntity/{entityId}/documentTypes: the types of one fund's documents. */
export const getFundDocumentTypes = (entityId: Id, { signal }: CallOptions = {}): Promise<DocumentType[]> =>
  requestJson(
    {
      method: 'GET',
      path: `/documents/v1/Documents/entitledEntity/${encodeURIComponent(String(entityId))}/documentTypes`,
      failure: rejectionTexts.documentTypes,
      signal,
    },
    listOf(isDocumentType),
    () => [],
  )

const SEARCH = '/documents/v1/Users/documents/search'

/** POST /documents/v1/Users/documents/search: a page of a document library; 204 means none. */
export const searchDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DocumentSearchResult> =>
  requestJson(
    { method: 'POST', path: SEARCH, body: request, failure: rejectionTexts.documents, signal },
    isSearchResult as Guard<DocumentSearchResult>,
    noDocuments,
  )

/** The same search for a fund profile's documents; a cancelled fetch says so (spec §8). */
export const searchFundDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DocumentSearchResult> =>
  requestJson(
    {
      method: 'POST',
      path: SEARCH,
      body: request,
      failure: rejectionTexts.documents,
      cancelledText: rejectionTexts.cancelledFundDocuments,
      signal,
    },
    isSearchResult as Guard<DocumentSearchResult>,
    noDocuments,
  )

/** The body of a data room search: location 'Opportunity', statuses P, A, W and V, with videos (spec §7). */
export const dataRoomSearchRequest = (
  sort: DocumentSort = DEFAULT_DATA_ROOM_SORT,
  page: { start?: number; count?: number } = {},
): DocumentSearchRequest => ({
  start: page.start ?? 1,
  count: page.count ?? 500,
  sortKey: sort.key,
  sortDirection: sort.direction,
  documentStatuses: documentStatusesFor(true),
  isAdmin: false,
  documentLocation: DATA_ROOM_DOCUMENT_LOCATION,
  includeVideos: true,
})

/** The data rooms' documents and videos. */
export const searchDataRoomDocuments = (
  sort: DocumentSort = DEFAULT_DATA_ROOM_SORT,
  { signal }: CallOptions = {},
): Promise<DocumentSearchResult<DataRoomItem>> =>
  requestJson(
    { method: 'POST', path: SEARCH, body: dataRoomSearchRequest(sort), failure: rejectionTexts.data, signal },
    isSearchResult as Guard<DocumentSearchResult<DataRoomItem>>,
    noDocuments,
  )

/** The search as an Excel export (reportFormat 'xlsx'); null when nothing matches (204). */
export const exportDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: SEARCH,
    body: { ...request, reportFormat: 'xlsx' },
    failure: warningTexts.fileDownload,
    signal,
  })

/** POST /documents/v1/Users/documents/actionRequired: how many documents require action. */
export const getActionRequiredCount = (
  filter: Record<string, unknown> = {},
  { signal }: CallOptions = {},
): Promise<number> =>
  requestJson(
    {
      method: 'POST',
      path: '/documents/v1/Users/documents/actionRequired',
      body: filter,
      failure: rejectionTexts.actionItemsCount,
      signal,
    },
    (value): value is number => isNumber(value),
    () => 0,
  )

/** POST /documents/v1/Users/{id}/actionItem/{true|false}. */
export const setActionItem = (
  documentId: Id,
  actionItem: boolean,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({
    method: 'POST',
    path: `/documents/v1/Users/${encodeURIComponent(String(documentId))}/actionItem/${actionItem}`,
    failure: warningTexts.tryAgain,
    signal,
  })

/** POST documents/v1/users/{id}/read/true. */
export const markRead = (documentId: Id, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({
    method: 'POST',
    path: `/documents/v1/users/${encodeURIComponent(String(documentId))}/read/true`,
    failure: warningTexts.documentStatusUpdate,
    signal,
  })

/** Mark as Read posts one request per document (spec §4); rejects if any of them fails. */
export async function markManyRead(documentIds: readonly Id[], { signal }: CallOptions = {}): Promise<void> {
  const outcomes = await Promise.allSettled(documentIds.map((id) => markRead(id, { signal })))
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

/** GET documents/v1/documents/{id}/download?save=true, through the generic download helper. */
export async function downloadDocument(
  documentId: Id,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  const file = await downloadFile(
    `/documents/v1/documents/${encodeURIComponent(String(documentId))}/download`,
    warningTexts.documentDownload,
    { save: true },
    { signal },
  )
  if (!file) throw new ApiError(warningTexts.documentDownload, 204)
  return file
}

/** POST /documents/v1/useractivitytracking: the administration's user-activity report. */
export const downloadUserActivityReport = (
  request: UserActivityReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: '/documents/v1/useractivitytracking',
    body: request,
    failure: warningTexts.reportDownload,
    signal,
  })
