import { useCallback, useMemo } from 'react'
import {
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_TIME_RANGES,
  emptyDocumentFilters,
  documentSubtypeFilterOptions,
  documentSubtypeIdsOf,
  documentFilterOptions,
  isAdministrator,
  pruneDocumentFilters,
  READ_FILTERS,
  selectionOrNull,
  type DocumentFilters,
  type DocumentSort,
  type DocumentSubtypeFilterOption,
  type DocumentType,
  type FilterOption,
  type Id,
} from '../../domain'
import type { DocumentQuery } from './useDocumentSearch'
import {
  idListFilter,
  isoDateFilter,
  keyListFilter,
  oneOfFilter,
  textFilter,
  useTypedFilter,
  useUrlFilters,
  type FilterValues,
} from '../kit'
import { usePortalSession } from '../portalSession'

/** The documents screen's filters: the domain's, plus the chosen subtype options (by key). */
export interface ScreenFilters extends DocumentFilters {
  documentSubtypes: string[] | null
}

export type SubtypeOption = DocumentSubtypeFilterOption

export interface ScreenFilterOptions {
  investorAccounts: FilterOption<number>[]
  funds: FilterOption<number>[]
  documentTypes: FilterOption<number>[]
  documentSubtypes: SubtypeOption[]
}

/** Typing in the file-name box searches once the user pauses. */
export const FILE_NAME_DEBOUNCE_MS = 400

const defaults = emptyDocumentFilters()

/** The documents screen's filters and sort as they are kept in the URL (a link from the home notice sets status). */
export const documentFilterSchema = {
  investorAccounts: idListFilter,
  funds: idListFilter,
  documentTypes: idListFilter,
  documentSubtypes: keyListFilter,
  timePeriod: oneOfFilter(DOCUMENT_TIME_RANGES, defaults.timeRange.timePeriod),
  start: isoDateFilter,
  end: isoDateFilter,
  status: oneOfFilter(READ_FILTERS, defaults.status),
  fileName: textFilter,
  sortKey: { ...textFilter, parse: ([key]: readonly string[]): string => key || DEFAULT_DOCUMENT_SORT.key },
  sortDirection: oneOfFilter(['ASC', 'DESC'] as const, DEFAULT_DOCUMENT_SORT.direction),
}

type UrlValues = FilterValues<typeof documentFilterSchema>

const screenFiltersOf = (values: UrlValues): ScreenFilters => ({
  investorAccounts: values.investorAccounts,
  funds: values.funds,
  documentTypes: values.documentTypes,
  documentSubtypes: values.documentSubtypes,
  status: values.status,
  fileName: values.fileName,
  timeRange:
    values.timePeriod === 'EXACTRANGE'
      ? { timePeriod: 'EXACTRANGE', start: values.start, end: values.end }
      : { timePeriod: values.timePeriod, start: null, end: null },
})

const urlValuesOf = (filters: Partial<ScreenFilters>): Partial<UrlValues> => {
  const { timeRange, ...rest } = filters
  if (!timeRange) return rest
  return { ...rest, timePeriod: timeRange.timePeriod, start: timeRange.start, end: timeRange.end }
}

const ids = <V>(options: ReadonlyArray<FilterOption<V>>): V[] => options.map((option) => option.value)

/** The filters as the panel shows and changes them. */
export interface DocumentFilterControls {
  filters: ScreenFilters
  options: ScreenFilterOptions
  onChange: (patch: Partial<ScreenFilters>) => void
  /** The file name as typed: it searches once the user pauses. */
  fileNameText: string
  onFileNameChange: (text: string) => void
  /** Enter in the file-name box searches at once. */
  onFileNameSearch: () => void
}

/** A library scoped to one fund (its profile's Fund Documents): always that fund, with the fund's own types. */
export interface FundDocumentScope {
  fundId: Id
  documentTypes: readonly DocumentType[]
}

/**
 * The filters the user chose (kept in the URL), their options from the session, and the search query they make.
 * Choices that are no longer entitled (the investor group changed, entitlements were reloaded) are dropped: never
 * shown, never sent, and gone from the URL at the next change (spec §2.2). A search failure changes nothing here.
 */
export function useDocumentFilters(fund: FundDocumentScope | null = null) {
  const session = usePortalSession()
  const [values, setValues] = useUrlFilters(documentFilterSchema)
  const chosen = useMemo(() => screenFiltersOf(values), [values])
  const sort = useMemo<DocumentSort>(
    () => ({ key: values.sortKey, direction: values.sortDirection }),
    [values.sortKey, values.sortDirection],
  )
  const { entitledAccounts, entitledEntities, accountGroups, selectedGroupId } = session
  const documentTypes = fund?.documentTypes ?? session.documentTypes
  const fundId = fund?.fundId ?? null
  const options = useMemo<ScreenFilterOptions>(
    () => ({
      ...documentFilterOptions({
        entitledAccounts,
        entitledEntities,
        documentTypes,
        accountGroups,
        selectedGroupId,
      }),
      documentSubtypes: [],
    }),
    [entitledAccounts, entitledEntities, documentTypes, accountGroups, selectedGroupId],
  )

  const filters = useMemo<ScreenFilters>(() => {
    const pruned = pruneDocumentFilters(chosen, {
      investorAccounts: ids(options.investorAccounts),
      funds: ids(options.funds),
      documentTypes: ids(options.documentTypes),
    })
    const funds = fundId === null ? pruned.funds : [fundId]
    return { ...pruned, funds, documentSubtypes: chosen.documentSubtypes }
  }, [chosen, options, fundId])

  // Subtypes of the chosen types (of every type when none is chosen); every 'Other' is one option.
  const subtypeOptions = useMemo<SubtypeOption[]>(
    () => documentSubtypeFilterOptions(documentTypes, filters.documentTypes),
    [documentTypes, filters.documentTypes],
  )

  const subtypeKeys = useMemo(() => {
    const available = new Set(subtypeOptions.map((option) => option.value))
    return selectionOrNull((filters.documentSubtypes ?? []).filter((key) => available.has(key)))
  }, [filters.documentSubtypes, subtypeOptions])

  const change = useCallback(
    (patch: Partial<ScreenFilters>) =>
      // A fund's library is always that fund's: its URL does not repeat it.
      setValues(
        urlValuesOf({
          ...filters,
          documentSubtypes: subtypeKeys,
          ...patch,
          ...(fundId === null ? {} : { funds: null }),
        }),
      ),
    [setValues, filters, subtypeKeys, fundId],
  )
  // The typed file name searches once the user pauses; a file name from the URL (back, forward) fills the box.
  const [fileNameText, setFileNameText] = useTypedFilter(
    values.fileName,
    (fileName) => change({ fileName }),
    FILE_NAME_DEBOUNCE_MS,
  )

  const isAdmin = isAdministrator(session.user)
  const { timeRange } = filters
  // An exact range waits while only one of its dates is chosen.
  const waiting =
    timeRange.timePeriod === 'EXACTRANGE' && (timeRange.start === null) !== (timeRange.end === null)
  const query = useMemo<DocumentQuery | null>(() => {
    if (waiting) return null
    const documentSubTypes: Id[] | null = documentSubtypeIdsOf(subtypeOptions, subtypeKeys)
    return { filters, documentSubTypes, sort, isAdmin, groupId: selectedGroupId }
  }, [waiting, filters, subtypeOptions, subtypeKeys, sort, isAdmin, selectedGroupId])

  const panel: DocumentFilterControls = {
    filters: { ...filters, documentSubtypes: subtypeKeys },
    options: { ...options, documentSubtypes: subtypeOptions },
    onChange: change,
    fileNameText,
    onFileNameChange: setFileNameText,
    onFileNameSearch: () => change({ fileName: fileNameText }),
  }
  return {
    panel,
    sort,
    changeSort: (next: DocumentSort) => setValues({ sortKey: next.key, sortDirection: next.direction }),
    query,
  }
}
