import { FilterBar, MultiSelect, Select, Toggle } from '../../../components'
import { type ReportingPeriod, type SummarySelection } from '../../../domain'
import { PeriodSelects } from '../shared/PeriodSelects'
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
      <PeriodSelects periods={periods} period={period} onDateChange={(date) => onChange({ date })} />
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
