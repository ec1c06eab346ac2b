import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import {
  Button,
  DownloadIcon,
  Facts,
  Link,
  Message,
  Muted,
  PageLayout,
  Panel,
  SectionHeading,
  Stack,
  theme,
} from '../../components'
import {
  calendarFile,
  calendarFileName,
  eventTime,
  formatEventDateTime,
  formatUtcOffset,
  isPastEvent,
  navigationTabTexts,
  paths,
  plannerMailto,
  plannerName,
  type CalendarEvent,
  type DateFormat,
} from '../../domain'
import { ResourceView, saveFile, usePageTitle, useToday } from '../kit'
import { usePortalSession } from '../portalSession'
import { calendarScreenTexts as texts } from './texts'
import { EventTags } from './EventTags'
import { PastEventMaterials } from './PastEventMaterials'
import { useCalendarEvents } from './resources'

/** Server text shown as text: line breaks kept, markup shown as written, never run. */
const Description = styled.p`
  margin: 0;
  max-width: ${theme.sizes.fieldMaxWidth * 2}px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const Value = styled.dd`
  overflow-wrap: anywhere;
`

/**
 * /my-calendar/{eventId} (spec §2.5): one event: its title, description, location, start and end in the user's
 * date format and the event's time zone, the registration and the planner, and its calendar file. A past event
 * also offers its documents and videos (sample data, spec §2.5).
 */
export function EventScreen() {
  const { eventId = '' } = useParams()
  const { formats } = usePortalSession()
  const now = useToday()
  const events = useCalendarEvents()
  const event = events.latest?.find((candidate) => candidate.eventId === eventId) ?? null
  usePageTitle(event?.title)
  const page = { back: { href: paths.calendar, label: texts.back } }

  if (!event) {
    return (
      <PageLayout title={navigationTabTexts.myCalendar} {...page}>
        <ResourceView resource={events} loadingLabel={texts.loading}>
          {() => <Message>{texts.unknownEvent}</Message>}
        </ResourceView>
      </PageLayout>
    )
  }

  const past = isPastEvent(event, now)
  const file = calendarFile(event, now)
  return (
    <PageLayout
      title={event.title || texts.notProvided}
      {...page}
      actions={
        <Button
          variant="secondary"
          icon={<DownloadIcon size="sm" />}
          disabled={!file}
          onClick={() =>
            file && saveFile(new Blob([file], { type: 'text/calendar' }), calendarFileName(event))
          }
        >
          {texts.addToCalendar}
        </Button>
      }
    >
      {!file && <Muted>{texts.calendarFileUnavailable}</Muted>}
      <Panel aria-label={event.title || texts.notProvided}>
        <Stack $gap="md">
          <EventTags registered={event.isRegistered === true} past={past} />
          <EventFacts event={event} dateFormat={formats.dateFormat} />
        </Stack>
      </Panel>
      {event.description && (
        <Stack $gap="sm" as="section" aria-labelledby="event-about">
          <SectionHeading id="event-about">{texts.about}</SectionHeading>
          <Description>{event.description}</Description>
        </Stack>
      )}
      {past && <PastEventMaterials />}
    </PageLayout>
  )
}

function EventFacts({ event, dateFormat }: { event: CalendarEvent; dateFormat: DateFormat }) {
  const zone = formatUtcOffset(eventTime(event.eventStartDate)?.offset ?? null)
  const planner = plannerName(event)
  const email = (event.plannerEmail ?? '').trim()
  const mailto = plannerMailto(event)
  return (
    <Stack $gap="sm">
      <Facts>
        <dt>{texts.when}</dt>
        <Value>{formatEventDateTime(event.eventStartDate, dateFormat) ?? texts.notProvided}</Value>
        <dt>{texts.ends}</dt>
        <Value>{formatEventDateTime(event.eventEndDate, dateFormat) ?? texts.notProvided}</Value>
        <dt>{texts.where}</dt>
        <Value>{event.eventLocation || texts.notProvided}</Value>
        <dt>{texts.status}</dt>
        <Value>{event.isRegistered ? texts.registered : texts.notRegistered}</Value>
        <dt>{texts.planner}</dt>
        <Value>
          <Stack $gap="xs">
            <span>{planner ?? texts.notProvided}</span>
            {mailto ? (
              <Link href={mailto} variant="inline">
                {email}
              </Link>
            ) : (
              email && <span>{email}</span>
            )}
          </Stack>
        </Value>
      </Facts>
      {zone && <Muted>{texts.timeZone(zone)}</Muted>}
    </Stack>
  )
}
