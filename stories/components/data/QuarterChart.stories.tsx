import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { QuarterChart, type QuarterSeries } from '../../../src/components/data/charts/QuarterChart'

interface Quarter {
  label: string
  calls: number
  distributions: number
  net: number | null
}

/** Eight quarters of one fund's cash flows: capital called (negative), distributions later, the net between. */
const quarters: readonly Quarter[] = [
  [-4_000_000, 0],
  [-2_500_000, 0],
  [-1_500_000, 400_000],
  [-800_000, 1_200_000],
  [-300_000, 2_600_000],
  [0, 3_100_000],
  [0, 4_400_000],
  [0, 2_000_000],
].map(([calls, distributions], index) => ({
  label: `Q${(index % 4) + 1} ${2025 + Math.floor(index / 4)}`,
  calls: calls!,
  distributions: distributions!,
  // The last quarter's net is not known yet: a gap in the line, no point.
  net: index === 7 ? null : calls! + distributions!,
}))

const series: ReadonlyArray<QuarterSeries<Quarter>> = [
  { key: 'calls', kind: 'bar', color: '#9c3d2e', value: (q) => q.calls },
  { key: 'distributions', kind: 'bar', color: '#1f6f50', value: (q) => q.distributions },
  { key: 'net', kind: 'line', color: '#1d3f8f', value: (q) => q.net, smooth: true },
]
const labels = { calls: 'Capital calls', distributions: 'Distributions', net: 'Net cash flow' }

/**
 * The portal's quarterly chart (the cash flow and portfolio charts draw with it): bars from zero, lines and areas
 * over the quarters, a legend, and a tooltip at the quarter nearest the pointer. A picture only, hidden from
 * assistive technology; each page's quarterly table is its alternative.
 */
const meta = {
  title: 'Components/Data/QuarterChart',
  component: QuarterChart<Quarter>,
  args: {
    quarters,
    series,
    labels,
    height: 280,
    name: 'cash-flows',
    zeroLine: true,
    numberFormat: '1,234.56',
  },
  decorators: [(Story) => <div style={{ width: 720, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof QuarterChart<Quarter>>

export default meta
type Story = StoryObj<typeof meta>

const drawn = async (canvasElement: HTMLElement) => {
  const chart = canvasElement.querySelector<HTMLElement>('[data-chart="cash-flows"]')!
  await waitFor(() => expect(chart).not.toHaveAttribute('data-settling'))
  return chart
}

/**
 * Calls below the zero line and distributions above it, one bar per quarter that has one, the net as a line with a
 * gap where it is not known; amounts on the axis in the reader's format; hidden from assistive technology.
 */
export const BarsAndLine: Story = {
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement)
    await expect(chart).toHaveAttribute('aria-hidden', 'true')
    await expect(chart.querySelectorAll('[data-series="calls"] [data-bar]')).toHaveLength(5)
    await expect(chart.querySelectorAll('[data-series="distributions"] [data-bar]')).toHaveLength(6)
    await expect(chart.querySelectorAll('[data-series="net"] [data-line]')).toHaveLength(1)
    await expect(chart).toHaveTextContent(/-?\(?\d,\d{3},\d{3}\)?/)
    await expect(chart).toHaveTextContent('Net cash flow')
  },
}

/** The pointer over the plot shows the nearest quarter's amounts, each series in its colour. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement)
    await userEvent.hover(chart.querySelector('[data-pointer-area]')!)
    const tooltip = await waitFor(() => {
      const shown = chart.querySelector('[data-chart-tooltip]')
      if (!shown) throw new Error('no tooltip yet')
      return shown
    })
    await expect(tooltip).toHaveTextContent(/Q\d 202\d/)
    await expect(tooltip).toHaveTextContent('Capital calls')
    await expect(tooltip).toHaveTextContent('Distributions')
  },
}

/** European number format on the axis. */
export const EuropeanNumbers: Story = {
  args: { numberFormat: '1.234,56' },
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement)
    await expect(chart).toHaveTextContent(/\d\.\d{3}\.\d{3}/)
  },
}

/** On a phone the quarters along the axis thin out so their labels never overlap. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement)
    const ticks = [...chart.querySelectorAll('text')].filter((text) => /^Q\d/.test(text.textContent ?? ''))
    await expect(ticks.length).toBeLessThan(quarters.length)
    await expect(chart.scrollWidth).toBeLessThanOrEqual(288)
  },
}

/** The same quarters a thousand times larger: billions, negative ones in brackets. */
const billions: readonly Quarter[] = quarters.map((quarter) => ({
  ...quarter,
  calls: quarter.calls * 1000,
  distributions: quarter.distributions * 1000,
  net: quarter.net === null ? null : quarter.net * 1000,
}))

/**
 * Billions on a phone: the y axis is as wide as its widest amount and the last quarter's label is moved in from
 * the edge, so no label is cut on either side.
 */
export const BillionsOnAPhone: Story = {
  args: { quarters: billions },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const chart = await drawn(canvasElement)
    await expect(chart).toHaveTextContent(/\(\d,\d{3},\d{3},\d{3}\)/)
    const frame = chart.querySelector('svg')!.getBoundingClientRect()
    for (const text of chart.querySelectorAll('svg text')) {
      const { left, right } = text.getBoundingClientRect()
      await expect(left, `'${text.textContent}' starts inside the chart`).toBeGreaterThanOrEqual(frame.left)
      await expect(right, `'${text.textContent}' ends inside the chart`).toBeLessThanOrEqual(frame.right)
    }
  },
}
