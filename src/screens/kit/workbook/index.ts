import type { DateFormat, WorkbookSheet } from '../../../domain'
import type { WorkbookWriter } from './workbook.worker'
import { inWorker } from '../workerTask'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A workbook (src/domain/spreadsheet.ts) as an .xlsx file, written in a worker of its own (the library, the
 * rows' XML and the zip never hold the page's thread; the worker ends with the file). Where there are no
 * workers (vitest), in this thread. Import it on demand: the spreadsheet library comes with it. An abort of
 * `signal` ends the worker and rejects with its reason.
 */
export async function workbookBlob(
  sheets: readonly WorkbookSheet[],
  dateFormat: DateFormat,
  signal?: AbortSignal,
): Promise<Blob> {
  if (typeof Worker === 'undefined') {
    const { writeWorkbook } = await import('./writeWorkbook')
    return writeWorkbook(sheets, dateFormat)
  }
  const { wrap } = await import('comlink')
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), {
    type: 'module',
    name: 'workbook',
  })
  const bytes = await inWorker(
    worker,
    (started) => wrap<WorkbookWriter>(started).write([...sheets], dateFormat),
    signal,
  )
  return new Blob([bytes], { type: XLSX_TYPE })
}
