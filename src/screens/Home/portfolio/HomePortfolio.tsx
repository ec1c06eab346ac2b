import { FailureMessage, LoadingMessage, Muted, Panel, SectionHeading, Stack } from '../../../components'
import { PortfolioFunds } from './PortfolioFunds'
import { ChartRoom, PortfolioHistory } from './PortfolioHistory'
import { portfolioTexts as texts } from './texts'
import type { Portfolio } from './usePortfolio'

/** Home's portfolio panels, one chunk: the snapshot at the top and the funds and history lower down. */
export { PortfolioSnapshotPanel } from './PortfolioFigures'

/**
 * The portfolio's detail, lower on home: its funds (the largest ten, with a link to the rest) and its history by
 * quarter. Each part shows its own loading, failure or empty state.
 */
export function PortfolioDetailsPanel({ portfolio }: { portfolio: Portfolio }) {
  const { snapshot, history } = portfolio
  // Without figures there is nothing to detail: the snapshot above says why (its failure, or no figures yet).
  if (snapshot.status === 'idle' || snapshot.status === 'rejected') return null
  if (snapshot.status === 'fulfilled' && !snapshot.data) return null
  return (
    <Panel aria-labelledby="home-portfolio-funds">
      <Stack $gap="md">
        <SectionHeading id="home-portfolio-funds">{texts.fundsHeading}</SectionHeading>
        {snapshot.status === 'fulfilled' && snapshot.data ? (
          <PortfolioFunds snapshot={snapshot.data} />
        ) : (
          <LoadingMessage label={texts.loading} />
        )}
        <SectionHeading id="home-portfolio-history" as="h3">
          {texts.historyHeading}
        </SectionHeading>
        {history.status === 'rejected' ? (
          <FailureMessage text={history.error} onRetry={history.reload} />
        ) : history.status === 'fulfilled' ? (
          history.data.length > 0 ? (
            <PortfolioHistory quarters={history.data} />
          ) : (
            <Muted>{texts.empty}</Muted>
          )
        ) : (
          <ChartRoom data-settling="">
            <LoadingMessage label={texts.loadingHistory} />
          </ChartRoom>
        )}
      </Stack>
    </Panel>
  )
}
