import type { NumberFormat, PortfolioQuarter } from '../../../domain'
import { QuarterChart } from '../charts/QuarterChart'
import { theme } from '../../theme/tokens'

export interface PortfolioChartProps {
  /** The quarters, oldest first (labelled for the axis, e.g. 'Q3 2026'). */
  quarters: readonly PortfolioQuarter[]
  numberFormat?: NumberFormat
  /** The series' names (legend and tooltip). */
  labels: { contributed: string; distributed: string; nav: string }
  height?: number
}

/**
 * The portfolio over time: cumulative contributions and distributions as lines over the capital account at fair
 * value (NAV) as an area, in USD by quarter: the J-curve of the investor's whole portfolio. A picture only, hidden
 * from assistive technology: the quarterly table beside it is its accessible alternative. Loaded only where it is
 * shown (its own chunk).
 */
export default function PortfolioChart({
  quarters,
  numberFormat,
  labels,
  height = 280,
}: PortfolioChartProps) {
  return (
    <QuarterChart
      name="portfolio"
      quarters={quarters}
      height={height}
      numberFormat={numberFormat}
      series={[
        {
          key: 'nav',
          name: labels.nav,
          kind: 'area',
          color: theme.colors.action,
          fill: theme.colors.actionSubtle,
          value: (q) => q.nav,
          smooth: true,
        },
        {
          key: 'contributed',
          name: labels.contributed,
          kind: 'line',
          color: theme.colors.danger,
          value: (q) => q.contributed,
          smooth: true,
        },
        {
          key: 'distributed',
          name: labels.distributed,
          kind: 'line',
          color: theme.colors.success,
          value: (q) => q.distributed,
          smooth: true,
        },
      ]}
    />
  )
}
