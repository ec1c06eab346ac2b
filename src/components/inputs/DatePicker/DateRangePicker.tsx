import { componentTexts } from '../../texts'
import { CalendarField, type CalendarFieldProps } from './CalendarField'
import { formatDateRange, nextRange, type DateRangeValue } from './dateRange'

export interface DateRangePickerProps extends CalendarFieldProps {
  /** The chosen range; either end may be null while choosing. */
  value: DateRangeValue
  onChange: (range: DateRangeValue) => void
}

/**
 * A start and end date on a two-month calendar, shown like 'January 1, 2026 – March 31, 2026'. The popup closes
 * once both ends are chosen.
 */
export function DateRangePicker({
  value,
  onChange,
  placeholder = componentTexts.dateRangePlaceholder,
  ...field
}: DateRangePickerProps) {
  return (
    <CalendarField
      {...field}
      text={formatDateRange(value)}
      placeholder={placeholder}
      chosen={value.from}
      calendar={(close) => ({
        mode: 'range',
        numberOfMonths: 2,
        selected: value.from ? { from: value.from, to: value.to ?? undefined } : undefined,
        onSelect: (_range, day) => {
          const next = nextRange(value, day)
          onChange(next)
          if (next.to) close()
        },
      })}
    />
  )
}
