import { useEffect, useMemo, useState } from 'react'
import { api, ApiError, UnsentCallError, type DownloadedFile } from '../../api'
import { DocumentViewerDialog, documentViewerTexts, type DocumentFile } from '../../components'
import { documentIdOf, documentTermsDecision, successTexts, warningTexts, type Document } from '../../domain'
import { saveFile, usePreviewParameter } from '../kit'
import { usePortalSession } from '../portalSession'
import { documentTermScope } from './documentTerms'
import type { DocumentActions } from './useDocumentActions'

const isPdfFile = (file: DownloadedFile, document: Document): boolean =>
  file.blob.type.includes('pdf') ||
  /\.pdf$/i.test(file.fileName) ||
  document.fileType?.toLowerCase() === 'pdf'

interface Loaded {
  id: string
  file: DocumentFile
  saved?: DownloadedFile
}

/**
 * A document read in the portal (`?preview=<documentId>`): its terms first, as for a download (declined: it does
 * not open); then its file, shown in the viewer; reading it marks it read by the same rules as downloading it.
 * A document not in the list (a shared link) is opened by its id: the provider decides whether the reader may.
 */
export function useDocumentPreview(documents: readonly Document[], actions: DocumentActions) {
  const { requestConsent, notifySuccess } = usePortalSession()
  const { previewId, close, link: previewLink } = usePreviewParameter()
  const listed =
    previewId === null ? undefined : documents.find((each) => String(documentIdOf(each)) === previewId)
  const document: Document | null =
    previewId === null
      ? null
      : (listed ?? { documentId: previewId, title: '', actionItem: false, markedRead: true })
  // The document whose terms were agreed to: its viewer opens only then, never under a terms dialog.
  const [consented, setConsented] = useState<string | null>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [attempt, setAttempt] = useState(0)
  const { markRead } = actions
  const listedKnown = listed !== undefined
  useEffect(() => {
    if (previewId === null || document === null) return
    const controller = new AbortController()
    void (async () => {
      const terms = await requestConsent(documentTermScope([document]))
      if (controller.signal.aborted) return
      if (terms === null || documentTermsDecision(terms) !== 'proceed') {
        close()
        return
      }
      setConsented(previewId)
      try {
        const file = await api.documents.downloadDocument(previewId, document, { signal: controller.signal })
        const bytes = await file.blob.arrayBuffer()
        if (controller.signal.aborted) return
        setLoaded({
          id: previewId,
          file: { status: 'loaded', bytes, isPdf: isPdfFile(file, document) },
          saved: file,
        })
        void markRead(document)
      } catch (error) {
        if (controller.signal.aborted) return
        const gone = error instanceof ApiError && (error.status === 204 || error.status === 404)
        // An address whose id is no document's ('?preview=..'): nothing was asked of the provider.
        const unsent = error instanceof UnsentCallError
        setLoaded({
          id: previewId,
          file: {
            status: 'failed',
            // 'Something went wrong. Please try again' (spec §8, view document).
            text: warningTexts.tryAgain,
            detail: unsent
              ? documentViewerTexts.notADocument
              : gone
                ? documentViewerTexts.notFound
                : undefined,
            onRetry:
              gone || unsent
                ? undefined
                : () => {
                    setLoaded(null)
                    setAttempt((count) => count + 1)
                  },
          },
        })
      }
    })()
    return () => controller.abort()
    // Loaded once per document and attempt: the list changing around it (a read mark) does not load it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewId, listedKnown, attempt])

  // Where a document's name links to, and what its click notes (so that closing goes back).
  const link = useMemo(
    () => ({
      href: (document: Document) => previewLink.href(String(documentIdOf(document))),
      onOpen: (document: Document) => previewLink.onOpen(String(documentIdOf(document))),
    }),
    [previewLink],
  )

  const current = loaded?.id === previewId ? loaded : null
  const download = () => {
    const saved = current?.saved
    if (!saved) return
    saveFile(saved.blob, saved.fileName)
    notifySuccess(successTexts.documentDownload)
  }
  const title = document?.title || current?.saved?.fileName || documentViewerTexts.loading
  const dialog = (
    <DocumentViewerDialog
      key={previewId ?? ''}
      title={previewId === null || consented !== previewId ? null : title}
      file={current?.file ?? { status: 'loading' }}
      onClose={close}
      onDownload={download}
    />
  )
  return { dialog, link }
}
