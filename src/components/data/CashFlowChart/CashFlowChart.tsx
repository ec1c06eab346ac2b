import type { CashFlowQuarter } from '../../../domain'
import { QuarterChart, type QuarterChartOf, type QuarterSeries } from '../charts/QuarterChart'
import { theme } from '../../theme/tokens'

type Series = 'contributions' | 'distributions' | 'cumulativeNet'

export type CashFlowChartProps = QuarterChartOf<CashFlowQuarter, Series>

const series: ReadonlyArray<QuarterSeries<CashFlowQuarter, Series>> = [
  { key: 'contributions', kind: 'bar', color: theme.colors.danger, value: (q) => -q.contributions },
  { key: 'distributions', kind: 'bar', color: theme.colors.success, value: (q) => q.distributions },
  { key: 'cumulativeNet', kind: 'line', color: theme.colors.action, value: (q) => q.cumulativeNet },
]

/**
 * Contributions (below the axis) and distributions (above) per quarter, with the cumulative net cash flow as a
 * line: the J-curve of a private fund. A picture only, hidden from assistive technology: the page's quarterly table
 * is its accessible alternative. Loaded only by the report that shows it (its own chunk).
 */
export default function CashFlowChart({ height = 320, ...chart }: CashFlowChartProps) {
  return <QuarterChart name="cash-flow" series={series} height={height} zeroLine {...chart} />
}
