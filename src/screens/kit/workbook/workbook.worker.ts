import { expose, transfer } from 'comlink'
import type { DateFormat, WorkbookSheet } from '../../../domain'
import { writeWorkbook } from './writeWorkbook'

/** The workbook written off the page's thread: its file comes back transferred, not copied. */
const workbookWriter = {
  async write(sheets: WorkbookSheet[], dateFormat: DateFormat): Promise<ArrayBuffer> {
    const bytes = await (await writeWorkbook(sheets, dateFormat)).arrayBuffer()
    return transfer(bytes, [bytes])
  },
}

export type WorkbookWriter = typeof workbookWriter

expose(workbookWriter)
