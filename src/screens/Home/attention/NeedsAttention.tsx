import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { Panel, SectionHeading, Stack, theme } from '../../../components'
import { capitalActivityTexts } from '../../../domain'
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

/**
 * The next capital call (issue 64) comes with capital activity's page, one chunk with what they share (not three,
 * each a name in the first load's list of what each page needs), never with home's own code.
 */
const NextCapitalCall = lazy(() =>
  import('../../reports/capitalActivity/CapitalActivityScreen').then((module) => ({
    default: module.NextCapitalCall,
  })),
)

/** Holds the next call's height (its card and link) while its code and data load, so home does not shift. */
const NextCallBox = styled.div`
  min-height: calc(2 * ${theme.space.md} + 2 * ${theme.sizes.border}px + 9.5em);
`

const ListHeading = styled.h3`
  margin: 0;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
`

/**
 * Home's 'What needs attention': the next capital call (for a user who sees the reports, once their terms are
 * accepted: it is report data), the recent unread documents and, where the calendar is on (spec §9), the next
 * events. Each loads, fails (its §8 text and 'Try again') and stays empty on its own.
 */
export function NeedsAttention() {
  const { flags, permissions, reportingTermsAccepted } = usePortalSession()
  return (
    <Panel aria-labelledby="home-attention">
      <Stack $gap="md">
        <SectionHeading id="home-attention">{texts.heading}</SectionHeading>
        <Columns>
          {permissions.view.reports && reportingTermsAccepted && (
            <section aria-labelledby="home-attention-call">
              <Stack $gap="sm">
                <ListHeading id="home-attention-call">{capitalActivityTexts.nextCallHeading}</ListHeading>
                <NextCallBox>
                  <Suspense fallback={null}>
                    <NextCapitalCall />
                  </Suspense>
                </NextCallBox>
              </Stack>
            </section>
          )}
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
