import { format } from 'date-fns'

export interface DayState {
  today?: boolean
  selected?: boolean
}

/**
 * The accessible name of a calendar day, e.g. 'Wednesday 30 September 2026, today'. The day's number stands
 * alone as a word, so the visible text ('30') is part of the name (WCAG 2.5.3 Label in Name).
 */
export function dayLabel(date: Date, state: DayState = {}): string {
  const parts = [format(date, 'EEEE d MMMM yyyy')]
  if (state.today) parts.push('today')
  if (state.selected) parts.push('selected')
  return parts.join(', ')
}
