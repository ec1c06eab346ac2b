import styled from 'styled-components'
import { Panel, SectionHeading, Stack, theme } from '../../../components'
import { usePortalSession } from '../../portalSession'
import { NextEvents } from './NextEvents'
import { attentionTexts as texts } from './texts'
import { UnreadDocuments } from './UnreadDocuments'

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(320px, 100%), 1fr));
  gap: ${theme.space.lg};
  align-items: start;
`

const ListHeading = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
`

/**
 * Home's 'What needs attention': the recent unread documents and, where the calendar is on (spec §9), the next
 * events. Each list loads, fails (its §8 text and 'Try again') and stays empty on its own.
 */
export function NeedsAttention() {
  const { flags } = usePortalSession()
  return (
    <Panel aria-labelledby="home-attention">
      <Stack $gap="md">
        <SectionHeading id="home-attention">{texts.heading}</SectionHeading>
        <Columns>
          <section aria-labelledby="home-attention-unread">
            <Stack $gap="sm">
              <ListHeading id="home-attention-unread">{texts.unreadHeading}</ListHeading>
              <UnreadDocuments />
            </Stack>
          </section>
          {flags.calendar && (
            <section aria-labelledby="home-attention-events">
              <Stack $gap="sm">
                <ListHeading id="home-attention-events">{texts.eventsHeading}</ListHeading>
                <NextEvents />
              </Stack>
            </section>
          )}
        </Columns>
      </Stack>
    </Panel>
  )
}
