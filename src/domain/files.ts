import { ALLOWED_ATTACHMENT_EXTENSIONS } from './constants'
import { formatFileNameDate, type DateInput } from './format'

/** Used when nothing of a name survives sanitising. */
export const FALLBACK_FILE_NAME = 'download'

/**
 * Anything but letters, digits, underscore and space; and invisible letters (the Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0 are letters by category but show nothing, so a name of them looks empty).
 */
const NOT_KEPT_IN_NAME = /[^\p{L}\p{Nd}_ ]|\p{Default_Ignorable_Code_Point}/gu
const EXTENSION = /^[A-Za-z0-9]{1,10}$/

/** The extension is what follows the last dot when it is 1 to 10 ASCII letters or digits. */
export function splitExtension(fileName: string): { base: string; extension: string | null } {
  const dot = fileName.lastIndexOf('.')
  const extension = dot < 0 ? '' : fileName.slice(dot + 1)
  return EXTENSION.test(extension)
    ? { base: fileName.slice(0, dot), extension }
    : { base: fileName, extension: null }
}

/**
 * File systems limit a name to 255 bytes; the base keeps at most 200 bytes of UTF-8, so that ' (n)' and an
 * extension of up to 10 characters still fit. A 10,000-character title still saves and unzips everywhere.
 */
export const MAX_FILE_NAME_BASE_BYTES = 200

const utf8Length = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4

function truncateToBytes(text: string, maxBytes: number): string {
  let bytes = 0
  let kept = ''
  for (const character of text) {
    bytes += utf8Length(character.codePointAt(0) ?? 0)
    if (bytes > maxBytes) break
    kept += character
  }
  return kept
}

/** Names Windows keeps for devices, with or without an extension: a file cannot be saved under them. */
const WINDOWS_DEVICE_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i

const sanitizeBase = (base: string): string => {
  const clean = truncateToBytes(
    base.normalize('NFC').replace(NOT_KEPT_IN_NAME, '').trim(),
    MAX_FILE_NAME_BASE_BYTES,
  ).trim()
  return WINDOWS_DEVICE_NAME.test(clean) ? `${clean}_` : clean
}

/**
 * The file types an investor receives or sends (the documents, the reports and exports, the calendar files, and
 * the attachment types of the investor request, spec §5, and more): kept, in any letter case. mp4: the data rooms hold videos
 * as files too. Any other extension could make a download run instead of open.
 */
export const DOWNLOAD_EXTENSIONS = [
  ...ALLOWED_ATTACHMENT_EXTENSIONS,
  'csv',
  'txt',
  'rtf',
  'zip',
  'ics',
  'gif',
  'tif',
  'tiff',
  'mp4',
] as const

/** The extension of a download whose own is missing or not among DOWNLOAD_EXTENSIONS: opened by nothing. */
export const UNKNOWN_FILE_EXTENSION = 'bin'

// '.bin' itself is kept, so that sanitising a sanitised name changes nothing.
const KEPT_EXTENSIONS: readonly string[] = [...DOWNLOAD_EXTENSIONS, UNKNOWN_FILE_EXTENSION]

/** Windows drops trailing dots and spaces when saving ('report.exe. ' is saved as 'report.exe'). */
const TRAILING_DOTS_AND_SPACES = /[.\s]+$/u

/**
 * A download name keeping only letters, digits, underscore and space (spec §5), plus the dot of its extension.
 * Letters and digits of any script are kept; surrounding spaces are trimmed; the base is cut to
 * MAX_FILE_NAME_BASE_BYTES; a Windows device name (CON, NUL, COM1…) gets an underscore, so the file can be saved.
 * Only an extension of DOWNLOAD_EXTENSIONS is kept: any other ('.exe', '.svg', '.docm') becomes part of the base and the
 * name ends in '.bin', so that no download is one the system would run. A name without one gets none.
 */
export function sanitizeFileName(fileName: string | null | undefined): string {
  const name = (fileName ?? '').replace(TRAILING_DOTS_AND_SPACES, '')
  const { base, extension } = splitExtension(name)
  if (extension === null) return sanitizeBase(base) || FALLBACK_FILE_NAME
  if (KEPT_EXTENSIONS.includes(extension.toLowerCase()))
    return `${sanitizeBase(base) || FALLBACK_FILE_NAME}.${extension}`
  return `${sanitizeBase(name) || FALLBACK_FILE_NAME}.${UNKNOWN_FILE_EXTENSION}`
}

/** The download name of a document: its title with its file type as extension (unless already there). */
export function documentFileName(title: string | null | undefined, fileType?: string | null): string {
  const extension = (fileType ?? '').trim().replace(/^\./, '')
  const name = title ?? ''
  const hasExtension = extension !== '' && name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)
  return sanitizeFileName(extension === '' || hasExtension ? name : `${name}.${extension}`)
}

/** 'name (index).ext' */
export function withDuplicateIndex(fileName: string, index: number): string {
  const { base, extension } = splitExtension(fileName)
  return extension ? `${base} (${index}).${extension}` : `${base} (${index})`
}

/**
 * Names made unique in order: a repeated name gets ' (1)', ' (2)', … before its extension (spec §5). Names are
 * compared without regard to case, as the file systems the zip is opened on do.
 */
export function uniqueFileNames(fileNames: readonly string[]): string[] {
  const used = new Set<string>()
  return fileNames.map((fileName) => {
    let candidate = fileName
    for (let index = 1; used.has(candidate.toLowerCase()); index++)
      candidate = withDuplicateIndex(fileName, index)
    used.add(candidate.toLowerCase())
    return candidate
  })
}

/** Sanitised and de-duplicated names for a bulk download. */
export const downloadFileNames = (fileNames: ReadonlyArray<string | null | undefined>): string[] =>
  uniqueFileNames(fileNames.map(sanitizeFileName))

const basename = (value: string): string => value.split(/[\\/]/).pop() ?? ''

function decodeExtendedValue(charset: string, encoded: string): string | null {
  try {
    if (charset.toLowerCase() === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    }
    return decodeURIComponent(encoded)
  } catch {
    return null
  }
}

/**
 * The file name of a content-disposition header: RFC 5987 filename* first, then a quoted or unquoted
 * filename; any path is dropped. Null when the header is missing or malformed.
 */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (typeof header !== 'string' || header.trim() === '') return null
  const extended = /(?:^|;)\s*filename\*\s*=\s*"?([\w!#$%&+^`{}~-]*)'[^']*'([^";]+)"?/i.exec(header)
  if (extended?.[1] !== undefined && extended[2] !== undefined) {
    const decoded = decodeExtendedValue(extended[1], extended[2].trim())
    const name = decoded === null ? '' : basename(decoded).trim()
    if (name) return name
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]*)/i.exec(header)
  if (!plain) return null
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim()
  const name = basename(value).trim()
  return name === '' ? null : name
}

/** What names a document's file when the provider does not: its title and file type (spec §3 Document). */
export interface DocumentFileNaming {
  title?: string | null
  fileType?: string | null
}

/**
 * The saved name of one downloaded document: the provider's content-disposition name when it sends one (with the
 * document's file type added when that name has no extension), otherwise the document's title with the extension
 * of its file type; sanitised either way (spec §5). A provider's name of which nothing survives sanitising gives
 * way to the title. Never the reports' 'Report_MMddyyyy.xlsx': a PDF saved under that name would not open.
 */
export function downloadedDocumentFileName(
  contentDisposition: string | null | undefined,
  document: DocumentFileNaming,
): string {
  const provided = fileNameFromContentDisposition(contentDisposition)
  if (provided !== null) {
    const { base, extension } = splitExtension(provided)
    if (sanitizeBase(base) !== '')
      return extension ? sanitizeFileName(provided) : documentFileName(provided, document.fileType)
  }
  return documentFileName(document.title, document.fileType)
}

/** 'Report_MMddyyyy.xlsx' for the given day (spec §7). */
export const defaultReportFileName = (today: DateInput): string => {
  const date = formatFileNameDate(today, '')
  return date ? `Report_${date}.xlsx` : 'Report.xlsx'
}

/** The name of an xlsx answer: from its content-disposition header, else the default. */
export const xlsxFileName = (contentDisposition: string | null | undefined, today: DateInput): string =>
  fileNameFromContentDisposition(contentDisposition) ?? defaultReportFileName(today)

/** A report file name with a month-day-year date, e.g. 'Capital Account Statement_03312024.xlsx'. */
export function reportFileName(reportName: string, reportingDate: DateInput, extension = 'xlsx'): string {
  const date = formatFileNameDate(reportingDate, '')
  const base = sanitizeBase(reportName ?? '') || FALLBACK_FILE_NAME
  return date ? `${base}_${date}.${extension}` : `${base}.${extension}`
}
