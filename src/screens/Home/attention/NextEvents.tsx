import { CardList, Link, Message, Panel, Stack } from '../../../components'
import { formatEventDateTime, NEXT_EVENTS, paths, upcomingEvents } from '../../../domain'
import { useCalendarEvents } from '../../Calendar/resources'
import { isLoading, ResourceView, useToday } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { Body, Clipped, Detail, Item, Reserved, Title } from './AttentionList.styles'
import { attentionTexts as texts } from './texts'

/** The next three calendar events (GET cvent/api/Events), each linking to its event page, and a link to the calendar. */
export function NextEvents() {
  const { formats } = usePortalSession()
  const now = useToday()
  const events = useCalendarEvents()

  return (
    <Stack $gap="sm">
      <Reserved $rows={NEXT_EVENTS} aria-busy={isLoading(events)}>
        <ResourceView
          resource={events}
          loadingLabel={texts.loadingEvents}
          isEmpty={(all) => upcomingEvents(all, now).length === 0}
          empty={
            <Panel>
              <Message>{texts.noEvents}</Message>
            </Panel>
          }
        >
          {(all) => (
            <CardList aria-label={texts.eventsList}>
              {upcomingEvents(all, now).map((event) => {
                const title = event.title || texts.untitled
                return (
                  <Item key={event.eventId}>
                    <Body>
                      <Title>
                        <Link href={paths.calendarEvent(event.eventId)} variant="inline">
                          {title}
                        </Link>
                      </Title>
                      <Detail>
                        <Clipped>{formatEventDateTime(event.eventStartDate, formats.dateFormat)}</Clipped>
                      </Detail>
                    </Body>
                  </Item>
                )
              })}
            </CardList>
          )}
        </ResourceView>
      </Reserved>
      <Link href={paths.calendar} variant="inline" strong>
        {texts.allEvents}
      </Link>
    </Stack>
  )
}
