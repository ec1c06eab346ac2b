import { rejectionTexts, warningTexts } from '../../domain/texts'
import { change, endpoint, withFailure } from './endpoint'
import type { AnswerSchema } from './answer'
import type { documentsAnswers } from './documentsAnswers'

type DocumentsAnswers = typeof documentsAnswers

/** The schema of an answer, loaded with the first answer (see AnswerLoader). */
const documentsAnswer =
  <T>(pick: (answers: DocumentsAnswers) => AnswerSchema<T>) =>
  () =>
    import('./documentsAnswers').then((answers) => pick(answers.documentsAnswers))

const documentSearch = endpoint('POST', '/documents/v1/Users/documents/search', rejectionTexts.documents)

/** The documents service (spec §7 Documents): the libraries, their types and files, read and action flags. */
export const documentsEndpoints = {
  documentTypes: endpoint('GET', '/documents/v1/DocumentTypes', rejectionTexts.documentTypes).answering(
    documentsAnswer((answers) => answers.documentTypes),
  ),
  fundDocumentTypes: endpoint(
    'GET',
    '/documents/v1/Documents/entitledEntity/{entityId}/documentTypes',
    rejectionTexts.documentTypes,
  ).answering(documentsAnswer((answers) => answers.fundDocumentTypes)),
  /** A page of a document library (the documents screen, a fund profile's documents). */
  documentSearch: documentSearch.answering(documentsAnswer((answers) => answers.documentSearch)),
  /** The same search for the data rooms' documents and videos. */
  dataRoomSearch: withFailure(documentSearch, rejectionTexts.data).answering(
    documentsAnswer((answers) => answers.dataRoomSearch),
  ),
  /** The same search as an Excel file. */
  documentExport: withFailure(documentSearch, warningTexts.fileDownload),
  actionRequiredCount: endpoint(
    'POST',
    '/documents/v1/Users/documents/actionRequired',
    rejectionTexts.actionItemsCount,
  ).answering(documentsAnswer((answers) => answers.actionRequiredCount)),
  documentActionItem: change('POST', '/documents/v1/Users/{id}/actionItem/{flag}', warningTexts.tryAgain),
  documentRead: change('POST', '/documents/v1/users/{id}/read/true', warningTexts.documentStatusUpdate),
  documentDownload: endpoint('GET', '/documents/v1/documents/{id}/download', warningTexts.documentDownload),
  userActivityReport: endpoint('POST', '/documents/v1/useractivitytracking', warningTexts.reportDownload),
}
