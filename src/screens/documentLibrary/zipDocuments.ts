import { api, requestContext, type DownloadedFile } from '../../api'
import { documentFileName, downloadFileNames, formatFileNameDate, type Document } from '../../domain'
import { providerIdOf } from './documentTerms'
import { runLimited } from '../../domain'

/** Files fetched at once while gathering a zip. */
const PARALLEL_DOWNLOADS = 4

export interface ZipProgress {
  done: number
  total: number
}

export interface ZipOptions {
  signal?: AbortSignal
  onProgress?: (progress: ZipProgress) => void
}

/**
 * 'Download Selected' (spec §2.5): every document through the generic download helper, then one zip built in the
 * browser with fflate under sanitised, de-duplicated names ('name (1).pdf', spec §5). Reports progress per file;
 * an abort stops it (no further file is fetched, nothing is zipped) and rejects with an AbortError. The first
 * failed file rejects with its §8 text ('The document download failed').
 */
export async function zipDocuments(
  documents: readonly Document[],
  { signal, onProgress }: ZipOptions = {},
): Promise<DownloadedFile> {
  const names = downloadFileNames(documents.map((d) => documentFileName(d.title, d.fileType)))
  let done = 0
  onProgress?.({ done, total: documents.length })
  const outcomes = await runLimited(
    documents,
    PARALLEL_DOWNLOADS,
    async (document) => {
      const file = await api.documents.downloadDocument(providerIdOf(document), document, { signal })
      const bytes = new Uint8Array(await file.blob.arrayBuffer())
      signal?.throwIfAborted()
      onProgress?.({ done: ++done, total: documents.length })
      return bytes
    },
    signal,
  )
  signal?.throwIfAborted()
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  // The zip writer loads with the first bulk download, not with the library.
  const { zipBlob } = await import('../kit/zip')
  const entries = new Map<string, Uint8Array>()
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') entries.set(names[index] ?? `document ${index + 1}`, outcome.value)
  })
  return {
    fileName: `Documents_${formatFileNameDate(requestContext.now(), '')}.zip`,
    blob: await zipBlob(entries, signal),
  }
}
