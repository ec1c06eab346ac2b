import { documentFileName, downloadFileNames, formatFileNameDate, warningTexts, type Id } from '../domain'
import type { DownloadedFile } from './client'
import { requestContext } from './context'
import { downloadDocument } from './documents'
import { ApiError } from './errors'

export interface DocumentToZip {
  id: Id
  title: string
  fileType?: string | null
}

/**
 * Bulk download (spec §2.5 'Download Selected'): each document through the generic download helper, zipped in
 * the browser under sanitised, de-duplicated names (spec §5). The caller checks the terms first.
 */
export async function zipDocuments(documents: readonly DocumentToZip[]): Promise<DownloadedFile> {
  const files = await Promise.all(documents.map((document) => downloadDocument(document.id)))
  const names = downloadFileNames(
    documents.map((document) => documentFileName(document.title, document.fileType)),
  )
  try {
    const { zipSync } = await import('fflate')
    const entries: Record<string, Uint8Array> = {}
    for (const [index, file] of files.entries()) {
      entries[names[index] ?? `document ${index + 1}`] = new Uint8Array(await file.blob.arrayBuffer())
    }
    const zipped = zipSync(entries, { level: 0 })
    const date = formatFileNameDate(requestContext.now(), '')
    return {
      fileName: `Documents_${date}.zip`,
      blob: new Blob([zipped as Uint8Array<ArrayBuffer>], { type: 'application/zip' }),
    }
  } catch {
    throw new ApiError(warningTexts.documentDownload, null)
  }
}
