import { FilterBar, MultiSelect, Select, Toggle } from '../../../components'
import {
  findPeriod,
  optionsOf,
  periodForYear,
  periodQuarters,
  periodYears,
  type Quarter,
  quarterEndLabels,
  reportingDateOf,
  type ReportingPeriod,
  type SummarySelection,
} from '../../../domain'
import { reportScreenTexts as texts } from '../shared/texts'

export interface AccountSummaryFilterValues {
  date: string | null
  funds: Array<number | string> | null
  current: boolean
  account: string
}

export interface AccountSummaryFiltersProps {
  periods: readonly ReportingPeriod[]
  selection: SummarySelection
  current: boolean
  /** The investor accounts of the report, for the single variant ('' is every account: group-wide). */
  accounts: ReadonlyArray<{ value: string; label: string }>
  account: string
  onChange: (patch: Partial<AccountSummaryFilterValues>) => void
}

const dateOf = (period: ReportingPeriod | null) => period && reportingDateOf(period.year, period.quarter)

/**
 * The account summary's filters (spec §2.5): as-of year and quarter (a year without the quarter moves to its
 * latest), funds, the investor account (group-wide or single) and the 'current' toggle, which swaps the funds.
 */
export function AccountSummaryFilters({
  periods,
  selection,
  current,
  accounts,
  account,
  onChange,
}: AccountSummaryFiltersProps) {
  const { period } = selection
  return (
    <FilterBar label={texts.filtersLabel}>
      <Select<number>
        label={texts.year}
        options={optionsOf(periodYears(periods))}
        value={period.year}
        onChange={(year) => onChange({ date: dateOf(periodForYear(periods, year, period.quarter)) })}
      />
      <Select<Quarter>
        label={texts.quarter}
        options={periodQuarters(periods, period.year).map((quarter) => ({
          value: quarter,
          label: `Q${quarter} (${quarterEndLabels[quarter]})`,
        }))}
        value={period.quarter}
        onChange={(quarter) => onChange({ date: dateOf(findPeriod(periods, period.year, quarter)) })}
      />
      <MultiSelect<string>
        label={texts.funds}
        entity={texts.fundEntity}
        options={selection.funds.map((fund) => ({ value: String(fund.value), label: fund.label }))}
        selected={selection.chosen.map((fund) => String(fund.value))}
        onChange={(funds) => onChange({ funds: funds.length > 0 ? funds : null })}
        searchable
        showChips={false}
      />
      <Select<string>
        label={texts.investorAccount}
        options={[{ value: '', label: texts.groupWide }, ...accounts]}
        value={account}
        onChange={(value) => onChange({ account: value })}
      />
      <Toggle
        label={texts.current}
        checked={current}
        onChange={(on) => onChange({ current: on, funds: null })}
      />
    </FilterBar>
  )
}
