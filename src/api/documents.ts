import {
  DATA_ROOM_DOCUMENT_LOCATION,
  DEFAULT_DATA_ROOM_SORT,
  documentStatusesFor,
  downloadedDocumentFileName,
  rejectionTexts,
  type DataRoomItem,
  type Document,
  type DocumentFileNaming,
  type DocumentSearchRequest,
  type DocumentSearchResult,
  type DocumentSort,
  type DocumentType,
  type Id,
} from '../domain'
import { callTo, requestJson, requestVoid, type CallOptions } from './client'
import { downloadFile, requestFile, type DownloadedFile } from './download'
import { endpoints } from './endpoints'
import { ApiError } from './errors'
import type { UserActivityReportRequest } from './types'

export { getActionRequiredCount, getDocumentTypes } from './documentsAtStartup'

const noDocuments = <D extends Document>(): DocumentSearchResult<D> => ({ total: 0, results: [] })

/** GET the types of one fund's documents. */
export const getFundDocumentTypes = (entityId: Id, { signal }: CallOptions = {}): Promise<DocumentType[]> =>
  requestJson({ ...callTo(endpoints.fundDocumentTypes, { entityId }), signal }, () => [])

/** POST a document search: a page of a document library; 204 means none. */
export const searchDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DocumentSearchResult> =>
  requestJson({ ...callTo(endpoints.documentSearch), body: request, signal }, noDocuments)

/** The same search for a fund profile's documents; a cancelled fetch says so (spec §8). */
export const searchFundDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DocumentSearchResult> =>
  requestJson(
    {
      ...callTo(endpoints.documentSearch),
      body: request,
      cancelledText: rejectionTexts.cancelledFundDocuments,
      signal,
    },
    noDocuments,
  )

/** The body of a data room search: location 'Opportunity', statuses P, A, W and V, with videos (spec §7). */
const dataRoomSearchRequest = (
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
  requestJson({ ...callTo(endpoints.dataRoomSearch), body: dataRoomSearchRequest(sort), signal }, noDocuments)

/** The search as an Excel export (reportFormat 'xlsx'); null when nothing matches (204). */
export const exportDocuments = (
  request: DocumentSearchRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.documentExport), body: { ...request, reportFormat: 'xlsx' }, signal })

/** POST a document's action flag (true or false). */
export const setActionItem = (
  documentId: Id,
  actionItem: boolean,
  { signal }: CallOptions = {},
): Promise<void> =>
  requestVoid({ ...callTo(endpoints.documentActionItem, { id: documentId, flag: actionItem }), signal })

/** POST that a document was read. */
export const markRead = (documentId: Id, { signal }: CallOptions = {}): Promise<void> =>
  requestVoid({ ...callTo(endpoints.documentRead, { id: documentId }), signal })

/**
 * GET a document's file, ?save=true, through the generic download helper. It is saved under the provider's
 * content-disposition name, or else under the document's title and file type (never a report's default name).
 */
export async function downloadDocument(
  documentId: Id,
  document: DocumentFileNaming,
  { signal }: CallOptions = {},
): Promise<DownloadedFile> {
  const call = callTo(endpoints.documentDownload, { id: documentId })
  const file = await downloadFile(call, { save: true }, { signal }, (contentDisposition) =>
    downloadedDocumentFileName(contentDisposition, document),
  )
  if (!file) throw new ApiError(call.failure, 204)
  return file
}

/** POST for the administration's user-activity report. */
export const downloadUserActivityReport = (
  request: UserActivityReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.userActivityReport), body: request, signal })
