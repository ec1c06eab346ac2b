import { Select } from '../../../components'
import {
  findPeriod,
  optionsOf,
  periodForYear,
  periodQuarters,
  periodYears,
  quarterEndLabels,
  reportingDateOf,
  type Quarter,
  type ReportingPeriod,
} from '../../../domain'
import { reportScreenTexts as texts } from './texts'

/** A period's reporting date (its quarter end); null for none. */
export const periodDateOf = (period: ReportingPeriod | null) =>
  period && reportingDateOf(period.year, period.quarter)

/**
 * The as-of year and quarter of a report whose periods the provider lists (the account summary, the schedule of
 * investments): a year keeps the quarter where that year has it, and each quarter is named with its end.
 */
export function PeriodSelects({
  periods,
  period,
  onDateChange,
}: {
  periods: readonly ReportingPeriod[]
  period: ReportingPeriod
  onDateChange: (date: string | null) => void
}) {
  return (
    <>
      <Select<number>
        label={texts.year}
        options={optionsOf(periodYears(periods))}
        value={period.year}
        onChange={(year) => onDateChange(periodDateOf(periodForYear(periods, year, period.quarter)))}
      />
      <Select<Quarter>
        label={texts.quarter}
        options={optionsOf(
          periodQuarters(periods, period.year),
          (quarter) => `Q${quarter} (${quarterEndLabels[quarter]})`,
        )}
        value={period.quarter}
        onChange={(quarter) => onDateChange(periodDateOf(findPeriod(periods, period.year, quarter)))}
      />
    </>
  )
}
