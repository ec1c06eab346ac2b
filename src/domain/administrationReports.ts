import { documentTimeRangeDates, DEFAULT_DOCUMENT_TIME_RANGE } from './documents'
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
  termAcceptance: ['timeRange', 'selectedFunds', 'documentTypes', 'userEmail'],
  userActivity: ['timeRange', 'selectedFunds', 'userEmail', 'batchNumber'],
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

/** POST …/Terms/TermAcceptanceReport's body: the funds are its products, the time range its dates. */
export function termAcceptanceReportRequest(filters: AdministrationReportFilters, today: Date) {
  return {
    productIds: listOrNull(filters.selectedFunds),
    ...documentTimeRangeDates(filters.timeRange, today),
    reportFormat: 'xlsx',
    documentTypeIds: listOrNull(filters.documentTypes),
    userEmail: emailOrNull(filters.userEmail),
  }
}

/** POST /documents/v1/useractivitytracking's body: batch numbers comma separated, trimmed, empties dropped. */
export function userActivityReportRequest(filters: AdministrationReportFilters, today: Date) {
  const batches = parseBatchNumbers(filters.batchNumber)
  return {
    entitledEntityIds: listOrNull(filters.selectedFunds),
    ...documentTimeRangeDates(filters.timeRange, today),
    reportFormat: 'xlsx',
    user: emailOrNull(filters.userEmail),
    batchId: batches.length ? batches : null,
  }
}
