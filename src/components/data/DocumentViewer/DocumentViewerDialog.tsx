import { lazy, Suspense, useCallback, useState } from 'react'
import styled from 'styled-components'
import { Dialog } from '../../feedback/Dialog'
import { Spinner } from '../../feedback/Spinner'
import { DownloadIcon } from '../../icons'
import { Button } from '../../inputs/Button'
import { componentTexts } from '../../texts'
import { documentViewerTexts as texts } from './texts'
import type { PdfProblem } from './pdf'
import { theme } from '../../theme/tokens'

// PDF.js and the viewer load the first time a document is opened, never with the page that lists it.
const PdfViewer = lazy(() => import('./PdfViewer'))

/** The opened document's file: on its way, here (a PDF or another kind of file), or refused by the provider. */
export type DocumentFile =
  | { status: 'loading' }
  | { status: 'loaded'; bytes: ArrayBuffer; isPdf: boolean }
  | { status: 'failed'; text: string; detail?: string; onRetry?: () => void }

const Centered = styled.div`
  display: grid;
  place-items: center;
  flex: 1;
  padding: ${theme.space.lg};
`

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  max-width: ${theme.sizes.fieldMaxWidth}px;
  text-align: center;
`

const problemTexts: Record<PdfProblem, string> = {
  password: texts.password,
  damaged: texts.damaged,
  empty: texts.empty,
}

export interface DocumentViewerDialogProps {
  /** The document's title (the dialog's heading); null: closed. */
  title: string | null
  file: DocumentFile
  onClose: () => void
  /** Saves the file under the documents grid's name rules (and marks it read by the same rules). */
  onDownload: () => void
}

/**
 * A document opened in the portal, in a dialog the size of the window: a PDF in the viewer; another kind of file,
 * or a PDF that cannot be shown (encrypted, damaged, empty), with its download offered instead; the provider's
 * refusal in the §8 text with a retry.
 */
export function DocumentViewerDialog({ title, file, onClose, onDownload }: DocumentViewerDialogProps) {
  const [problem, setProblem] = useState<PdfProblem | null>(null)
  const onProblem = useCallback((next: PdfProblem) => setProblem(next), [])
  if (title === null) return null
  const download = (
    <Button variant="primary" icon={<DownloadIcon size="sm" />} onClick={onDownload}>
      {texts.download}
    </Button>
  )
  const offerDownload = (text: string) => (
    <Centered>
      <Message>
        <p role="alert">{text}</p>
        {download}
      </Message>
    </Centered>
  )
  const content = () => {
    if (file.status === 'loading')
      return (
        <Centered>
          <Spinner label={texts.loading} />
        </Centered>
      )
    if (file.status === 'failed')
      return (
        <Centered>
          <Message>
            <p role="alert">
              {file.text}
              {file.detail && (
                <>
                  <br />
                  {file.detail}
                </>
              )}
            </p>
            {file.onRetry && (
              <Button variant="secondary" onClick={file.onRetry}>
                {componentTexts.retry}
              </Button>
            )}
          </Message>
        </Centered>
      )
    if (!file.isPdf) return offerDownload(texts.notPdf)
    if (problem) return offerDownload(problemTexts[problem])
    return (
      <Suspense
        fallback={
          <Centered>
            <Spinner label={texts.loading} />
          </Centered>
        }
      >
        <PdfViewer bytes={file.bytes} title={title} onDownload={onDownload} onProblem={onProblem} />
      </Suspense>
    )
  }
  return (
    <Dialog open title={title} size="full" onClose={onClose}>
      {content()}
    </Dialog>
  )
}
