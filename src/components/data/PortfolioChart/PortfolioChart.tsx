import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTheme } from 'styled-components'
import { formatNumber, type NumberFormat, type PortfolioQuarter } from '../../../domain'

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
 * value (NAV) as an area, in USD by quarter: the J-curve of the investor's whole portfolio. Drawn with recharts in
 * SVG text (nothing is parsed as HTML); a picture only, hidden from assistive technology: the quarterly table beside
 * it is its accessible alternative. Loaded only where it is shown (its own chunk, with the chart library).
 */
export default function PortfolioChart({
  quarters,
  numberFormat,
  labels,
  height = 280,
}: PortfolioChartProps) {
  const theme = useTheme()
  const [chart, drawn] = useDrawn()
  const amount = (value: unknown) =>
    formatNumber(typeof value === 'number' ? value : null, { decimals: 0, numberFormat })
  return (
    <div
      ref={chart}
      aria-hidden="true"
      data-settling={drawn ? undefined : ''}
      style={{ width: '100%', height }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={[...quarters]}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fill: theme.colors.inkMuted, fontSize: 12 }} minTickGap={16} />
          <YAxis
            tickFormatter={(value: number) => amount(value)}
            tick={{ fill: theme.colors.inkMuted, fontSize: 12 }}
            width={88}
          />
          <Tooltip formatter={(value) => amount(value)} isAnimationActive={false} />
          <Legend />
          <Area
            dataKey="nav"
            name={labels.nav}
            type="monotone"
            fill={theme.colors.actionSubtle}
            stroke={theme.colors.action}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            dataKey="contributed"
            name={labels.contributed}
            type="monotone"
            stroke={theme.colors.danger}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="distributed"
            name={labels.distributed}
            type="monotone"
            stroke={theme.colors.success}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}

/**
 * Whether the chart has drawn its picture: the responsive container draws a frame after it has measured itself.
 * Until then the chart is `data-settling`, so a visual test never takes the empty frame for the chart.
 */
function useDrawn(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null)
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (done) return
    let frame = requestAnimationFrame(function check() {
      if (ref.current?.querySelector('svg')) setDone(true)
      else frame = requestAnimationFrame(check)
    })
    return () => cancelAnimationFrame(frame)
  }, [done])
  return [ref, done]
}
