// The quarter package as data: which quarter and publish dates it covers, its entries' names, and its manifest.
// src/screens/quarterPackage fetches the files and writes the zip.
import { addDays } from 'date-fns'
import { parseDate, toIsoDate } from './format'
import { documentIdOf, fundDisplayNameOf, investorAccountNameOf, isActiveDocument } from './documents'
import type { Document } from './entities/document'
import type { DocumentType } from './entities/documentType'
import { documentTexts } from './texts/documents'
import { reportingDateOf, yearQuarterOf } from './periods'
import { spreadsheetText } from './spreadsheet'
import { uniqueFileNames } from './files'
import type { Id } from './entities/filters'
import { quarterPackageTexts as texts } from './texts/quarterPackage'

export interface PackageQuarter {
  /** The quarter's end, the statements' reporting date ('2026-06-30'). */
  reportingDate: string
  /** 'Q2 2026' */
  label: string
  /**
   * The publish dates of its documents: a quarter's statements, letters and notices are published after it ends,
   * so its documents are those published from the day after its end to the end of the next quarter.
   */
  publishedFrom: string
  publishedTo: string
}

/** The package of the quarter ending on `reportingDate`; null for a date that is not a quarter's end. */
export function packageQuarter(reportingDate: string | null | undefined): PackageQuarter | null {
  const quarter = yearQuarterOf(reportingDate ?? null)
  if (!quarter) return null
  const end = reportingDateOf(quarter.year, quarter.quarter)
  if (end === null || end !== toIsoDate(reportingDate ?? null)) return null
  const next =
    quarter.quarter === 4
      ? { year: quarter.year + 1, quarter: 1 }
      : { ...quarter, quarter: quarter.quarter + 1 }
  const publishedTo = reportingDateOf(next.year, next.quarter)
  const publishedFrom = toIsoDate(addDays(parseDate(end)!, 1))
  if (!publishedTo || !publishedFrom) return null
  return { reportingDate: end, label: `Q${quarter.quarter} ${quarter.year}`, publishedFrom, publishedTo }
}

/** One file of the package as its manifest lists it; a failed file has no bytes and no digest. */
export interface ManifestEntry {
  fileName: string
  /** The document's title as the provider sent it (the file name keeps only what §5 allows), or what a generated file is. */
  title: string
  documentId: Id | null
  fund: string
  account: string
  /** The document's type, or what a generated file is ('ILPA workbook'). */
  type: string
  /** An ISO date, or empty for a generated file. */
  publishDate: string
  bytes: number | null
  sha256: string | null
  status: 'included' | 'failed'
}

/**
 * A CSV field: provider text neutralised as a spreadsheet's text cell (a leading =, +, - or @ gets an apostrophe,
 * so opening the manifest in Excel runs nothing), then quoted with its quotes doubled (RFC 4180).
 */
const csvField = (value: string): string => `"${cutToCell(spreadsheetText(value)).replace(/"/gu, '""')}"`

/** Excel's most characters in a cell: a longer field would spill into the next row when the CSV is opened. */
export const SPREADSHEET_CELL_MAX = 32_767

/** Text cut to SPREADSHEET_CELL_MAX with an ellipsis, never between the two halves of a character. */
function cutToCell(text: string): string {
  if (text.length <= SPREADSHEET_CELL_MAX) return text
  let end = SPREADSHEET_CELL_MAX - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1 // a high surrogate: its pair would be cut off
  return `${text.slice(0, end)}\u2026`
}

/**
 * manifest.csv: a heading row, then one row per file in the zip's order (file name, document id, fund, account,
 * type, publish date, bytes, SHA-256, status). UTF-8 with a byte-order mark and CRLF line ends, as Excel reads
 * a CSV without asking.
 */
export function manifestCsv(entries: readonly ManifestEntry[]): string {
  const rows = entries.map((entry) =>
    [
      csvField(entry.fileName),
      csvField(entry.title),
      csvField(entry.documentId === null ? '' : String(entry.documentId)),
      csvField(entry.fund),
      csvField(entry.account),
      csvField(entry.type),
      csvField(entry.publishDate),
      entry.bytes === null ? '' : String(entry.bytes),
      entry.sha256 ?? '',
      csvField(entry.status === 'included' ? texts.included : texts.failed),
    ].join(','),
  )
  return `\ufeff${[texts.manifestColumns.map(csvField).join(','), ...rows].join('\r\n')}\r\n`
}

/**
 * The names of the package's entries: the manifest and the generated workbooks keep theirs, the documents'
 * (already sanitised by the §5 rules) are indexed where they repeat any earlier name, as a bulk download's are.
 */
export function packageEntryNames(
  generated: readonly string[],
  documents: readonly string[],
): { generated: string[]; documents: string[] } {
  const names = uniqueFileNames([texts.manifestFileName, ...generated, ...documents])
  return { generated: names.slice(1, 1 + generated.length), documents: names.slice(1 + generated.length) }
}

/** What a file of the package holds once fetched: its size and SHA-256 (hex); null when its download failed. */
export interface PackedFile {
  bytes: number
  sha256: string
}

/** A document's type as the manifest names it: its type's display name, with its subtype after a slash. */
export function documentTypeNameOf(document: Document, types: readonly DocumentType[]): string {
  const type = types.find((candidate) => String(candidate.documentTypeId) === String(document.documentTypeId))
  const name = type?.displayName ?? type?.name ?? ''
  const subtype = document.documentSubtype ?? ''
  return name && subtype ? `${name} / ${subtype}` : name || subtype
}

/** A document's row of the manifest. */
export const documentManifestEntry = (
  document: Document,
  fileName: string,
  types: readonly DocumentType[],
  file: PackedFile | null,
): ManifestEntry => ({
  fileName,
  title: document.title ?? '',
  documentId: documentIdOf(document),
  fund: fundDisplayNameOf(document),
  account: investorAccountNameOf(document),
  type: documentTypeNameOf(document, types),
  publishDate: isActiveDocument(document)
    ? (toIsoDate(document.publishDateEST ?? document.publishDate) ?? '')
    : '',
  bytes: file?.bytes ?? null,
  sha256: file?.sha256 ?? null,
  status: file ? 'included' : 'failed',
})

/** A generated workbook's row: every fund of the package, every account. */
export const generatedManifestEntry = (
  fileName: string,
  type: string,
  funds: readonly string[],
  file: PackedFile | null,
): ManifestEntry => ({
  fileName,
  title: type,
  documentId: null,
  fund: funds.join('; '),
  account: documentTexts.allInvestors,
  type,
  publishDate: '',
  bytes: file?.bytes ?? null,
  sha256: file?.sha256 ?? null,
  status: file ? 'included' : 'failed',
})

/** The packages a user can ask for: the `count` quarters ended by `today`, newest first. */
export function recentPackageQuarters(today: Date, count: number): PackageQuarter[] {
  const quarters: PackageQuarter[] = []
  const current = yearQuarterOf(today)
  if (!current) return quarters
  let { year, quarter } = current
  while (quarters.length < count) {
    quarter -= 1
    if (quarter === 0) {
      quarter = 4
      year -= 1
    }
    const found = packageQuarter(reportingDateOf(year, quarter))
    if (found) quarters.push(found)
    else break
  }
  return quarters
}
