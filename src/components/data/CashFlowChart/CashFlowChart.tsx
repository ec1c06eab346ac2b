import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useTheme } from 'styled-components'
import { formatNumber, type CashFlowQuarter, type NumberFormat } from '../../../domain'

export interface CashFlowChartProps {
  quarters: readonly CashFlowQuarter[]
  numberFormat?: NumberFormat
  /** The series' names (legend and tooltip). */
  labels: { contributions: string; distributions: string; cumulativeNet: string }
  height?: number
}

/**
 * Contributions (below the axis) and distributions (above) per quarter, with the cumulative net cash flow as a
 * line: the J-curve of a private fund. Drawn with recharts in SVG text (nothing is parsed as HTML); a picture
 * only, so it is hidden from assistive technology: the page's quarterly table is its accessible alternative.
 * Loaded only by the report that shows it (its own chunk).
 */
export default function CashFlowChart({ quarters, numberFormat, labels, height = 320 }: CashFlowChartProps) {
  const theme = useTheme()
  const data = quarters.map((q) => ({ ...q, contributionsOut: -q.contributions }))
  const amount = (value: unknown) =>
    formatNumber(typeof value === 'number' ? value : null, { decimals: 0, numberFormat })
  return (
    <div aria-hidden="true" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: theme.colors.inkMuted, fontSize: 12 }} />
          <YAxis
            tickFormatter={(value: number) => amount(value)}
            tick={{ fill: theme.colors.inkMuted, fontSize: 12 }}
            width={96}
          />
          <ReferenceLine y={0} stroke={theme.colors.inkMuted} />
          <Tooltip formatter={(value) => amount(value)} isAnimationActive={false} />
          <Legend />
          <Bar
            dataKey="contributionsOut"
            name={labels.contributions}
            fill={theme.colors.danger}
            isAnimationActive={false}
          />
          <Bar
            dataKey="distributions"
            name={labels.distributions}
            fill={theme.colors.success}
            isAnimationActive={false}
          />
          <Line
            dataKey="cumulativeNet"
            name={labels.cumulativeNet}
            stroke={theme.colors.action}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}
