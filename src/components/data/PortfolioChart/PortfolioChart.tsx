import type { PortfolioQuarter } from '../../../domain'
import { QuarterChart, type QuarterChartOf, type QuarterSeries } from '../charts/QuarterChart'
import { theme } from '../../theme/tokens'

type Series = 'nav' | 'contributed' | 'distributed'

/** The quarters, oldest first (labelled for the axis, e.g. 'Q3 2026'). */
export type PortfolioChartProps = QuarterChartOf<PortfolioQuarter, Series>

const { action, actionSubtle, danger, success } = theme.colors
const series: ReadonlyArray<QuarterSeries<PortfolioQuarter, Series>> = [
  { key: 'nav', kind: 'area', color: action, fill: actionSubtle, value: (q) => q.nav, smooth: true },
  { key: 'contributed', kind: 'line', color: danger, value: (q) => q.contributed, smooth: true },
  { key: 'distributed', kind: 'line', color: success, value: (q) => q.distributed, smooth: true },
]

/**
 * The portfolio over time: cumulative contributions and distributions as lines over the capital account at fair
 * value (NAV) as an area, in USD by quarter: the J-curve of the investor's whole portfolio. A picture only, hidden
 * from assistive technology: the quarterly table beside it is its accessible alternative. Loaded only where it is
 * shown (its own chunk).
 */
export default function PortfolioChart({ height = 280, ...chart }: PortfolioChartProps) {
  return <QuarterChart name="portfolio" series={series} height={height} {...chart} />
}
