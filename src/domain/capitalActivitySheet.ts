import { activityStatus, type ActivityStatus, type CapitalActivityEntry } from './capitalActivity'
import { isIsoDay } from './ilpaFlows'
import { numberCell, textCell, type SheetCell, type WorkbookSheet } from './spreadsheet'
import { capitalActivityTexts as texts } from './texts/capitalActivity'

/** Where an entry stands today, in words (the page and the export say it alike). */
export function activityStatusText(
  entry: Pick<CapitalActivityEntry, 'kind'>,
  status: ActivityStatus,
): string {
  if (status.status === 'due') return texts.dueIn(status.days)
  if (status.status === 'overdue') return texts.overdue(status.days)
  return texts.paid[entry.kind]
}

/**
 * The capital activity as a sheet an investor can load into their own systems: one row an entry, newest first, its
 * dates as dates and its amount as a number (blank for a notice without flows), every provider text as text.
 */
export function capitalActivitySheet(entries: readonly CapitalActivityEntry[], today: string): WorkbookSheet {
  const c = texts.columns
  const heading = [
    c.kind,
    c.fund,
    c.account,
    c.noticeDate,
    c.dueDate,
    c.dueDateEstimated,
    c.amount,
    c.currency,
    c.categories,
    c.status,
    c.match,
    c.notice,
  ].map((title) => textCell(title, true))
  const day = (value: string | null | undefined): SheetCell =>
    isIsoDay(value) ? { kind: 'date', value } : null
  const rows = entries.map((entry): SheetCell[] => [
    textCell(texts.kinds[entry.kind]),
    textCell(entry.fund),
    textCell(entry.account),
    day(entry.notice?.publishDate),
    day(entry.dueDate),
    textCell(entry.dueDateEstimated ? texts.estimated.yes : texts.estimated.no),
    numberCell(entry.amount),
    textCell(entry.currency),
    textCell(entry.categories.map((category) => category.category).join('; ')),
    textCell(activityStatusText(entry, activityStatus(entry, today))),
    textCell(texts.matches[entry.match]),
    textCell(entry.notice?.title),
  ])
  return {
    name: texts.sheetName,
    rows: [heading, ...rows],
    widths: [14, 36, 32, 12, 12, 14, 16, 10, 40, 36, 22, 44],
  }
}
