import { DownloadIcon, IconButton, Tooltip } from '../../../components'
import { ExportProgress } from '../../kit'
import { ilpaWorkbookTexts as workbookTexts } from './texts'
import type { IlpaWorkbookExport } from './useIlpaWorkbook'

/** 'Download ILPA workbook' beside 'Export as Excel': an icon with its tooltip, as the export is. */
export function IlpaWorkbookButton({ workbook, ready }: { workbook: IlpaWorkbookExport; ready: boolean }) {
  return (
    <Tooltip content={workbookTexts.download} describe={false} placement="bottom-end">
      <IconButton
        label={workbookTexts.download}
        icon={<DownloadIcon />}
        disabled={!ready || workbook.exporting}
        onClick={() => void workbook.run()}
      />
    </Tooltip>
  )
}

/** The workbook's progress while its funds' cash flows are asked for, with Cancel. */
export function IlpaWorkbookProgress({ workbook }: { workbook: IlpaWorkbookExport }) {
  if (!workbook.progress) return null
  const { done, total } = workbook.progress
  return (
    <ExportProgress
      label={workbookTexts.building}
      status={workbookTexts.fundsDone(done, total)}
      done={done}
      total={total}
      cancelLabel={workbookTexts.cancel}
      onCancel={workbook.cancel}
    />
  )
}
