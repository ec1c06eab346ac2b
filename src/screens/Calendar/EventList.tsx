import styled from 'styled-components'
import { CardItem, CardList, Link, Muted, Stack, theme } from '../../components'
import {
  eventTime,
  formatEventClock,
  formatEventDateTime,
  formatUtcOffset,
  isPastEvent,
  paths,
  type CalendarEvent,
  type DateFormat,
  formatShortMonth,
} from '../../domain'
import { calendarScreenTexts as texts } from './texts'
import { EventTags } from './EventTags'

const Item = styled(CardItem)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.md};
`

/** The event's day as a calendar leaf: month above, day below. */
const Leaf = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.control + 16}px;
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.actionSubtle};
  color: ${theme.colors.brand};
  line-height: ${theme.typography.lineHeight.tight};
`

const LeafMonth = styled.span`
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.semibold};
  text-transform: uppercase;
`

const LeafDay = styled.span`
  font-size: ${theme.typography.size.xl};
  font-weight: ${theme.typography.weight.bold};
`

const Title = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
  overflow-wrap: anywhere;
`

const Detail = styled(Muted)`
  font-size: ${theme.typography.size.sm};
  overflow-wrap: anywhere;
`

/** When an event is, in the user's date format and the event's time zone: 'Dec-03-2026 9:00 AM – 11:00 AM (UTC-05:00)'. */
function eventWhen(event: CalendarEvent, dateFormat: DateFormat): string {
  const start = formatEventDateTime(event.eventStartDate, dateFormat)
  if (!start) return texts.notProvided
  const end = formatEventClock(event.eventEndDate)
  const zone = formatUtcOffset(eventTime(event.eventStartDate)?.offset ?? null)
  return [start, end && `– ${end}`, zone && `(${zone})`].filter(Boolean).join(' ')
}

export interface EventListProps {
  label: string
  /** The level of the events' title headings: under the page title (2) or under a section's heading (3). */
  headingLevel: 2 | 3
  events: readonly CalendarEvent[]
  dateFormat: DateFormat
  now: Date
}

/** Events as cards: the day, the title linking to the event's page, when, where and the registration. */
export function EventList({ label, headingLevel, events, dateFormat, now }: EventListProps) {
  return (
    <CardList aria-label={label}>
      {events.map((event) => {
        const wallClock = eventTime(event.eventStartDate)?.wallClock
        return (
          <Item key={event.eventId}>
            <Leaf aria-hidden>
              <LeafMonth>{wallClock ? formatShortMonth(wallClock) : ''}</LeafMonth>
              <LeafDay>{wallClock ? wallClock.getDate() : '?'}</LeafDay>
            </Leaf>
            <Stack $gap="xs">
              <Title as={`h${headingLevel}`}>
                <Link href={paths.calendarEvent(event.eventId)}>{event.title || texts.notProvided}</Link>
              </Title>
              <Detail>{eventWhen(event, dateFormat)}</Detail>
              {event.eventLocation && <Detail>{event.eventLocation}</Detail>}
              <EventTags registered={event.isRegistered === true} past={isPastEvent(event, now)} />
            </Stack>
          </Item>
        )
      })}
    </CardList>
  )
}
