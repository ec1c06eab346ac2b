import { formatLongDate } from '../../../domain'

export interface DateRangeValue {
  from: Date | null
  to: Date | null
}

/** A range as the picker shows it, each end like 'March 31, 2024'; '' when nothing is chosen. */
export function formatDateRange(range: DateRangeValue | null | undefined): string {
  const from = formatLongDate(range?.from ?? null)
  const to = formatLongDate(range?.to ?? null)
  if (!from && !to) return ''
  if (!to || from === to) return from || to
  return `${from || '…'} – ${to}`
}

const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

/**
 * The range after a click on a day: the first click (or a click after a complete range) starts a new range; the
 * second completes it, in either order.
 */
export function nextRange(current: DateRangeValue, day: Date): DateRangeValue {
  const { from, to } = current
  if (!from || to) return { from: day, to: null }
  return startOfDay(day) < startOfDay(from) ? { from: day, to: from } : { from, to: day }
}
