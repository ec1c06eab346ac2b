import { useMemo, type ReactNode } from 'react'
import {
  Button,
  EventCalendar,
  FilterBar,
  FilterSearch,
  Message,
  Muted,
  PageLayout,
  SectionHeading,
  Select,
  Stack,
  Strong,
  Tabs,
  type CalendarEntry,
} from '../../components'
import {
  calendarDayKey,
  type CalendarEvent,
  type CalendarMonth,
  calendarMonthOf,
  calendarMonthStart,
  calendarRegistrationFilterLabels,
  calendarTexts,
  type CalendarView,
  type DateFormat,
  eventDay,
  eventMonths,
  eventsByDay,
  filterCalendarEvents,
  formatCalendarDay,
  formatCalendarMonth,
  formatCalendarMonthName,
  formatEventClock,
  navigationTabTexts,
  optionsOf,
  parseCalendarMonth,
  parseDate,
  paths,
  REGISTRATION_FILTERS,
  type RegistrationFilter,
  sortCalendarEvents,
  toIsoDate,
} from '../../domain'
import { ResourceView, useTypedFilter, useUrlFilters, useToday } from '../kit'
import { usePortalSession } from '../portalSession'
import { calendarScreenTexts as texts } from './texts'
import {
  calendarFilterSchema,
  CALENDAR_SORT_CHOICES,
  sortOfChoice,
  type CalendarSortChoice,
} from './calendarFilters'
import { EventList } from './EventList'
import { useCalendarEvents } from './resources'

/** The keyword filters once the user pauses typing. */
const KEYWORD_DEBOUNCE_MS = 300

const registrationOptions = REGISTRATION_FILTERS.map((value) => ({
  value,
  label: calendarRegistrationFilterLabels[value],
}))
const sortOptions = optionsOf(CALENDAR_SORT_CHOICES, texts.sortOptions)

/**
 * /my-calendar (spec §2.5): the user's events in List View or Calendar View (a month grid), filtered by
 * registration, month and keyword and sorted by date (ascending by default) or title. The view, the filters,
 * the sort and the chosen day are in the URL, so back, forward and a shared link show the same.
 */
export function CalendarScreen() {
  const { formats } = usePortalSession()
  const today = useToday()
  const [filters, change] = useUrlFilters(calendarFilterSchema)
  const [keywordText, setKeywordText] = useTypedFilter(
    filters.keyword,
    (keyword) => change({ keyword }),
    KEYWORD_DEBOUNCE_MS,
  )
  const events = useCalendarEvents()
  const all = events.latest

  const calendarMonth = filters.month ?? calendarMonthOf(today)
  const month = filters.view === 'calendar' ? calendarMonth : filters.month
  const shown = useMemo(
    () =>
      sortCalendarEvents(
        filterCalendarEvents(all, { registration: filters.registration, month, keyword: filters.keyword }),
        sortOfChoice(filters.sort),
      ),
    [all, filters.registration, month, filters.keyword, filters.sort],
  )
  const monthOptions = useMemo(() => {
    const keys = new Set([...eventMonths(all ?? []), calendarMonth].map(formatCalendarMonth))
    const months = [...keys]
      .sort()
      .map((key) => ({ value: key, label: formatCalendarMonthName(parseCalendarMonth(key)!) }))
    return filters.view === 'calendar' ? months : [{ value: '', label: texts.allMonths }, ...months]
  }, [all, calendarMonth, filters.view])

  const filterBar = (
    <FilterBar label={texts.filtersLabel}>
      <Select<RegistrationFilter>
        label={texts.registration}
        options={registrationOptions}
        value={filters.registration}
        onChange={(registration) => change({ registration })}
      />
      <Select<string>
        label={texts.month}
        options={monthOptions}
        value={month ? formatCalendarMonth(month) : ''}
        onChange={(key) => change({ month: parseCalendarMonth(key), day: null })}
      />
      <FilterSearch
        label={texts.keyword}
        placeholder={texts.keywordPlaceholder}
        value={keywordText}
        onChange={setKeywordText}
        onSearch={(keyword) => change({ keyword })}
        width={320}
      />
      <Select<CalendarSortChoice>
        label={texts.sortBy}
        options={sortOptions}
        value={filters.sort}
        onChange={(sort) => change({ sort })}
      />
    </FilterBar>
  )

  // What narrows the events besides Calendar View's month: the only filters 'Show all events' clears.
  const filtered =
    filters.registration !== 'all' || filters.keyword !== '' || (filters.view === 'list' && month !== null)
  const clearFilters = () => {
    setKeywordText('')
    change({ registration: 'all', keyword: '', month: filters.view === 'calendar' ? filters.month : null })
  }
  const nothingMatches = (
    <Message>
      <Stack $gap="sm">
        <span>
          {all?.length === 0
            ? texts.noEventsAtAll
            : filters.view === 'calendar' && month
              ? texts.noEventsInMonth(formatCalendarMonthName(month))
              : texts.noEvents}
        </span>
        {filtered && (
          <div>
            <Button variant="secondary" size="sm" onClick={clearFilters}>
              {texts.clearFilters}
            </Button>
          </div>
        )}
      </Stack>
    </Message>
  )

  const viewOf = (view: CalendarView) => {
    const summary = <Strong role="status">{texts.count(shown.length)}</Strong>
    if (view === 'list') {
      return (
        <Stack $gap="md">
          {summary}
          {shown.length === 0 ? (
            nothingMatches
          ) : (
            <EventList
              label={texts.eventsLabel}
              headingLevel={2}
              events={shown}
              dateFormat={formats.dateFormat}
              now={today}
            />
          )}
        </Stack>
      )
    }
    return (
      <MonthView
        month={calendarMonth}
        events={shown}
        chosenDay={parseDate(filters.day)}
        today={today}
        summary={summary}
        empty={shown.length === 0 ? nothingMatches : null}
        onMonthChange={(next) => change({ month: calendarMonthOf(next), day: null })}
        // A day of the next or previous month shown in the grid's first or last week opens that month.
        onSelectDay={(day) => change({ day: toIsoDate(day), month: calendarMonthOf(day) })}
        dateFormat={formats.dateFormat}
      />
    )
  }

  const body = (view: CalendarView) => (
    <ResourceView resource={events} loadingLabel={texts.loading}>
      {() => viewOf(view)}
    </ResourceView>
  )

  return (
    <PageLayout title={navigationTabTexts.myCalendar} description={texts.description}>
      {filterBar}
      <Tabs
        label={texts.viewLabel}
        selectedId={filters.view}
        onSelect={(view) => change({ view, day: null })}
        items={[
          { id: 'list', label: calendarTexts.listView, content: body('list') },
          { id: 'calendar', label: calendarTexts.calendarView, content: body('calendar') },
        ]}
      />
    </PageLayout>
  )
}

interface MonthViewProps {
  month: CalendarMonth
  events: readonly CalendarEvent[]
  chosenDay: Date | null
  today: Date
  summary: ReactNode
  empty: ReactNode
  onMonthChange: (month: Date) => void
  onSelectDay: (day: Date) => void
  dateFormat: DateFormat
}

/** Calendar View: the month grid, then the events of the chosen day (today, else the month's first event day). */
function MonthView({
  month,
  events,
  chosenDay,
  today,
  summary,
  empty,
  dateFormat,
  ...handlers
}: MonthViewProps) {
  const entries = useMemo<CalendarEntry[]>(
    () =>
      events.flatMap((event) => {
        const day = eventDay(event)
        return day
          ? [
              {
                id: event.eventId,
                title: event.title || texts.notProvided,
                day,
                time: formatEventClock(event.eventStartDate) ?? '',
                href: paths.calendarEvent(event.eventId),
              },
            ]
          : []
      }),
    [events],
  )
  const inMonth = (day: Date | null) =>
    day && day.getFullYear() === month.year && day.getMonth() === month.month ? day : null
  // Days are 'yyyy-MM-dd': the first in text order is the earliest.
  const firstEventDay = parseDate(entries.map((entry) => entry.day).sort()[0])
  const day = inMonth(chosenDay) ?? inMonth(today) ?? firstEventDay ?? calendarMonthStart(month)
  const dayEvents = eventsByDay(events).get(calendarDayKey(day)) ?? []

  return (
    <Stack $gap="md">
      {summary}
      {empty}
      <EventCalendar
        label={texts.monthGrid(formatCalendarMonthName(month))}
        month={calendarMonthStart(month)}
        onMonthChange={handlers.onMonthChange}
        entries={entries}
        selectedDay={day}
        onSelectDay={handlers.onSelectDay}
        today={today}
      />
      <Stack $gap="sm" as="section" aria-labelledby="calendar-day-events">
        <SectionHeading id="calendar-day-events">{texts.dayEvents(formatCalendarDay(day))}</SectionHeading>
        {dayEvents.length === 0 ? (
          <Muted>{texts.noEventsOnDay(formatCalendarDay(day))}</Muted>
        ) : (
          <EventList
            label={texts.dayEvents(formatCalendarDay(day))}
            headingLevel={3}
            events={dayEvents}
            dateFormat={dateFormat}
            now={today}
          />
        )}
      </Stack>
    </Stack>
  )
}
