import {
  documentSubtypeFilterOptions,
  documentTimeRangeDates,
  DEFAULT_DOCUMENT_TIME_RANGE,
  pruneSelection,
  type DocumentSubtypeFilterOption,
} from './documents'
import type { DocumentType } from './entities/documentType'
import type { AdministrationReportFilters, Id } from './entities/filters'
import { parseBatchNumbers } from './validation'

/** The two usage reports of administration (spec §7): term acceptances, and who did what with which document. */
export const ADMINISTRATION_REPORTS = ['termAcceptance', 'userActivity'] as const
export type AdministrationReport = (typeof ADMINISTRATION_REPORTS)[number]

/** The filters each report is asked with; the others do not apply to it. */
export const administrationReportFilterFields: Record<
  AdministrationReport,
  ReadonlyArray<keyof AdministrationReportFilters>
> = {
  termAcceptance: ['timeRange', 'selectedFunds', 'documentTypes', 'documentSubTypes', 'userEmail'],
  userActivity: ['timeRange', 'selectedFunds', 'documentSubTypes', 'userEmail', 'batchNumber'],
}

const usesFilter = (report: AdministrationReport, field: keyof AdministrationReportFilters): boolean =>
  administrationReportFilterFields[report].includes(field)

/**
 * The document subtypes a report offers, by the documents screen's rule: those of its chosen document types (of
 * every type when none is chosen, or when the report has no type filter), every 'Other' one option (spec §3).
 */
export const administrationSubtypeOptions = (
  report: AdministrationReport,
  types: readonly DocumentType[] | null | undefined,
  filters: AdministrationReportFilters,
): DocumentSubtypeFilterOption[] =>
  documentSubtypeFilterOptions(types, usesFilter(report, 'documentTypes') ? filters.documentTypes : null)

/** The options of `options` whose subtypes are all chosen (the multi-select's selection). */
export const chosenSubtypeKeys = (
  options: readonly DocumentSubtypeFilterOption[],
  subtypeIds: readonly Id[] | null | undefined,
): string[] => {
  const chosen = new Set((subtypeIds ?? []).map(String))
  return options
    .filter((option) => option.documentSubtypeIds.every((id) => chosen.has(String(id))))
    .map((option) => option.value)
}

/** The filters a report is asked with: subtypes no longer offered (their type was unchosen) are dropped. */
export function administrationReportFiltersFor(
  filters: AdministrationReportFilters,
  subtypeOptions: readonly DocumentSubtypeFilterOption[],
): AdministrationReportFilters {
  const offered = subtypeOptions.flatMap((option) => option.documentSubtypeIds)
  return {
    ...filters,
    documentSubTypes: pruneSelection(filters.documentSubTypes, offered),
  }
}

export const emptyAdministrationReportFilters = (): AdministrationReportFilters => ({
  timeRange: { timePeriod: DEFAULT_DOCUMENT_TIME_RANGE, start: null, end: null },
  selectedFunds: null,
  documentTypes: null,
  documentSubTypes: null,
  userEmail: '',
  batchNumber: '',
})

/** One address: a local part, an @ and a dotted domain, no spaces (what a sign-in email looks like). */
export const isEmailAddress = (text: string | null | undefined): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test((text ?? '').trim())

/** The user email is optional; given, it must be an address (spec §5). */
export const userEmailProblem = (text: string | null | undefined): 'invalid' | null =>
  (text ?? '').trim() === '' || isEmailAddress(text) ? null : 'invalid'

const listOrNull = (ids: readonly Id[] | null | undefined): Id[] | null => (ids?.length ? [...ids] : null)
const emailOrNull = (text: string): string | null => text.trim() || null

/** What both usage reports' bodies hold alike: the time range's dates, the workbook format and the subtypes. */
const reportBasics = (filters: AdministrationReportFilters, today: Date) => ({
  ...documentTimeRangeDates(filters.timeRange, today),
  reportFormat: 'xlsx',
  documentSubTypes: listOrNull(filters.documentSubTypes),
})

/**
 * POST …/Terms/TermAcceptanceReport's body: the funds are its products, the time range its dates; the subtype
 * filter's ids as the document search sends them (documentSubTypes).
 */
export function termAcceptanceReportRequest(filters: AdministrationReportFilters, today: Date) {
  return {
    productIds: listOrNull(filters.selectedFunds),
    ...reportBasics(filters, today),
    documentTypeIds: listOrNull(filters.documentTypes),
    userEmail: emailOrNull(filters.userEmail),
  }
}

/**
 * POST /documents/v1/useractivitytracking's body: batch numbers comma separated, trimmed, empties dropped; the
 * subtype filter's ids as documentSubTypes.
 */
export function userActivityReportRequest(filters: AdministrationReportFilters, today: Date) {
  const batches = parseBatchNumbers(filters.batchNumber)
  return {
    entitledEntityIds: listOrNull(filters.selectedFunds),
    ...reportBasics(filters, today),
    user: emailOrNull(filters.userEmail),
    batchId: batches.length ? batches : null,
  }
}
