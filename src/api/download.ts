// Calls answering a file (reports, documents, exports): apart from the client's JSON calls, so the first load, which
// makes none, carries neither them nor the file-naming rules they use.
import { sanitizeFileName, xlsxFileName } from '../domain'
import { NO_CONTENT, rejection, send, type CallOptions, type CallSpec, type QueryValue } from './client'
import { requestContext } from './context'

/** A downloaded file: its name (from content-disposition) and content. */
export interface DownloadedFile {
  fileName: string
  blob: Blob
}

/** Names a downloaded file from its content-disposition header (null when the answer has none). */
export type FileNamer = (contentDisposition: string | null) => string

/** A report's name: the content-disposition name, else `Report_MMddyyyy.xlsx` (spec §7). */
const reportFileNamer: FileNamer = (contentDisposition) =>
  xlsxFileName(contentDisposition, requestContext.now())

/**
 * A call answering a file. The name comes from content-disposition, else from `nameFile`'s fallback (a report's
 * `Report_MMddyyyy.xlsx` unless the caller knows better, e.g. a document's title). A 204 means the report has no
 * data: null.
 */
export async function requestFile(
  spec: CallSpec,
  nameFile: FileNamer = reportFileNamer,
): Promise<DownloadedFile | null> {
  const response = await send({ deadlineMs: requestContext.downloadDeadlineMs, ...spec })
  if (response.status === NO_CONTENT) return null
  try {
    const blob = await response.blob()
    const fileName = nameFile(response.headers.get('content-disposition'))
    // Saved names keep only letters, digits, underscore and space (spec §5).
    return { fileName: sanitizeFileName(fileName), blob }
  } catch (error) {
    throw rejection(spec, error)
  }
}

/**
 * The generic download helper: a GET of a file under the API base without entitledUserId and
 * investorAccountGroupId (spec §7).
 */
export const downloadFile = (
  call: Pick<CallSpec, 'path' | 'failure' | 'refusedParameter'>,
  query?: Record<string, QueryValue>,
  { signal }: CallOptions = {},
  nameFile?: FileNamer,
): Promise<DownloadedFile | null> =>
  requestFile({ ...call, method: 'GET', query, withContext: false, signal }, nameFile)
