import type { SortDirection } from './document'

export type Id = number | string

/** An option of a dropdown or multi-select. */
export interface FilterOption<V = Id> {
  value: V
  label: string
}

/** The options of a list of values, each with the words `label` gives it (the value's own text by default). */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): FilterOption<V>[]
export function optionsOf<V>(values: readonly V[], label?: (value: V) => string): FilterOption<V>[]
export function optionsOf<V>(
  values: readonly V[],
  label: ((value: V) => string) | Readonly<Record<V & string, string>> = String,
): FilterOption<V>[] {
  const labelOf = typeof label === 'function' ? label : (value: V) => label[value as V & string]
  return values.map((value) => ({ value, label: labelOf(value) }))
}

export const DOCUMENT_TIME_RANGES = ['ALL', 'LAST30', 'LAST90', 'YEARBEGINNING', 'EXACTRANGE'] as const

export type DocumentTimeRange = (typeof DOCUMENT_TIME_RANGES)[number]

/** start and end are ISO dates, used only with EXACTRANGE. */
export interface TimeRangeFilter {
  timePeriod: DocumentTimeRange
  start: string | null
  end: string | null
}

export const READ_FILTERS = ['All', 'Read', 'Unread', 'Action Items', 'Unread Action Items'] as const

export type ReadFilter = (typeof READ_FILTERS)[number]

/** Filters of a document library; a null multi-selection means "no restriction". */
export interface DocumentFilters {
  investorAccounts: Id[] | null
  documentTypes: Id[] | null
  funds: Id[] | null
  timeRange: TimeRangeFilter
  status: ReadFilter
  fileName: string
}

export interface DocumentSort {
  key: string
  direction: SortDirection
}

/** spec §3 Fund documents state. */
export interface FundDocumentsState {
  filters: DocumentFilters
  pagination: { start: number; total: number }
  sort: DocumentSort
}

/** spec §3 Administration report filters. */
export interface AdministrationReportFilters {
  timeRange: TimeRangeFilter
  selectedFunds: Id[] | null
  documentTypes: Id[] | null
  documentSubTypes: Id[] | null
  userEmail: string
  batchNumber: string
}
