import { useCallback, useEffect, useRef, useState } from 'react'
import type { DownloadedFile } from '../../api'
import { isAbortError, successTexts, warningTexts } from '../../domain'
import { usePortalActions } from '../portalSession'
import { saveFile } from './saveFile'

export interface FileExport {
  exporting: boolean
  /** Generates and saves the file; a second call while one runs does nothing. */
  run: () => Promise<void>
  /** Stops the file being made: nothing is saved and nothing is said. */
  cancel: () => void
}

/**
 * One way to download a generated file (Excel exports and reports): saved under the provider's name (from
 * content-disposition, sanitised by the client) with 'File generation successful.'; no data (204, a null file)
 * says 'Report has no data for the parameters given'; any other failure shows its §8 text. An unmount or `cancel`
 * aborts it quietly.
 */
export function useFileExport(
  generate: ((signal: AbortSignal) => Promise<DownloadedFile | null>) | null,
  /** 'File generation successful.' by default; reports say 'Report generation successful.'. */
  successText: string = successTexts.fileGeneration,
  /** The §8 download warning shown on failure (e.g. 'The report download failed.'); the call's text otherwise. */
  failureWarning?: string,
): FileExport {
  const { notifySuccess, notifyWarning, reportFailure } = usePortalActions()
  const [exporting, setExporting] = useState(false)
  const running = useRef<AbortController | null>(null)
  const unmounted = useRef(false)
  useEffect(
    () => () => {
      unmounted.current = true
      running.current?.abort()
    },
    [],
  )
  const run = useCallback(async () => {
    if (!generate || running.current) return
    const controller = new AbortController()
    running.current = controller
    setExporting(true)
    try {
      const file = await generate(controller.signal)
      if (controller.signal.aborted) return
      if (!file) notifyWarning(warningTexts.reportNoData)
      else {
        saveFile(file.blob, file.fileName)
        notifySuccess(successText)
      }
    } catch (error) {
      if (!isAbortError(error)) reportFailure(error, failureWarning)
    } finally {
      running.current = null
      if (!unmounted.current) setExporting(false)
    }
  }, [generate, successText, failureWarning, notifySuccess, notifyWarning, reportFailure])
  const cancel = useCallback(() => running.current?.abort(), [])
  return { exporting, run, cancel }
}
