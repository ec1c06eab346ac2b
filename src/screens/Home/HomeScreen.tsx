import { Suspense, useRef } from 'react'
import styled from 'styled-components'
import {
  Button,
  Callout,
  FlagIcon,
  Link,
  Message,
  Muted,
  PageTitle,
  Panel,
  PlayIcon,
  preloadable,
  Row,
  SectionHeading,
  Stack,
  theme,
  videoTexts,
  VisuallyHidden,
} from '../../components'
import { REPORTING_TERMS, type HomeContent } from '../../domain'
import { usePortalSession } from '../portalSession'
import { documentsHref } from '../documentLibrary'
import { homeTexts as texts } from './texts'
import { ResourceView, useVideoDialog, type DescribedVideo } from '../kit'
import { useHomeContent } from './resources'
import { NeedsAttention } from './attention'
import { PortfolioPlaceholder } from './portfolio/PortfolioFrame'
import { PortfolioTermsPrompt } from './portfolio/PortfolioTermsPrompt'
import { usePortfolio } from './portfolio/resources'

/**
 * The portfolio's figures, funds and history are their own chunk, asked for as home's chunk runs so that it loads
 * while the portfolio's first calls answer; home holds the loads (usePortfolio), so the two panels share them.
 */
const portfolioPanels = () => import('./portfolio/HomePortfolio')
const snapshotPanel = preloadable(() => portfolioPanels().then((module) => module.PortfolioSnapshotPanel))
const detailsPanel = preloadable(() => portfolioPanels().then((module) => module.PortfolioDetailsPanel))
const PortfolioSnapshotPanel = snapshotPanel.Component
const PortfolioDetailsPanel = detailsPanel.Component
// A chunk that fails to load here is asked for again when a panel is drawn (and fails there, in its boundary).
void snapshotPanel.preload().catch(() => undefined)
void detailsPanel.preload().catch(() => undefined)

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${theme.space.lg};
  align-items: start;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const Poster = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: ${theme.sizes.videoAspect};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.inkInverse};
  padding: ${theme.space.md};

  /* A long video name wraps on a phone rather than running off the screen. */
  & > button {
    max-width: 100%;
    white-space: normal;
  }
`

const VideoName = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.semibold};
`

const Disclaimer = styled.aside`
  padding-top: ${theme.space.md};
  border-top: ${theme.sizes.border}px solid ${theme.colors.border};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.xs};
  line-height: ${theme.typography.lineHeight.normal};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: inherit;
    font-weight: ${theme.typography.weight.semibold};
    color: ${theme.colors.ink};
  }

  p {
    margin: 0;
  }
`

/**
 * The notice about documents that require action, linking to the documents on the action-item filter; the
 * investor may dismiss it for the session.
 */
function ActionNotice({ count, onDismiss }: { count: number; onDismiss: () => void }) {
  return (
    <Callout tone="warning" title={texts.actionNoticeTitle} titleId="home-action-notice" icon={<FlagIcon />}>
      <p>{texts.actionNotice(count)}</p>
      <Row>
        <Link href={documentsHref({ status: 'Action Items' })} variant="inline" strong>
          {texts.reviewDocuments}
        </Link>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {texts.dismissActionNotice}
        </Button>
      </Row>
    </Callout>
  )
}

/** The home page video (GET entitlements/v1/user/Content) for the video dialog. */
const homeVideoOf = (playable: NonNullable<HomeContent['homePageVideo']>): DescribedVideo => ({
  videoName: playable.videoName ?? texts.videoHeading,
  videoId: playable.videoId ?? '',
  videoToken: playable.videoToken ?? '',
  isOpenVideoDialog: true,
  description: playable.videoDescription ?? null,
})

/**
 * Home (spec §2.5, /): the notice about documents that require action (when the session counts any and the
 * investor has not dismissed it this session; it follows read and action-flag changes), the portfolio snapshot of
 * the chosen group (the investor's position at a glance), 'What needs attention' (the recent unread documents and
 * the next events), the home video with its legal disclaimer, played in the video dialog, and the portfolio's funds
 * and history. All come in once the count is known, so a notice that arrives late cannot push them down (a layout
 * shift); the snapshot's placeholder holds its figures' room. The portfolio's figures are report figures: until the
 * reporting terms are accepted in the session its panel offers to ask for them instead (PortfolioTermsPrompt), and
 * the rest of home is the same either way.
 */
export function HomeScreen() {
  const {
    user,
    actionRequiredCount,
    isShownActionRequiredDocumentsNotice,
    dismissActionRequiredDocumentsNotice,
    reportingTermsAccepted,
    requestConsent,
  } = usePortalSession()
  const home = useHomeContent()
  const portfolio = usePortfolio()
  // 'Try again' asks for the content again: a fresh token.
  const video = useVideoDialog({
    latest: () => (home.latest?.homePageVideo ? homeVideoOf(home.latest.homePageVideo) : undefined),
    reload: home.reload,
  })
  const firstName = user && 'firstName' in user ? user.firstName : null
  const title = useRef<HTMLHeadingElement>(null)
  const focusTitle = () => {
    title.current?.setAttribute('tabindex', '-1')
    title.current?.focus({ preventScroll: true })
  }
  const dismissNotice = () => {
    dismissActionRequiredDocumentsNotice()
    // The button goes with the notice: the focus goes to the page's heading rather than being lost.
    focusTitle()
  }
  // The same terms, in the same dialog, as a report page asks for; declined or closed, home stays as it is.
  const reviewReportingTerms = () =>
    void requestConsent(REPORTING_TERMS).then((outcome) => {
      // Accepted, the prompt's button gives way to the figures: the focus goes to the page's heading.
      if (outcome?.length && outcome.every((term) => term.status === 'Accepted')) focusTitle()
    })
  const portfolioShown = actionRequiredCount !== null && portfolio !== null

  const videoPanel = (
    <Panel aria-labelledby="home-video">
      <Stack $gap="md">
        <SectionHeading id="home-video">{texts.videoHeading}</SectionHeading>
        <ResourceView
          resource={home}
          keepWhileReloading
          loadingLabel={texts.loadingVideo}
          isEmpty={(content) => !content.homePageVideo?.videoId}
          empty={<Message>{texts.noVideo}</Message>}
        >
          {({ homePageVideo: playable }) =>
            playable && (
              <Columns>
                <Poster>
                  <Button icon={<PlayIcon size="sm" />} onClick={() => video.open(homeVideoOf(playable))}>
                    {videoTexts.play(playable.videoName ?? texts.videoHeading)}
                  </Button>
                </Poster>
                <Stack $gap="md">
                  <VideoName>{playable.videoName}</VideoName>
                  {playable.videoDescription && <Muted>{playable.videoDescription}</Muted>}
                  <Disclaimer aria-labelledby="home-disclaimer">
                    <h3 id="home-disclaimer">{texts.disclaimerTitle}</h3>
                    <p>{texts.disclaimer}</p>
                  </Disclaimer>
                </Stack>
              </Columns>
            )
          }
        </ResourceView>
      </Stack>
    </Panel>
  )

  return (
    <Stack>
      <VisuallyHidden as="h1" ref={title}>
        {texts.title}
      </VisuallyHidden>
      <Stack $gap="xs">
        <PageTitle as="h2">{texts.welcome(firstName)}</PageTitle>
        <Muted>{texts.intro}</Muted>
      </Stack>
      {isShownActionRequiredDocumentsNotice && actionRequiredCount !== null && (
        <ActionNotice count={actionRequiredCount} onDismiss={dismissNotice} />
      )}
      {portfolioShown &&
        (reportingTermsAccepted ? (
          <Suspense fallback={<PortfolioPlaceholder />}>
            <PortfolioSnapshotPanel portfolio={portfolio} />
          </Suspense>
        ) : (
          <PortfolioTermsPrompt onReviewTerms={reviewReportingTerms} />
        ))}
      {actionRequiredCount !== null && <NeedsAttention />}
      {actionRequiredCount !== null && videoPanel}
      {portfolioShown && reportingTermsAccepted && (
        <Suspense fallback={null}>
          <PortfolioDetailsPanel portfolio={portfolio} />
        </Suspense>
      )}
      {video.dialog}
    </Stack>
  )
}
