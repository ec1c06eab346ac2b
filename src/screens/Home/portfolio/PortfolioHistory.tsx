import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { Accordion, LoadingMessage, ReportTable, Stack, type ReportColumn } from '../../../components'
import type { PortfolioQuarter } from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { portfolioTexts as texts } from './texts'

/** The chart library loads with the chart, after the figures. */
const PortfolioChart = lazy(() => import('../../../components/data/PortfolioChart/PortfolioChart'))

const historyColumns: ReadonlyArray<ReportColumn<PortfolioQuarter>> = [
  { key: 'quarter', header: texts.quarter, value: (q) => q.label },
  { key: 'contributed', header: texts.cumulativeContributions, kind: 'number', value: (q) => q.contributed },
  { key: 'distributed', header: texts.cumulativeDistributions, kind: 'number', value: (q) => q.distributed },
  { key: 'nav', header: texts.nav, kind: 'number', value: (q) => q.nav },
]

const chartLabels = {
  contributed: texts.cumulativeContributions,
  distributed: texts.cumulativeDistributions,
  nav: texts.nav,
}

/**
 * The portfolio by quarter: the chart (a picture) and its table (the accessible alternative, newest first), folded
 * under its heading so twenty quarters do not push the page's end far down.
 */
export function PortfolioHistory({ quarters }: { quarters: readonly PortfolioQuarter[] }) {
  const { formats } = usePortalSession()
  return (
    <Stack $gap="sm">
      <ChartRoom>
        <Suspense
          fallback={
            // Settling while the chart library loads (visual tests wait for the chart, not its spinner).
            <div data-settling="">
              <LoadingMessage label={texts.loadingChart} />
            </div>
          }
        >
          <PortfolioChart quarters={quarters} numberFormat={formats.numberFormat} labels={chartLabels} />
        </Suspense>
      </ChartRoom>
      <Accordion
        items={[
          {
            id: 'quarters',
            title: texts.showQuarters(quarters.length),
            content: (
              <ReportTable
                caption={texts.historyTable}
                columns={historyColumns}
                groups={[{ id: 'quarters', label: '', rows: [...quarters].reverse() }]}
                rowKey={(q) => q.reportingDate}
                numberFormat={formats.numberFormat}
              />
            ),
          },
        ]}
      />
    </Stack>
  )
}

/** The chart's room, held while the chart library loads. */
export const ChartRoom = styled.div`
  min-height: 280px;
`
