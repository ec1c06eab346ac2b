import { useCallback, useRef, useState } from 'react'
import { bulkDownloadTermsCheck, isAbortError, successTexts, warningTexts, type Document } from '../../domain'
import { usePortalSession } from '../portalSession'
import { documentTermScope } from './documentTerms'
import { saveFile } from '../kit'
import { zipDocuments } from './zipDocuments'

export type BulkDownloadState =
  | { phase: 'idle' }
  | { phase: 'downloading'; done: number; total: number }
  | { phase: 'zipping'; total: number }

export interface BulkDownload {
  state: BulkDownloadState
  /** Terms first (types and funds of the documents), then one zip with progress; resolves when done. */
  start: (documents: readonly Document[]) => Promise<'saved' | 'cancelled' | 'refused' | 'failed'>
  cancel: () => void
}

/**
 * 'Download Selected': the terms of every selected document's type and fund must be accepted first; a declined
 * term aborts with 'Necessary terms have not been accepted'. Then the files are gathered into one zip (progress,
 * cancel) and saved. A cancel is quiet; a failure shows 'The document download failed'.
 */
export function useBulkDownload(): BulkDownload {
  const { requestConsent, notifySuccess, notifyWarning, reportFailure } = usePortalSession()
  const [state, setState] = useState<BulkDownloadState>({ phase: 'idle' })
  const running = useRef<AbortController | null>(null)

  const start = useCallback(
    async (documents: readonly Document[]) => {
      if (running.current || documents.length === 0) return 'cancelled' as const
      const controller = new AbortController()
      running.current = controller
      try {
        const terms = await requestConsent(documentTermScope(documents))
        if (terms === null) return 'cancelled' as const
        const check = bulkDownloadTermsCheck(terms)
        if (!check.ok) {
          // Declined terms are a refusal, not a failed call: 'Necessary terms have not been accepted'.
          notifyWarning(check.error.message)
          return 'refused' as const
        }
        setState({ phase: 'downloading', done: 0, total: documents.length })
        const zip = await zipDocuments(documents, {
          signal: controller.signal,
          onProgress: ({ done, total }) =>
            setState(done < total ? { phase: 'downloading', done, total } : { phase: 'zipping', total }),
        })
        saveFile(zip.blob, zip.fileName)
        notifySuccess(successTexts.documentDownload)
        return 'saved' as const
      } catch (error) {
        if (controller.signal.aborted || isAbortError(error)) return 'cancelled' as const
        reportFailure(error, warningTexts.documentDownload)
        return 'failed' as const
      } finally {
        running.current = null
        setState({ phase: 'idle' })
      }
    },
    [requestConsent, notifySuccess, notifyWarning, reportFailure],
  )

  const cancel = useCallback(() => running.current?.abort(), [])

  return { state, start, cancel }
}
