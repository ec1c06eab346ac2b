import { useCallback, useState } from 'react'
import { api, requestContext } from '../../api'
import { FIRST_PAGE_START, isAbortError, successTexts, warningTexts } from '../../domain'
import { usePortalSession } from '../session'
import { saveFile, searchRequestOf, type DocumentQuery } from '../shared'

/**
 * 'Export as Excel': the current search with reportFormat 'xlsx' (spec §7). Saved with 'File generation
 * successful.'; no data (204) says 'Report has no data for the parameters given'; a failure 'The file download
 * failed.'.
 */
export function useDocumentExport(query: DocumentQuery | null) {
  const { notifySuccess, notifyWarning } = usePortalSession()
  const [exporting, setExporting] = useState(false)
  const exportList = useCallback(async () => {
    if (!query || exporting) return
    setExporting(true)
    try {
      const file = await api.documents.exportDocuments(
        searchRequestOf(query, requestContext.now(), FIRST_PAGE_START),
      )
      if (!file) {
        notifyWarning(warningTexts.reportNoData)
        return
      }
      saveFile(file.blob, file.fileName)
      notifySuccess(successTexts.fileGeneration)
    } catch (error) {
      if (!isAbortError(error)) notifyWarning(warningTexts.fileDownload)
    } finally {
      setExporting(false)
    }
  }, [query, exporting, notifySuccess, notifyWarning])
  return { exporting, exportList }
}
