import { Suspense, type ReactNode } from 'react'
import styled from 'styled-components'
import { LoadingMessage } from '../../layout/layout'

/** The chart's room, held while its library loads, so what follows does not move when it is drawn. */
export const ChartRoom = styled.div<{ $minHeight?: string }>`
  min-height: ${({ $minHeight = '0' }) => $minHeight};
`

export interface LazyChartProps {
  /** The chart, a lazy component's element: its library loads with it, on the pages that draw it. */
  chart: ReactNode
  /** What the loading message says while the chart's code loads. */
  loadingLabel: string
  /** The chart's accessible alternative (a table of the same figures), shown with it. */
  alternative: ReactNode
  /** The height the chart's room holds while it loads; none by default. */
  minHeight?: string
}

/**
 * A chart and its table alternative. The chart is a picture; the table holds its figures for screen readers and
 * anyone who wants the numbers. While the chart's code loads, its room shows a loading message, marked settling
 * (visual tests wait for the chart, not its spinner).
 */
export function LazyChart({ chart, loadingLabel, alternative, minHeight }: LazyChartProps) {
  return (
    <>
      <ChartRoom $minHeight={minHeight}>
        <Suspense
          fallback={
            <div data-settling="">
              <LoadingMessage label={loadingLabel} />
            </div>
          }
        >
          {chart}
        </Suspense>
      </ChartRoom>
      {alternative}
    </>
  )
}
