import { useCallback, useEffect, useRef, useState } from 'react'
import { proxy } from 'valtio'
import { requestContext } from '../../api'
import {
  bulkDownloadTermsCheck,
  canOpenReport,
  isAbortError,
  PRODUCT_SLUG,
  successTexts,
  warningTexts,
  type PackageQuarter,
} from '../../domain'
import { saveFile } from '../kit'
import { usePortalActions, usePortalSession } from '../portalSession'
import { documentTermScope } from '../documentLibrary/documentTerms'
import { capitalAccountStatementTexts } from '../reports/capitalAccountStatement/texts'
import type * as QuarterPackageFiles from './quarterPackageFile'
import type { QuarterPackageScope } from './quarterPackageFile'
import { quarterPackageScreenTexts as texts } from './texts'

export type QuarterPackageProgress =
  { phase: 'listing' } | { phase: 'building'; done: number; total: number } | { phase: 'zipping' }

export type QuarterPackageOutcome = 'saved' | 'cancelled' | 'refused' | 'noData' | 'failed'

export interface QuarterPackageAction {
  /** A package is being made. */
  busy: boolean
  /**
   * How far it is (null when none is being made), in a store of its own: a package of 500 files moves it 500
   * times, and only its progress bar draws again, not the page.
   */
  progress: { now: QuarterPackageProgress | null }
  /** Lists, asks for the terms, fetches, zips and saves the package of a quarter; resolves when done. */
  start: (quarter: PackageQuarter) => Promise<QuarterPackageOutcome>
  /** Stops it: nothing is saved and nothing is said. */
  cancel: () => void
}

/**
 * 'Download quarter package' for the page's funds and accounts (`scopeOf` gives them for a quarter): the
 * quarter's documents and statement are listed, the terms of the documents' types and funds (and the reporting
 * terms, when the statement is in it) are asked for as for a bulk download, then the files are fetched with
 * progress and Cancel and saved as one zip with 'File generation successful.'. A quarter with nothing in it says
 * 'Report has no data for the parameters given'; files that failed are named by count after 'The file download
 * failed.'; a package that cannot be made at all shows that text alone.
 */
export function useQuarterPackage(
  scopeOf: (quarter: PackageQuarter) => Omit<QuarterPackageScope, 'quarter' | 'isAdmin' | 'withStatements'>,
): QuarterPackageAction {
  const { documentTypes, formats, permissions, reportingTermsAccepted } = usePortalSession()
  const { requestConsent, notifySuccess, notifyWarning, reportFailure } = usePortalActions()
  const [busy, setBusy] = useState(false)
  // The progress's store and the one function that moves it, both made once for the hook.
  const [progress] = useState(() => proxy<QuarterPackageAction['progress']>({ now: null }))
  const [showProgress] = useState(() => (now: QuarterPackageProgress | null) => {
    progress.now = now
  })
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const start = useCallback(
    async (quarter: PackageQuarter): Promise<QuarterPackageOutcome> => {
      if (running.current) return 'cancelled'
      const controller = new AbortController()
      const { signal } = controller
      running.current = controller
      setBusy(true)
      showProgress({ phase: 'listing' })
      let files: typeof QuarterPackageFiles | null = null
      try {
        files = await import('./quarterPackageFile')
        const scope: QuarterPackageScope = {
          ...scopeOf(quarter),
          quarter,
          isAdmin: permissions.isAdministrator,
          withStatements: canOpenReport('capitalAccountStatement', permissions.view),
        }
        const plan = await files.planQuarterPackage(scope, requestContext.now(), signal)
        if (plan.documents.length === 0 && plan.statement === null) {
          notifyWarning(warningTexts.reportNoData)
          return 'noData'
        }
        const terms = await requestConsent({
          ...documentTermScope(plan.documents),
          reporting: plan.statement !== null && !reportingTermsAccepted,
        })
        if (terms === null) return 'cancelled'
        const check = bulkDownloadTermsCheck(terms)
        if (!check.ok) {
          notifyWarning(check.error.message)
          return 'refused'
        }
        const built = await files.buildQuarterPackage(
          {
            plan,
            documentTypes,
            dateFormat: formats.dateFormat,
            groupLabel: capitalAccountStatementTexts.views[`${PRODUCT_SLUG}Group`],
            onProgress: (done, total) =>
              showProgress(done < total ? { phase: 'building', done, total } : { phase: 'zipping' }),
          },
          signal,
        )
        saveFile(built.blob, built.fileName)
        notifySuccess(successTexts.fileGeneration)
        if (built.failed > 0) notifyWarning(texts.filesFailed(built.failed, built.files))
        return 'saved'
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return 'cancelled'
        // A builder that could not be loaded is a failure like any other: 'The file download failed.'.
        if (files && error instanceof files.TooManyDocumentsError)
          notifyWarning(texts.tooMany(error.count, files.QUARTER_PACKAGE_MAX_DOCUMENTS))
        else reportFailure(error, warningTexts.fileDownload)
        return 'failed'
      } finally {
        running.current = null
        showProgress(null)
        setBusy(false)
      }
    },
    [
      showProgress,
      scopeOf,
      documentTypes,
      formats.dateFormat,
      permissions,
      reportingTermsAccepted,
      requestConsent,
      notifySuccess,
      notifyWarning,
      reportFailure,
    ],
  )

  const cancel = useCallback(() => running.current?.abort(), [])
  return { busy, progress, start, cancel }
}
