import styled from 'styled-components'
import { Checkbox, FilterBar, MultiSelect, Select, theme } from '../../../components'
import {
  cashFlowEndQuarterOptions,
  cashFlowStartQuarterOptions,
  type CashFlowTimeRange,
  cashFlowTimeRangeOptions,
  optionsOf,
  type Quarter,
} from '../../../domain'
import { cashFlowScreenTexts as texts } from './texts'

/** The two type boxes side by side under their legend, laid out like the other fields' labels. */
const Types = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${theme.space.xs};
    padding: 0;
    font-size: ${theme.typography.size.sm};
    font-weight: ${theme.typography.weight.semibold};
  }
`

export interface CashFlowFilterValues {
  fund: string
  investors: string[] | null
  range: CashFlowTimeRange
  startYear: number | null
  startQuarter: number | null
  endYear: number | null
  endQuarter: number | null
  contributions: boolean
  distributions: boolean
}

export interface CashFlowFiltersProps {
  values: CashFlowFilterValues
  funds: readonly string[]
  /** The investor accounts of the chosen fund. */
  investors: readonly string[]
  years: readonly number[]
  onFundChange: (fund: string) => void
  onChange: (patch: Partial<CashFlowFilterValues>) => void
}

/**
 * The cash flow filters (spec §2.5, §3, §9): fund, its investor accounts, the time range (with the start and end
 * quarters of an exact range) and the types.
 */
export function CashFlowFilters({
  values,
  funds,
  investors,
  years,
  onFundChange,
  onChange,
}: CashFlowFiltersProps) {
  const yearOptions = optionsOf(years)
  return (
    <FilterBar label={texts.title}>
      <Select<string>
        label={texts.fund}
        options={optionsOf(funds)}
        value={values.fund}
        onChange={onFundChange}
        searchable
      />
      <MultiSelect<string>
        label={texts.investorAccounts}
        entity={texts.investorAccountEntity}
        options={optionsOf(investors)}
        selected={values.investors ?? []}
        onChange={(selected) => onChange({ investors: selected.length > 0 ? selected : null })}
        searchable
        showChips={false}
      />
      <Select<CashFlowTimeRange>
        label={texts.timeRange}
        options={cashFlowTimeRangeOptions}
        value={values.range}
        onChange={(range) => onChange({ range })}
      />
      {values.range === 'EXACT_DATE_RANGE' && (
        <>
          <Select<number>
            label={texts.startYear}
            options={yearOptions}
            value={values.startYear}
            onChange={(startYear) => onChange({ startYear })}
            searchable
          />
          <Select<Quarter>
            label={texts.startQuarter}
            options={cashFlowStartQuarterOptions}
            value={values.startQuarter as Quarter | null}
            onChange={(startQuarter) => onChange({ startQuarter })}
          />
          <Select<number>
            label={texts.endYear}
            options={yearOptions}
            value={values.endYear}
            onChange={(endYear) => onChange({ endYear })}
            searchable
          />
          <Select<Quarter>
            label={texts.endQuarter}
            options={cashFlowEndQuarterOptions}
            value={values.endQuarter as Quarter | null}
            onChange={(endQuarter) => onChange({ endQuarter })}
          />
        </>
      )}
      <Types>
        <legend>{texts.types}</legend>
        <Checkbox
          label={texts.contributions}
          checked={values.contributions}
          onChange={(contributions) => onChange({ contributions })}
        />
        <Checkbox
          label={texts.distributions}
          checked={values.distributions}
          onChange={(distributions) => onChange({ distributions })}
        />
      </Types>
    </FilterBar>
  )
}
