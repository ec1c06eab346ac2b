import { ChartRoom, LoadingMessage, Muted, Panel, SectionHeading, Stack } from '../../../components'
import { isLoading, loadedData, ResourceView } from '../../kit'
import { PortfolioFunds } from './PortfolioFunds'
import { CHART_ROOM, PortfolioHistory } from './PortfolioHistory'
import { portfolioTexts as texts } from './texts'
import type { Portfolio } from './resources'

/**
 * Home's portfolio panels, one chunk: the snapshot at the top and the funds and history lower down, and what home's
 * resources work the figures out with (the snapshot, the history, the loader of the investor's cash flows).
 */
export { PortfolioSnapshotPanel } from './PortfolioFigures'
export { flowsOfEntitledFunds } from '../../figureTrace/investorFlows'
export { portfolioHistory, portfolioSnapshot } from '../../../domain'

/**
 * The portfolio's detail, lower on home: its funds (the largest ten, with a link to the rest) and its history by
 * quarter. Each part shows its own loading, failure or empty state.
 */
export function PortfolioDetailsPanel({ portfolio }: { portfolio: Portfolio }) {
  const { snapshot, history } = portfolio
  // Without figures there is nothing to detail: the snapshot above says why (its failure, or no figures yet).
  if (!isLoading(snapshot) && !loadedData(snapshot)) return null
  return (
    <Panel aria-labelledby="home-portfolio-funds">
      <Stack $gap="md">
        <SectionHeading id="home-portfolio-funds">{texts.fundsHeading}</SectionHeading>
        <ResourceView resource={snapshot} loadingLabel={texts.loading}>
          {(figures) => figures && <PortfolioFunds snapshot={figures} flows={portfolio.flows} />}
        </ResourceView>
        <SectionHeading id="home-portfolio-history" as="h3">
          {texts.historyHeading}
        </SectionHeading>
        <ResourceView
          resource={history}
          loadingLabel={texts.loadingHistory}
          placeholder={
            <ChartRoom $minHeight={CHART_ROOM} data-settling="">
              <LoadingMessage label={texts.loadingHistory} />
            </ChartRoom>
          }
          isEmpty={(quarters) => quarters.length === 0}
          empty={<Muted>{texts.empty}</Muted>}
        >
          {(quarters) => <PortfolioHistory quarters={quarters} />}
        </ResourceView>
      </Stack>
    </Panel>
  )
}
