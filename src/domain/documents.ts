import { startOfYear, subDays } from 'date-fns'
import { MAX_DOCUMENTS_PER_DOWNLOAD } from './constants'
import type { Document } from './entities/document'
import type { DocumentType } from './entities/documentType'
import {
  DOCUMENT_TIME_RANGES,
  type DocumentFilters,
  type DocumentSort,
  type DocumentTimeRange,
  type FilterOption,
  type Id,
  optionsOf,
  READ_FILTERS,
  type ReadFilter,
  type TimeRangeFilter,
} from './entities/filters'
import { DEFAULT_DATE_FORMAT, type DateFormat } from './displayFormats'
import { formatDate, parseDate, toIsoDate } from './format'
import { documentTexts, documentTimeRangeLabels } from './texts/documents'
import { DOWNLOAD_SELECTION_HINT } from './texts/validation'

export const documentTimeRangeOptions = optionsOf(DOCUMENT_TIME_RANGES, documentTimeRangeLabels)

/** The default time range and read filter are the first options of their lists (spec §9). */
export const DEFAULT_DOCUMENT_TIME_RANGE: DocumentTimeRange = DOCUMENT_TIME_RANGES[0]

export const readFilterOptions: ReadonlyArray<FilterOption<ReadFilter>> = optionsOf(READ_FILTERS)

export const DEFAULT_READ_FILTER: ReadFilter = READ_FILTERS[0]

export const DEFAULT_DOCUMENT_SORT: DocumentSort = { key: 'publishDate', direction: 'DESC' }
export const DEFAULT_DATA_ROOM_SORT: DocumentSort = { key: 'title', direction: 'ASC' }

export const emptyDocumentFilters = (): DocumentFilters => ({
  investorAccounts: null,
  documentTypes: null,
  funds: null,
  timeRange: { timePeriod: DEFAULT_DOCUMENT_TIME_RANGE, start: null, end: null },
  status: DEFAULT_READ_FILTER,
  fileName: '',
})

const DAYS_BACK: Partial<Record<DocumentTimeRange, number>> = { LAST30: 32, LAST90: 92 }

/**
 * Start and end dates of a documents time range (ISO dates). LAST30 reaches 32 days back and LAST90 92;
 * relative ranges are open-ended; an exact range uses its own dates.
 */
export function documentTimeRangeDates(
  range: TimeRangeFilter,
  today: Date,
): { startDate: string | null; endDate: string | null } {
  const date = parseDate(today)
  const daysBack = DAYS_BACK[range.timePeriod]
  if (daysBack !== undefined) return { startDate: date && toIsoDate(subDays(date, daysBack)), endDate: null }
  if (range.timePeriod === 'YEARBEGINNING')
    return { startDate: date && toIsoDate(startOfYear(date)), endDate: null }
  if (range.timePeriod === 'EXACTRANGE')
    return { startDate: toIsoDate(range.start), endDate: toIsoDate(range.end) }
  return { startDate: null, endDate: null }
}

/** readFlag / actionFlag of a read filter; 'All' restricts nothing. */
export function readFilterFlags(status: ReadFilter | string): { readFlag?: boolean; actionFlag?: boolean } {
  switch (status) {
    case 'Read':
      return { readFlag: true }
    case 'Unread':
      return { readFlag: false }
    case 'Action Items':
      return { actionFlag: true }
    case 'Unread Action Items':
      return { actionFlag: true, readFlag: false }
    default:
      return {}
  }
}

export const documentIdOf = (document: Pick<Document, 'documentId' | 'id'>): Id | null =>
  document.documentId ?? document.id ?? null

const text = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/** fundDisplayName, else the parent entity name, else the fund name, else 'All Funds'. */
export const fundDisplayNameOf = (document: Document): string =>
  text(document.fundDisplayName) ??
  text(document.parentEntityName) ??
  text(document.fundName) ??
  documentTexts.allFunds

export const investorAccountNameOf = (document: Document): string =>
  text(document.investorAccountName) ?? documentTexts.allInvestors

export const isActiveDocument = (document: Document): boolean => document.documentStatus === 'Active'

const PENDING_STATUSES: ReadonlyArray<string> = ['Pending', 'Pending Approval', 'PendingApproval']

/** Pending rows are highlighted. */
export const isPendingDocument = (document: Document): boolean =>
  PENDING_STATUSES.includes(document.documentStatus ?? '')

/** The publish date in the user's format; 'N/A' unless the document is Active or the date is invalid. */
export const publishDateOf = (document: Document, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string =>
  isActiveDocument(document)
    ? formatDate(document.publishDateEST ?? document.publishDate, dateFormat, documentTexts.notAvailable)
    : documentTexts.notAvailable

export interface DocumentRow {
  id: Id | null
  title: string
  fund: string
  investorAccount: string
  publishDate: string
  actionItem: boolean
  markedRead: boolean
  highlighted: boolean
  fileType: string | null
}

export const toDocumentRow = (
  document: Document,
  dateFormat: DateFormat = DEFAULT_DATE_FORMAT,
): DocumentRow => ({
  id: documentIdOf(document),
  title: document.title ?? '',
  fund: fundDisplayNameOf(document),
  investorAccount: investorAccountNameOf(document),
  publishDate: publishDateOf(document, dateFormat),
  actionItem: document.actionItem === true,
  markedRead: document.markedRead === true,
  highlighted: isPendingDocument(document),
  fileType: document.fileType ?? null,
})

export const documentTypeOptions = (types: readonly DocumentType[] | null | undefined): FilterOption[] =>
  (types ?? []).map((t) => ({ value: t.documentTypeId, label: text(t.displayName) ?? t.name }))

export interface DocumentSubtypeOption {
  label: string
  documentSubtypeIds: number[]
}

/** Subtype options of the given types; every subtype named 'Other' is merged into one 'Other' option, last. */
export function documentSubtypeOptions(
  types: readonly DocumentType[] | null | undefined,
): DocumentSubtypeOption[] {
  const options: DocumentSubtypeOption[] = []
  const otherIds: number[] = []
  for (const subtype of (types ?? []).flatMap((t) => t.documentSubtypes ?? [])) {
    if (subtype.name?.trim().toLowerCase() === documentTexts.other.toLowerCase()) {
      otherIds.push(subtype.documentSubtypeId)
    } else {
      options.push({ label: subtype.name, documentSubtypeIds: [subtype.documentSubtypeId] })
    }
  }
  if (otherIds.length > 0) options.push({ label: documentTexts.other, documentSubtypeIds: otherIds })
  return options
}

/** A subtype choice of a filter, keyed by its subtype ids ('102-203' for a merged 'Other'). */
export interface DocumentSubtypeFilterOption extends FilterOption<string> {
  documentSubtypeIds: number[]
}

/**
 * The subtypes a filter offers: those of the chosen document types, or of every type when none is chosen; every
 * subtype named 'Other' is one 'Other' option (spec §3). The documents screen and the administration reports
 * offer the same choices.
 */
export function documentSubtypeFilterOptions(
  types: readonly DocumentType[] | null | undefined,
  chosenTypeIds: readonly Id[] | null | undefined,
): DocumentSubtypeFilterOption[] {
  const chosen = new Set((chosenTypeIds ?? []).map(String))
  const offered = (types ?? []).filter((type) => chosen.size === 0 || chosen.has(String(type.documentTypeId)))
  return documentSubtypeOptions(offered).map((option) => ({
    value: option.documentSubtypeIds.join('-'),
    label: option.label,
    documentSubtypeIds: option.documentSubtypeIds,
  }))
}

/** The subtype ids the chosen options stand for, in option order; null when none is chosen (spec §5). */
export const documentSubtypeIdsOf = (
  options: readonly DocumentSubtypeFilterOption[],
  chosenKeys: readonly string[] | null | undefined,
): number[] | null => {
  const keys = new Set(chosenKeys ?? [])
  return selectionOrNull(
    options.filter((option) => keys.has(option.value)).flatMap((option) => option.documentSubtypeIds),
  )
}

/** An empty multi-selection means no restriction: null (spec §5). */
export const selectionOrNull = <T>(selection: readonly T[] | null | undefined): T[] | null =>
  selection && selection.length > 0 ? [...selection] : null

/** The selection without what is no longer available, in its order; null when nothing is left. */
export function pruneSelection<T extends Id>(
  selection: readonly T[] | null | undefined,
  available: readonly Id[] | null | undefined,
): T[] | null {
  const allowed = new Set((available ?? []).map(String))
  return selectionOrNull((selection ?? []).filter((id) => allowed.has(String(id))))
}

export interface EntitledOptions {
  investorAccounts: readonly Id[]
  funds: readonly Id[]
  documentTypes?: readonly Id[]
}

/** Drops selections that are no longer entitled (spec §2.2, §4 Documents). */
export const pruneDocumentFilters = (
  filters: DocumentFilters,
  entitled: EntitledOptions,
): DocumentFilters => ({
  ...filters,
  investorAccounts: pruneSelection(filters.investorAccounts, entitled.investorAccounts),
  funds: pruneSelection(filters.funds, entitled.funds),
  documentTypes: entitled.documentTypes
    ? pruneSelection(filters.documentTypes, entitled.documentTypes)
    : selectionOrNull(filters.documentTypes),
})

/** The file-name filter is sent only when it is not empty. */
export const fileNameFilter = (fileName: string | null | undefined): string | undefined => {
  const trimmed = (fileName ?? '').trim()
  return trimmed === '' ? undefined : trimmed
}

export interface DownloadSelectionState {
  disabled: boolean
  hint: string | null
}

/** Download is disabled with nothing or more than 50 selected; over 50 shows the hint (spec §5). */
export const downloadSelectionState = (selectedCount: number): DownloadSelectionState => {
  const tooMany = selectedCount > MAX_DOCUMENTS_PER_DOWNLOAD
  return {
    disabled: !(selectedCount > 0) || tooMany,
    hint: tooMany ? DOWNLOAD_SELECTION_HINT : null,
  }
}
