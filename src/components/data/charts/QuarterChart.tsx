import { scaleBand, scaleLinear } from 'd3-scale'
import { area, curveMonotoneX, line } from 'd3-shape'
import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react'
import styled from 'styled-components'
import { formatNumber, type NumberFormat } from '../../../domain'
import { theme } from '../../theme/tokens'

/** One series of a quarterly chart: bars (from zero), a line, or an area under a line; its name is its key's label. */
export interface QuarterSeries<Q, K extends string = string> {
  key: K
  kind: 'bar' | 'line' | 'area'
  color: string
  /** The area's fill (its line takes `color`). */
  fill?: string
  /** The quarter's amount; null where it has none (no bar, a gap in a line). */
  value: (quarter: Q) => number | null
  /** A smooth curve through the points (monotone: it never overshoots them). */
  smooth?: boolean
}

export interface QuarterChartProps<Q extends { label: string }, K extends string = string> {
  quarters: readonly Q[]
  series: ReadonlyArray<QuarterSeries<Q, K>>
  /** Each series' name (legend and tooltip), by its key: the same names as the columns of the quarter table. */
  labels: Readonly<Record<K, string>>
  /** How amounts read on the axis and in the tooltip (whole units). */
  numberFormat?: NumberFormat
  height: number
  /** Marks the chart for tests and the bench (`data-chart`). */
  name: string
  /** A line at zero (bars below and above the axis). */
  zeroLine?: boolean
}

/** The props of a chart drawn with QuarterChart (the cash flow chart, the portfolio chart). */
export interface QuarterChartOf<Q, K extends string> {
  quarters: readonly Q[]
  numberFormat?: NumberFormat
  /** The series' names (legend and tooltip). */
  labels: Readonly<Record<K, string>>
  height?: number
}

/** Room around the plot; the left one is the widest amount on the y axis (see axisRoom). */
const MARGIN = { top: 8, right: 16, bottom: 28 }
const TICK_FONT = 12

/**
 * The room a label takes at TICK_FONT, generously: about 0.6 em a character (tabular digits and brackets), so that
 * '(3,000,000,000)' fits beside the axis and a quarter under it, on a phone as on a desktop.
 */
const labelWidth = (text: string) => Math.ceil(text.length * TICK_FONT * 0.6)

/**
 * A chart of quarters drawn as plain SVG with d3's scales and shapes (d3-scale, d3-shape: a few KB where a charting
 * library brought 115 KB): a y axis with its grid, the quarters along the x axis (thinned to fit), bars, lines
 * and areas, a legend, and a tooltip that follows the pointer to the nearest quarter. All text is React text, never
 * parsed as HTML. A picture only: it is hidden from assistive technology, and the page's quarterly table is its
 * accessible alternative.
 */
export function QuarterChart<Q extends { label: string }, K extends string = string>({
  quarters,
  series,
  labels,
  numberFormat,
  height,
  name,
  zeroLine,
}: QuarterChartProps<Q, K>) {
  const colors = { grid: theme.colors.border, axis: theme.colors.inkMuted }
  const format = (value: number | null) => formatNumber(value, { decimals: 0, numberFormat })
  const [frame, width] = useWidth()
  const [pointed, setPointed] = useState<number | null>(null)
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom)
  const values = quarters.flatMap((quarter) => series.map((s) => s.value(quarter) ?? 0))
  const y = scaleLinear()
    .domain([Math.min(0, ...values), Math.max(0, ...values)])
    .nice(5)
    .range([plotHeight, 0])
  const ticks = y.ticks(5).map((tick) => ({ tick, label: format(tick) }))
  // The y axis as wide as its widest amount (billions in brackets need half as much again as thousands).
  const left = Math.max(40, ...ticks.map(({ label }) => labelWidth(label))) + 12
  const plotWidth = Math.max(0, width - left - MARGIN.right)
  const x = scaleBand<number>()
    .domain(quarters.map((_, index) => index))
    .range([0, plotWidth])
    .paddingInner(0.2)
    .paddingOuter(0.1)
  const centre = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2
  /** A quarter's label under its bar, moved in from the edges so that it is never cut. */
  const labelX = (index: number) => {
    const half = labelWidth(quarters[index]!.label) / 2
    return Math.max(half - left, Math.min(centre(index), plotWidth + MARGIN.right - half))
  }
  const bars = series.filter((s) => s.kind === 'bar')
  const barWidth = bars.length > 0 ? x.bandwidth() / bars.length : 0
  // Labels at least 64 px apart: every n-th quarter, the last always.
  const every = Math.max(1, Math.ceil(64 / Math.max(1, x.step())))
  const labelled = quarters
    .map((_, index) => index)
    .filter((index) => (quarters.length - 1 - index) % every === 0)

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left
    const at = Math.floor((event.clientX - left - x.paddingOuter() * x.step()) / Math.max(1, x.step()))
    setPointed(Math.min(quarters.length - 1, Math.max(0, at)))
  }

  return (
    <Frame ref={frame} aria-hidden="true" data-chart={name} data-settling={width === 0 ? '' : undefined}>
      {width === 0 ? (
        <div style={{ height }} />
      ) : (
        <svg width={width} height={height} role="presentation">
          <g transform={`translate(${left},${MARGIN.top})`}>
            {ticks.map(({ tick, label }) => (
              <g key={tick} transform={`translate(0,${y(tick)})`}>
                <line x2={plotWidth} stroke={colors.grid} strokeDasharray="3 3" />
                <text x={-8} dy="0.32em" textAnchor="end" fill={colors.axis} fontSize={TICK_FONT}>
                  {label}
                </text>
              </g>
            ))}
            {labelled.map((index) => (
              <text
                key={index}
                x={labelX(index)}
                y={plotHeight + 18}
                textAnchor="middle"
                fill={colors.axis}
                fontSize={TICK_FONT}
              >
                {quarters[index]!.label}
              </text>
            ))}
            {series.map((s) => {
              if (s.kind === 'bar') {
                const offset = bars.indexOf(s) * barWidth
                return (
                  <g key={s.key} data-series={s.key} fill={s.color}>
                    {quarters.map((quarter, index) => {
                      const value = s.value(quarter)
                      if (!value) return null
                      return (
                        <rect
                          key={index}
                          data-bar=""
                          x={(x(index) ?? 0) + offset}
                          y={Math.min(y(value), y(0))}
                          width={barWidth}
                          height={Math.abs(y(value) - y(0))}
                        />
                      )
                    })}
                  </g>
                )
              }
              const curve = s.smooth ? curveMonotoneX : undefined
              const defined = (quarter: Q) => s.value(quarter) !== null
              const path = line<Q>()
                .defined(defined)
                .x((_, index) => centre(index))
                .y((quarter) => y(s.value(quarter) ?? 0))
              const under = area<Q>()
                .defined(defined)
                .x((_, index) => centre(index))
                .y0(y(0))
                .y1((quarter) => y(s.value(quarter) ?? 0))
              if (curve) {
                path.curve(curve)
                under.curve(curve)
              }
              return (
                <g key={s.key} data-series={s.key}>
                  {s.kind === 'area' && (
                    <path data-area="" d={under(quarters) ?? ''} fill={s.fill ?? s.color} />
                  )}
                  <path data-line="" d={path(quarters) ?? ''} fill="none" stroke={s.color} strokeWidth={2} />
                </g>
              )
            })}
            {zeroLine && <line x2={plotWidth} y1={y(0)} y2={y(0)} stroke={colors.axis} />}
            {pointed !== null && (
              <line
                x1={centre(pointed)}
                x2={centre(pointed)}
                y2={plotHeight}
                stroke={colors.axis}
                strokeDasharray="2 2"
              />
            )}
            <rect
              data-pointer-area=""
              width={plotWidth}
              height={plotHeight}
              fill="transparent"
              onPointerMove={onPointerMove}
              onPointerLeave={() => setPointed(null)}
            />
          </g>
        </svg>
      )}
      {pointed !== null && quarters[pointed] && (
        <Tooltip
          data-chart-tooltip=""
          style={{
            left: Math.min(width - 200, left + centre(pointed) + 12),
            top: MARGIN.top,
          }}
        >
          <strong>{quarters[pointed].label}</strong>
          {series.map((s) => (
            <span key={s.key} style={{ color: s.color }}>
              {labels[s.key]}: {format(s.value(quarters[pointed]!))}
            </span>
          ))}
        </Tooltip>
      )}
      <Legend>
        {series.map((s) => (
          <li key={s.key}>
            <Swatch
              style={{ background: s.kind === 'area' ? (s.fill ?? s.color) : s.color, borderColor: s.color }}
            />
            <span style={{ color: s.color }}>{labels[s.key]}</span>
          </li>
        ))}
      </Legend>
    </Frame>
  )
}

/** The frame's width, measured and followed as it resizes. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  padding-bottom: ${theme.space.sm};
`

const Tooltip = styled.div`
  position: absolute;
  display: grid;
  gap: 2px;
  min-width: 180px;
  padding: ${`${theme.space.xs} ${theme.space.sm}`};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font-size: ${theme.typography.size.sm};
  pointer-events: none;
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${`${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.typography.size.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`

const Swatch = styled.span`
  display: inline-block;
  width: 12px;
  height: 12px;
  border: 2px solid;
  border-radius: 2px;
`
