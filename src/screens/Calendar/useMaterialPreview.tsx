import { useEffect, useState } from 'react'
import { DocumentViewerDialog, type DocumentFile } from '../../components'
import { successTexts, warningTexts } from '../../domain'
import { saveFile, usePreviewParameter } from '../kit'
import { usePortalSession } from '../portalSession'
import type { EventDocument } from './pastEventSampleMaterials'

/**
 * A past event's document read in the portal's viewer (`?preview=<material id>`). The materials are the portal's
 * own sample files (spec §2.5: not fetched from the provider), so there is no read mark and no terms to ask.
 */
export function useMaterialPreview(materials: readonly EventDocument[]) {
  const { notifySuccess } = usePortalSession()
  const { previewId, close, link } = usePreviewParameter()
  const material = materials.find((each) => each.id === previewId) ?? null
  const [loaded, setLoaded] = useState<{ id: string; file: DocumentFile; blob?: Blob } | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!material) return
    const controller = new AbortController()
    fetch(material.href, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`)
        const blob = await response.blob()
        const bytes = await blob.arrayBuffer()
        setLoaded({ id: material.id, file: { status: 'loaded', bytes, isPdf: true }, blob })
      })
      .catch(() => {
        if (controller.signal.aborted) return
        setLoaded({
          id: material.id,
          file: { status: 'failed', text: warningTexts.tryAgain, onRetry: () => setAttempt((n) => n + 1) },
        })
      })
    return () => controller.abort()
  }, [material, attempt])

  const current = loaded && loaded.id === material?.id ? loaded : null
  const dialog = (
    <DocumentViewerDialog
      key={material?.id ?? ''}
      title={material?.title ?? null}
      file={current?.file ?? { status: 'loading' }}
      onClose={close}
      onDownload={() => {
        if (!current?.blob || !material) return
        saveFile(current.blob, material.fileName)
        notifySuccess(successTexts.documentDownload)
      }}
    />
  )
  return { dialog, link }
}
