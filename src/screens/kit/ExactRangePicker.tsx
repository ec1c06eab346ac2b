import { DateRangePicker } from '../../components'
import { parseDate, toIsoDate, type TimeRangeFilter } from '../../domain'

/**
 * The two dates of an exact time range ('EXACTRANGE'), none after today: what the documents' and the usage
 * reports' time-range filters show once 'Exact date range' is chosen. Dates travel as ISO days.
 */
export function ExactRangePicker({
  label,
  range,
  today,
  onChange,
}: {
  label: string
  range: TimeRangeFilter
  today: Date
  onChange: (range: TimeRangeFilter) => void
}) {
  return (
    <DateRangePicker
      label={label}
      value={{ from: parseDate(range.start), to: parseDate(range.end) }}
      onChange={(chosen) =>
        onChange({ timePeriod: 'EXACTRANGE', start: toIsoDate(chosen.from), end: toIsoDate(chosen.to) })
      }
      today={today}
      isDateDisabled={(date) => date > today}
    />
  )
}
