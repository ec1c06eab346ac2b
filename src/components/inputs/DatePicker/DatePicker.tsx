import { DayPicker } from 'react-day-picker'
import { formatLongDate } from '../../../domain'
import { componentTexts } from '../../texts'
import { DateField } from './DateField'
import { dayLabel } from './dayLabel'

export interface DatePickerProps {
  /** e.g. 'Date Instructions Become Effective' (given by the caller). */
  label: string
  hideLabel?: boolean
  value: Date | null
  onChange: (date: Date | null) => void
  /** Today's date, for the calendar's highlight and starting month; pass it, never read the clock here. */
  today?: Date
  /** The month shown on opening when no date is chosen (default: today's month). */
  month?: Date
  /** First and last months the calendar may show. */
  startMonth?: Date
  endMonth?: Date
  /** Days that cannot be chosen. */
  isDateDisabled?: (date: Date) => boolean
  placeholder?: string
  disabled?: boolean
  hint?: string
  error?: string | null
  width?: number
}

/** One date, chosen from a calendar and shown like 'September 30, 2026' (format 'MMMM d, yyyy'). */
export function DatePicker({
  value,
  onChange,
  today,
  month,
  startMonth,
  endMonth,
  isDateDisabled,
  placeholder = componentTexts.datePlaceholder,
  ...field
}: DatePickerProps) {
  return (
    <DateField
      {...field}
      text={formatLongDate(value)}
      placeholder={placeholder}
      renderCalendar={(close) => (
        <DayPicker
          mode="single"
          autoFocus
          selected={value ?? undefined}
          onSelect={(date) => {
            onChange(date ?? null)
            close()
          }}
          today={today}
          defaultMonth={value ?? month ?? today}
          startMonth={startMonth}
          endMonth={endMonth}
          disabled={isDateDisabled}
          labels={{ labelDayButton: dayLabel }}
        />
      )}
    />
  )
}
