import { formatLongDate } from '../../../domain'
import { componentTexts } from '../../texts'
import { CalendarField, type CalendarFieldProps } from './CalendarField'

export interface DatePickerProps extends CalendarFieldProps {
  value: Date | null
  onChange: (date: Date | null) => void
}

/** One date, chosen from a calendar and shown like 'September 30, 2026' (format 'MMMM d, yyyy'). */
export function DatePicker({
  value,
  onChange,
  placeholder = componentTexts.datePlaceholder,
  ...field
}: DatePickerProps) {
  return (
    <CalendarField
      {...field}
      text={formatLongDate(value)}
      placeholder={placeholder}
      chosen={value}
      calendar={(close) => ({
        mode: 'single',
        selected: value ?? undefined,
        onSelect: (date) => {
          onChange(date ?? null)
          close()
        },
      })}
    />
  )
}
