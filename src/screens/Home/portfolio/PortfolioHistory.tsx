import { lazy } from 'react'
import { LazyChart, quarterColumns, Stack, TableDisclosure } from '../../../components'
import type { PortfolioQuarter } from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { portfolioTexts as texts } from './texts'

/** The chart library loads with the chart, after the figures. */
const PortfolioChart = lazy(() => import('../../../components/data/PortfolioChart/PortfolioChart'))

const chartLabels = {
  contributed: texts.cumulativeContributions,
  distributed: texts.cumulativeDistributions,
  nav: texts.nav,
}
const historyColumns = quarterColumns<keyof typeof chartLabels, PortfolioQuarter>(texts.quarter, chartLabels)

/**
 * The portfolio by quarter: the chart (a picture) and its table (the accessible alternative, newest first), folded
 * under its heading so twenty quarters do not push the page's end far down.
 */
export function PortfolioHistory({ quarters }: { quarters: readonly PortfolioQuarter[] }) {
  const { formats } = usePortalSession()
  return (
    <Stack $gap="sm">
      <LazyChart
        minHeight={CHART_ROOM}
        loadingLabel={texts.loadingChart}
        chart={
          <PortfolioChart quarters={quarters} numberFormat={formats.numberFormat} labels={chartLabels} />
        }
        alternative={
          <TableDisclosure
            id="quarters"
            title={texts.showQuarters(quarters.length)}
            caption={texts.historyTable}
            columns={historyColumns}
            rows={[...quarters].reverse()}
            rowKey={(q) => q.reportingDate}
            numberFormat={formats.numberFormat}
          />
        }
      />
    </Stack>
  )
}

/** The height the chart's room holds while the chart library loads (and while the history loads, on home). */
export const CHART_ROOM = '280px'
