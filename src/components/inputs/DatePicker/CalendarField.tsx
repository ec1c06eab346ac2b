import { DayPicker, type PropsBase, type PropsRange, type PropsSingle } from 'react-day-picker'
import { DateField } from './DateField'
import { dayLabel } from './dayLabel'

/** The props DatePicker and DateRangePicker share: the field's, and the calendar's bounds. */
export interface CalendarFieldProps {
  /** e.g. 'Date Instructions Become Effective' (given by the caller). */
  label: string
  hideLabel?: boolean
  /** Today's date, for the calendar's highlight and starting month; pass it, never read the clock here. */
  today?: Date
  /** The month shown on opening when nothing is chosen (default: today's month). */
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

/** What a picker chooses on the calendar: one day, or a range over two months. */
export type CalendarMode = Pick<PropsBase, 'numberOfMonths'> &
  (Pick<PropsSingle, 'mode' | 'selected' | 'onSelect'> | Pick<PropsRange, 'mode' | 'selected' | 'onSelect'>)

interface Props extends CalendarFieldProps {
  /** The chosen date(s) as text, '' when none. */
  text: string
  placeholder: string
  /** The chosen date the calendar opens at; without one, `month`, then today's month. */
  chosen: Date | null
  /** The calendar's mode and selection; `close` closes the popup. */
  calendar: (close: () => void) => CalendarMode
}

/** A DateField whose popup is the calendar, within the bounds given and with spoken day names. */
export function CalendarField({
  today,
  month,
  startMonth,
  endMonth,
  isDateDisabled,
  chosen,
  calendar,
  ...field
}: Props) {
  return (
    <DateField
      {...field}
      renderCalendar={(close) => (
        <DayPicker
          {...calendar(close)}
          autoFocus
          today={today}
          defaultMonth={chosen ?? month ?? today}
          startMonth={startMonth}
          endMonth={endMonth}
          disabled={isDateDisabled}
          labels={{ labelDayButton: dayLabel }}
        />
      )}
    />
  )
}
