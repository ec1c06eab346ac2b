import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  DEFAULT_DOCUMENT_SORT,
  documentSubtypeOptions,
  documentTypeOptions,
  groupAccountIds,
  isAdministrator,
  pruneDocumentFilters,
  selectionOrNull,
  type DocumentFilters,
  type DocumentSort,
  type FilterOption,
  type Id,
} from '../../domain'
import { usePortalSession } from '../session'
import { documentFiltersFromLink, type DocumentQuery } from '../shared'

/** The documents screen's filters: the domain's, plus the chosen subtype options (by key). */
export interface ScreenFilters extends DocumentFilters {
  documentSubtypes: string[] | null
}

export interface SubtypeOption extends FilterOption<string> {
  documentSubtypeIds: number[]
}

export interface FilterOptions {
  investorAccounts: FilterOption<number>[]
  funds: FilterOption<number>[]
  documentTypes: FilterOption<number>[]
  documentSubtypes: SubtypeOption[]
}

/** Typing in the file-name box searches once the user pauses. */
export const FILE_NAME_DEBOUNCE_MS = 400

const ids = <V>(options: ReadonlyArray<FilterOption<V>>): V[] => options.map((option) => option.value)

/**
 * The filters the user chose, their options from the session, and the search query they make. Choices that are no
 * longer entitled (the investor group changed, entitlements were reloaded) are dropped: never shown, never sent, and
 * gone from the choice at the next change (spec §2.2). A search failure changes nothing here.
 */
export function useDocumentFilters() {
  const session = usePortalSession()
  const [params] = useSearchParams()
  const [chosen, setChosen] = useState<ScreenFilters>(() => ({
    ...documentFiltersFromLink(params),
    documentSubtypes: null,
  }))
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DOCUMENT_SORT)
  const [fileNameText, setFileNameText] = useState(chosen.fileName)

  const { entitledAccounts, entitledEntities, documentTypes, accountGroups, selectedGroupId } = session
  const options = useMemo<FilterOptions>(() => {
    const group = accountGroups.find((candidate) => String(candidate.groupId) === selectedGroupId)
    const inGroup = group ? new Set(groupAccountIds(group)) : null
    return {
      investorAccounts: entitledAccounts
        .filter((account) => !inGroup || inGroup.has(account.id))
        .map((account) => ({ value: account.id, label: account.name })),
      funds: entitledEntities.map((fund) => ({
        value: fund.id,
        label: fund.entityName ?? fund.name ?? String(fund.id),
      })),
      documentTypes: documentTypeOptions(documentTypes).map((option) => ({
        value: Number(option.value),
        label: option.label,
      })),
      documentSubtypes: [],
    }
  }, [entitledAccounts, entitledEntities, documentTypes, accountGroups, selectedGroupId])

  const filters = useMemo<ScreenFilters>(() => {
    const pruned = pruneDocumentFilters(chosen, {
      investorAccounts: ids(options.investorAccounts),
      funds: ids(options.funds),
      documentTypes: ids(options.documentTypes),
    })
    return { ...pruned, documentSubtypes: chosen.documentSubtypes }
  }, [chosen, options])

  // Subtypes of the chosen types (of every type when none is chosen); every 'Other' is one option.
  const subtypeOptions = useMemo<SubtypeOption[]>(() => {
    const chosenTypes = new Set((filters.documentTypes ?? []).map(String))
    const types = documentTypes.filter(
      (type) => chosenTypes.size === 0 || chosenTypes.has(String(type.documentTypeId)),
    )
    return documentSubtypeOptions(types).map((option) => ({
      value: option.documentSubtypeIds.join('-'),
      label: option.label,
      documentSubtypeIds: option.documentSubtypeIds,
    }))
  }, [documentTypes, filters.documentTypes])

  const subtypeKeys = useMemo(() => {
    const available = new Set(subtypeOptions.map((option) => option.value))
    return selectionOrNull((filters.documentSubtypes ?? []).filter((key) => available.has(key)))
  }, [filters.documentSubtypes, subtypeOptions])

  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        setChosen((current) =>
          current.fileName === fileNameText ? current : { ...current, fileName: fileNameText },
        ),
      FILE_NAME_DEBOUNCE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [fileNameText])

  const isAdmin = isAdministrator(session.user)
  const { timeRange } = filters
  // An exact range waits while only one of its dates is chosen.
  const waiting =
    timeRange.timePeriod === 'EXACTRANGE' && (timeRange.start === null) !== (timeRange.end === null)
  const query = useMemo<DocumentQuery | null>(() => {
    if (waiting) return null
    const documentSubTypes: Id[] | null = selectionOrNull(
      subtypeOptions
        .filter((option) => subtypeKeys?.includes(option.value))
        .flatMap((o) => o.documentSubtypeIds),
    )
    return { filters, documentSubTypes, sort, isAdmin, groupId: selectedGroupId }
  }, [waiting, filters, subtypeOptions, subtypeKeys, sort, isAdmin, selectedGroupId])

  return {
    filters: { ...filters, documentSubtypes: subtypeKeys },
    options: { ...options, documentSubtypes: subtypeOptions },
    change: (patch: Partial<ScreenFilters>) =>
      setChosen({ ...filters, documentSubtypes: subtypeKeys, ...patch }),
    fileNameText,
    changeFileName: setFileNameText,
    /** Enter in the file-name box searches at once. */
    applyFileName: () => setChosen({ ...filters, documentSubtypes: subtypeKeys, fileName: fileNameText }),
    sort,
    changeSort: setSort,
    query,
  }
}
