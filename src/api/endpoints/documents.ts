import { rejectionTexts, warningTexts } from '../../domain/texts'
import { answeredFrom, change, endpoint, withFailure } from './endpoint'

const documentSearch = endpoint('POST', '/documents/v1/Users/documents/search', rejectionTexts.documents)

/** The documents service (spec §7 Documents): the libraries, their types and files, read and action flags. */
export const documentsEndpoints = answeredFrom('documentsAnswers', {
  documentTypes: endpoint('GET', '/documents/v1/DocumentTypes', rejectionTexts.documentTypes),
  fundDocumentTypes: endpoint(
    'GET',
    '/documents/v1/Documents/entitledEntity/{entityId}/documentTypes',
    rejectionTexts.documentTypes,
  ),
  /** A page of a document library (the documents screen, a fund profile's documents). */
  documentSearch: documentSearch,
  /** The same search for the data rooms' documents and videos. */
  dataRoomSearch: withFailure(documentSearch, rejectionTexts.data),
  /** The same search as an Excel file. */
  documentExport: withFailure(documentSearch, warningTexts.fileDownload),
  actionRequiredCount: endpoint(
    'POST',
    '/documents/v1/Users/documents/actionRequired',
    rejectionTexts.actionItemsCount,
  ),
  documentActionItem: change('POST', '/documents/v1/Users/{id}/actionItem/{flag}', warningTexts.tryAgain),
  documentRead: change('POST', '/documents/v1/users/{id}/read/true', warningTexts.documentStatusUpdate),
  documentDownload: endpoint('GET', '/documents/v1/documents/{id}/download', warningTexts.documentDownload),
  userActivityReport: endpoint('POST', '/documents/v1/useractivitytracking', warningTexts.reportDownload),
})
