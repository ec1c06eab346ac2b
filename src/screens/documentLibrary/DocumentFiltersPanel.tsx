import { FilterBar, FilterSearch, MultiSelect, Select } from '../../components'
import {
  documentTimeRangeOptions,
  readFilterOptions,
  type DocumentTimeRange,
  type ReadFilter,
} from '../../domain'
import { ExactRangePicker } from '../kit'
import { documentsScreenTexts as texts } from './texts'
import type { DocumentFilterControls } from './useDocumentFilters'

export interface DocumentFiltersPanelProps extends DocumentFilterControls {
  today: Date
  /** A fund's own library has no fund filter. */
  hideFunds?: boolean
}

/**
 * Investor accounts, funds, document types and subtypes ('Other' merged), time range (with a date-range picker
 * for an exact range), read filter and file name (spec §2.5, §9).
 */
export function DocumentFiltersPanel({
  filters,
  options,
  onChange,
  fileNameText,
  onFileNameChange,
  onFileNameSearch,
  today,
  hideFunds = false,
}: DocumentFiltersPanelProps) {
  const { timeRange } = filters
  return (
    <FilterBar label={texts.filtersLabel}>
      <MultiSelect<number>
        label={texts.investorAccounts}
        entity={texts.investorAccountEntity}
        options={options.investorAccounts}
        selected={(filters.investorAccounts ?? []).map(Number)}
        onChange={(selected) => onChange({ investorAccounts: selected })}
        searchable
        showChips={false}
      />
      {!hideFunds && (
        <MultiSelect<number>
          label={texts.funds}
          entity={texts.fundEntity}
          options={options.funds}
          selected={(filters.funds ?? []).map(Number)}
          onChange={(selected) => onChange({ funds: selected })}
          searchable
          showChips={false}
        />
      )}
      <MultiSelect<number>
        label={texts.documentTypes}
        entity={texts.documentTypeEntity}
        options={options.documentTypes}
        selected={(filters.documentTypes ?? []).map(Number)}
        onChange={(selected) => onChange({ documentTypes: selected })}
        showChips={false}
      />
      <MultiSelect<string>
        label={texts.documentSubtypes}
        entity={texts.documentSubtypeEntity}
        options={options.documentSubtypes}
        selected={filters.documentSubtypes ?? []}
        onChange={(selected) => onChange({ documentSubtypes: selected })}
        showChips={false}
      />
      <Select<DocumentTimeRange>
        label={texts.timeRange}
        options={documentTimeRangeOptions}
        value={timeRange.timePeriod}
        onChange={(timePeriod) => onChange({ timeRange: { timePeriod, start: null, end: null } })}
      />
      {timeRange.timePeriod === 'EXACTRANGE' && (
        <ExactRangePicker
          label={texts.publishDates}
          range={timeRange}
          today={today}
          onChange={(exact) => onChange({ timeRange: exact })}
        />
      )}
      <Select<ReadFilter>
        label={texts.readFilter}
        options={readFilterOptions}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterSearch
        label={texts.fileName}
        placeholder={texts.fileNamePlaceholder}
        value={fileNameText}
        onChange={onFileNameChange}
        onSearch={onFileNameSearch}
      />
    </FilterBar>
  )
}
