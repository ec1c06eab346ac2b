import type { Meta, StoryObj } from '@storybook/react-vite'
import { lazy } from 'react'
import { expect, within } from 'storybook/test'
import { LazyChart, ReportTable, type ReportColumn } from '../../../src/components'
import { Stage } from '../Stage'

interface Quarter {
  label: string
  nav: number
}

const quarters: Quarter[] = [
  { label: 'Q1 2026', nav: 1_250_000 },
  { label: 'Q2 2026', nav: 1_410_500 },
  { label: 'Q3 2026', nav: 1_388_250 },
]
const columns: ReadonlyArray<ReportColumn<Quarter>> = [
  { key: 'quarter', header: 'Quarter', value: (q) => q.label },
  { key: 'nav', header: 'NAV', kind: 'number', value: (q) => q.nav },
]
const table = (
  <ReportTable
    caption="NAV by quarter"
    columns={columns}
    groups={[{ id: 'quarters', label: '', rows: quarters }]}
    rowKey={(q) => q.label}
    numberFormat="1,234.56"
  />
)

/** A chart whose code never arrives: the loading state, held in its room. */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined))
/** A stand-in chart, drawn at once (the real charts load recharts, which the story does not need). */
const DrawnChart = lazy(async () => ({
  default: () => (
    <div role="img" aria-label="NAV by quarter, chart" style={{ height: 200, background: '#e6effa' }} />
  ),
}))

/**
 * A chart and its table alternative (home's portfolio history, the cash flow report). The chart loads its library
 * on the pages that draw it; meanwhile its room holds a loading message, marked settling so pictures wait for the
 * chart. The table, with the same figures, is there from the start.
 */
const meta = {
  title: 'Components/Data/LazyChart',
  component: LazyChart,
  args: { chart: <DrawnChart />, loadingLabel: 'Loading the chart', alternative: table, minHeight: '200px' },
  render: (args) => (
    <Stage>
      <LazyChart {...args} />
    </Stage>
  ),
} satisfies Meta<typeof LazyChart>

export default meta
type Story = StoryObj<typeof meta>

export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: 'NAV by quarter, chart' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'NAV by quarter' })).toBeVisible()
  },
}

/** While the chart's code loads, its room says so; the table is already there. */
export const Loading: Story = {
  args: { chart: <NeverLoads /> },
  parameters: { visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status', { name: 'Loading the chart' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'NAV by quarter' })).toBeVisible()
  },
}
