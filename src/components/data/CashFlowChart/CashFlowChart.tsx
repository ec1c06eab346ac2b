import type { CashFlowQuarter, NumberFormat } from '../../../domain'
import { QuarterChart } from '../charts/QuarterChart'
import { theme } from '../../theme/tokens'

export interface CashFlowChartProps {
  quarters: readonly CashFlowQuarter[]
  numberFormat?: NumberFormat
  /** The series' names (legend and tooltip). */
  labels: { contributions: string; distributions: string; cumulativeNet: string }
  height?: number
}

/**
 * Contributions (below the axis) and distributions (above) per quarter, with the cumulative net cash flow as a
 * line: the J-curve of a private fund. A picture only, hidden from assistive technology: the page's quarterly table
 * is its accessible alternative. Loaded only by the report that shows it (its own chunk).
 */
export default function CashFlowChart({ quarters, numberFormat, labels, height = 320 }: CashFlowChartProps) {
  return (
    <QuarterChart
      name="cash-flow"
      quarters={quarters}
      height={height}
      zeroLine
      numberFormat={numberFormat}
      series={[
        {
          key: 'contributions',
          name: labels.contributions,
          kind: 'bar',
          color: theme.colors.danger,
          value: (q) => -q.contributions,
        },
        {
          key: 'distributions',
          name: labels.distributions,
          kind: 'bar',
          color: theme.colors.success,
          value: (q) => q.distributions,
        },
        {
          key: 'cumulativeNet',
          name: labels.cumulativeNet,
          kind: 'line',
          color: theme.colors.action,
          value: (q) => q.cumulativeNet,
        },
      ]}
    />
  )
}
