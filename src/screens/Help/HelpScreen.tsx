import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Accordion, Muted, PageLayout, SectionHeading, Stack, Tabs, theme } from '../../components'
import { HELP_ANCHORS, helpAnchorFromHash, paths } from '../../domain'
import { helpTexts } from './texts'

/** Brought into view below the pinned header. */
const Topics = styled.div`
  scroll-margin-top: ${theme.dimensions.headerOffsetExpanded}px;
`

const topicOf = (anchor: string) => anchor.slice(1) as keyof typeof helpTexts.topics

/**
 * Help (spec §2.4): a tab per help anchor (#home … #other), each with its questions. The hash chooses the tab,
 * so every page's help icon opens its own topic and back and forward step through the topics. Help keeps the
 * scroll position on arrival (§2.2); the chosen topic is brought into view instead, as an anchor would be.
 */
export function HelpScreen() {
  const { hash } = useLocation()
  const navigate = useNavigate()
  const topics = useRef<HTMLDivElement>(null)
  const chosenHere = useRef(false)
  const anchor = helpAnchorFromHash(hash)

  useEffect(() => {
    // A tab chosen on this page is in view already; a topic opened from elsewhere is brought into view.
    if (!chosenHere.current) topics.current?.scrollIntoView?.({ block: 'start' })
    chosenHere.current = false
  }, [anchor])

  return (
    <PageLayout title={helpTexts.title} description={helpTexts.description}>
      <Topics ref={topics} id={topicOf(anchor)}>
        <Tabs
          label={helpTexts.topicsLabel}
          selectedId={topicOf(anchor)}
          onSelect={(id) => {
            chosenHere.current = true
            void navigate(`${paths.help}#${id}`)
          }}
          items={HELP_ANCHORS.map((tab) => {
            const topic = helpTexts.topics[topicOf(tab)]
            return {
              id: topicOf(tab),
              label: topic.label,
              content: (
                <Stack $gap="md">
                  <SectionHeading>{topic.label}</SectionHeading>
                  <Muted>{topic.intro}</Muted>
                  <Accordion
                    items={topic.faq.map((entry, i) => ({
                      id: `${topicOf(tab)}-${i}`,
                      title: entry.question,
                      content: <p>{entry.answer}</p>,
                    }))}
                  />
                </Stack>
              ),
            }
          })}
        />
      </Topics>
    </PageLayout>
  )
}
