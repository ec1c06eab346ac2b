import { createContext, useContext, useMemo } from 'react'
import { DayPicker, type DayProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import { EventCalendarSurface, EventLink, EventLinks, MoreEvents } from './EventCalendar.styles'
import { dayLabel } from '../../inputs/DatePicker/dayLabel'
import { eventCalendarTexts as texts } from './texts'
import { calendarDayKey, formatDayOfMonth } from '../../../domain'

/** An event on the month grid: on its day (in its own time zone), at its time, linking to its page. */
export interface CalendarEntry {
  id: string
  title: string
  /** The event's day, 'yyyy-MM-dd'. */
  day: string
  /** The start time as shown beside the title, e.g. '9:00 AM'. */
  time: string
  href: string
}

export interface EventCalendarProps {
  /** Names the month grid's region. */
  label: string
  /** Any day of the month shown. */
  month: Date
  onMonthChange: (month: Date) => void
  entries: readonly CalendarEntry[]
  /** The day whose events the page lists below the grid. */
  selectedDay: Date | null
  onSelectDay: (day: Date) => void
  /** Today's date (highlighted); pass it, never read the clock here. */
  today: Date
  /** Titles shown inside a day before '+ n more' (the day's own list has them all). */
  visiblePerDay?: number
}

interface DayEvents {
  byDay: ReadonlyMap<string, CalendarEntry[]>
  visiblePerDay: number
}

/** What the grid's cells show: given by context, so the cell component stays one type across renders. */
const DayEventsContext = createContext<DayEvents>({ byDay: new Map(), visiblePerDay: 0 })

/** A day of the grid: react-day-picker's button (the day's number), then links to the day's events. */
function Day({ day, modifiers: _modifiers, children, ...cell }: DayProps) {
  const { byDay, visiblePerDay } = useContext(DayEventsContext)
  const dayEntries = day.outside ? [] : (byDay.get(calendarDayKey(day.date)) ?? [])
  const hidden = dayEntries.length - visiblePerDay
  return (
    <td {...cell}>
      {children}
      {dayEntries.length > 0 && (
        <EventLinks aria-label={texts.eventsOn(formatDayOfMonth(day.date))}>
          {dayEntries.slice(0, visiblePerDay).map((entry) => (
            <li key={entry.id}>
              <EventLink href={entry.href} variant="inline" title={entry.title}>
                {entry.time} {entry.title}
              </EventLink>
            </li>
          ))}
          {hidden > 0 && <MoreEvents aria-hidden>{texts.more(hidden)}</MoreEvents>}
        </EventLinks>
      )}
    </td>
  )
}

/**
 * A month of events (Calendar View, spec §2.5) on react-day-picker's grid: arrow keys, Page Up/Down and Home/End
 * move between days, Enter chooses one; each day holds links to its events. The month is the caller's (the
 * screen keeps it in the URL).
 */
export function EventCalendar({
  label,
  month,
  onMonthChange,
  entries,
  selectedDay,
  onSelectDay,
  today,
  visiblePerDay = 2,
}: EventCalendarProps) {
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarEntry[]>()
    for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry])
    return days
  }, [entries])
  const dayEvents = useMemo(() => ({ byDay, visiblePerDay }), [byDay, visiblePerDay])

  return (
    <EventCalendarSurface role="region" aria-label={label}>
      <DayEventsContext value={dayEvents}>
        <DayPicker
          mode="single"
          required
          selected={selectedDay ?? undefined}
          onSelect={(day) => onSelectDay(day)}
          month={month}
          onMonthChange={onMonthChange}
          today={today}
          showOutsideDays
          fixedWeeks
          components={{ Day }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const count = modifiers.outside ? 0 : (byDay.get(calendarDayKey(date))?.length ?? 0)
              const name = dayLabel(date, { today: modifiers.today, selected: modifiers.selected })
              return count > 0 ? `${name}, ${texts.eventCount(count)}` : name
            },
            labelNext: () => texts.nextMonth,
            labelPrevious: () => texts.previousMonth,
          }}
        />
      </DayEventsContext>
    </EventCalendarSurface>
  )
}
