import { FilterBar, MultiSelect, Select } from '../../../components'
import {
  CAPITAL_ACCOUNT_TEMPLATES,
  type CapitalAccountTemplate,
  type DateFormat,
  formatDate,
  optionsOf,
  type StatementSelection,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from '../../../domain'
import { reportScreenTexts as texts } from '../shared/texts'
import { capitalAccountStatementTexts } from './texts'

export interface CapitalAccountFilterValues {
  date: string | null
  funds: Array<number | string> | null
  currency: SupportedCurrency | null
  template: CapitalAccountTemplate
}

export interface CapitalAccountFiltersProps {
  selection: StatementSelection
  template: CapitalAccountTemplate
  dateFormat: DateFormat
  onChange: (patch: Partial<CapitalAccountFilterValues>) => void
}

/**
 * The statement's filters (spec §2.5, §3): reporting date and funds from Cas/periods, the reporting currency (one
 * of the 20 supported, the fund's by default) and the template.
 */
export function CapitalAccountFilters({
  selection,
  template,
  dateFormat,
  onChange,
}: CapitalAccountFiltersProps) {
  return (
    <FilterBar label={texts.filtersLabel}>
      <Select<string>
        label={texts.reportingDate}
        options={selection.dates.map((date) => ({ value: date, label: formatDate(date, dateFormat) }))}
        value={selection.date}
        onChange={(date) => onChange({ date })}
      />
      <MultiSelect<string>
        label={texts.funds}
        entity={texts.fundEntity}
        options={selection.funds.map((fund) => ({ value: String(fund.id), label: fund.name }))}
        selected={selection.selected.map((fund) => String(fund.id))}
        onChange={(funds) => onChange({ funds: funds.length > 0 ? funds : null })}
        searchable
        showChips={false}
      />
      <Select<SupportedCurrency>
        label={texts.reportingCurrency}
        options={optionsOf(SUPPORTED_CURRENCIES)}
        value={selection.currency}
        onChange={(currency) => onChange({ currency })}
      />
      <Select<CapitalAccountTemplate>
        label={capitalAccountStatementTexts.template}
        options={CAPITAL_ACCOUNT_TEMPLATES.map((value) => ({
          value,
          label: capitalAccountStatementTexts.templates[value],
        }))}
        value={template}
        onChange={(value) => onChange({ template: value })}
      />
    </FilterBar>
  )
}
