import { DownloadIcon, IconButton, Tooltip } from '../../../components'
import { ilpaTexts } from '../../../domain'
import { ExportProgress } from '../../kit'
import type { IlpaWorkbookExport } from './useIlpaWorkbook'

/** 'Download ILPA workbook' beside 'Export as Excel': an icon with its tooltip, as the export is. */
export function IlpaWorkbookButton({ workbook, ready }: { workbook: IlpaWorkbookExport; ready: boolean }) {
  return (
    <Tooltip content={ilpaTexts.download} describe={false} placement="bottom-end">
      <IconButton
        label={ilpaTexts.download}
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
      label={ilpaTexts.building}
      status={ilpaTexts.fundsDone(done, total)}
      done={done}
      total={total}
      cancelLabel={ilpaTexts.cancel}
      onCancel={workbook.cancel}
    />
  )
}
