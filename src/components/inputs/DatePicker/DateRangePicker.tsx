import { DayPicker } from 'react-day-picker'
import { componentTexts } from '../../texts'
import { DateField } from './DateField'
import { dayLabel } from './dayLabel'
import { formatDateRange, nextRange, type DateRangeValue } from './dateRange'

export interface DateRangePickerProps {
  label: string
  hideLabel?: boolean
  /** The chosen range; either end may be null while choosing. */
  value: DateRangeValue
  onChange: (range: DateRangeValue) => void
  /** Today's date (never read from the clock here). */
  today?: Date
  /** The first month shown when no range is chosen (default: today's month). */
  month?: Date
  startMonth?: Date
  endMonth?: Date
  isDateDisabled?: (date: Date) => boolean
  placeholder?: string
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
}

/**
 * A start and end date on a two-month calendar, shown like 'January 1, 2026 – March 31, 2026'. The popup closes
 * once both ends are chosen.
 */
export function DateRangePicker({
  value,
  onChange,
  today,
  month,
  startMonth,
  endMonth,
  isDateDisabled,
  placeholder = componentTexts.dateRangePlaceholder,
  ...field
}: DateRangePickerProps) {
  return (
    <DateField
      {...field}
      text={formatDateRange(value)}
      placeholder={placeholder}
      renderCalendar={(close) => (
        <DayPicker
          mode="range"
          autoFocus
          numberOfMonths={2}
          selected={value.from ? { from: value.from, to: value.to ?? undefined } : undefined}
          onSelect={(_range, day) => {
            const next = nextRange(value, day)
            onChange(next)
            if (next.to) close()
          }}
          today={today}
          defaultMonth={value.from ?? month ?? today}
          startMonth={startMonth}
          endMonth={endMonth}
          disabled={isDateDisabled}
          labels={{ labelDayButton: dayLabel }}
        />
      )}
    />
  )
}
