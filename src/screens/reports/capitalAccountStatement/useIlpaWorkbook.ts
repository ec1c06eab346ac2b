import { useState } from 'react'
import { PRODUCT_SLUG, successTexts, warningTexts, type StatementSelection } from '../../../domain'
import { useFileExport, type FileExport } from '../../kit'
import { usePortalActions, usePortalSession } from '../../portalSession'
import { capitalAccountStatementTexts as texts, ilpaWorkbookTexts as workbookTexts } from './texts'
import type { FundStatement } from './resources'

export interface IlpaWorkbookExport extends FileExport {
  /** Funds whose cash flows have answered, of all, while the workbook is being built. */
  progress: { done: number; total: number } | null
}

/**
 * 'Download ILPA workbook' for the statement on screen (its date, funds and currency): the builder and the
 * spreadsheet library load when it is asked for; 'File generation successful.' once saved, 'The file download
 * failed.' when it cannot be made; a warning names how many funds' cash flows it lacks.
 */
export function useIlpaWorkbook(
  selection: StatementSelection | null,
  statements: readonly FundStatement[] | null,
): IlpaWorkbookExport {
  const { formats } = usePortalSession()
  const { notifyWarning } = usePortalActions()
  const [progress, setProgress] = useState<IlpaWorkbookExport['progress']>(null)
  const workbookExport = useFileExport(
    selection && statements
      ? async (signal) => {
          const { ilpaWorkbookFile } = await import('./ilpaWorkbookFile')
          try {
            const workbook = await ilpaWorkbookFile(
              {
                selection,
                statements,
                groupLabel: texts.views[`${PRODUCT_SLUG}Group`],
                dateFormat: formats.dateFormat,
                onProgress: (done, total) => setProgress({ done, total }),
              },
              signal,
            )
            if (workbook && workbook.fundsWithoutCashFlows > 0)
              notifyWarning(workbookTexts.withoutCashFlows(workbook.fundsWithoutCashFlows))
            return workbook
          } finally {
            setProgress(null)
          }
        }
      : null,
    successTexts.fileGeneration,
    warningTexts.fileDownload,
  )
  return { ...workbookExport, progress }
}
