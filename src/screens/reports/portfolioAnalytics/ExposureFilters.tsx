import { FilterBar, FilterSearch, Select } from '../../../components'
import { EXPOSURE_GROUPINGS, exposureTexts as texts, type ExposureGrouping } from '../../../domain'

export type ExposureSort = keyof typeof texts.sorts

export interface ExposureView {
  grouping: ExposureGrouping
  sort: ExposureSort
  query: string
}

const groupingOptions = EXPOSURE_GROUPINGS.map((value) => ({ value, label: texts.groupings[value] }))
const sortOptions = (Object.keys(texts.sorts) as ExposureSort[]).map((value) => ({
  value,
  label: texts.sorts[value],
}))

/** How the exposure is looked at: grouped by company, fund, industry, geography, strategy or status; sorted; searched. */
export function ExposureFilters({
  view,
  onChange,
}: {
  view: ExposureView
  onChange: (change: Partial<ExposureView>) => void
}) {
  return (
    <FilterBar label={texts.filters}>
      <Select<ExposureGrouping>
        label={texts.groupBy}
        options={groupingOptions}
        value={view.grouping}
        onChange={(grouping) => onChange({ grouping })}
      />
      <Select<ExposureSort>
        label={texts.sortBy}
        options={sortOptions}
        value={view.sort}
        onChange={(sort) => onChange({ sort })}
      />
      <FilterSearch
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={view.query}
        onChange={(query) => onChange({ query })}
      />
    </FilterBar>
  )
}
