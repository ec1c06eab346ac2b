import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import PortfolioChart from '../../../src/components/data/PortfolioChart/PortfolioChart'
import type { PortfolioQuarter } from '../../../src/domain'

/** Eight quarters of a portfolio: contributions rising, distributions starting later, NAV growing then paid out. */
const quarters: readonly PortfolioQuarter[] = Object.freeze(
  [
    [4_000_000, 0, 3_800_000],
    [6_000_000, 0, 5_900_000],
    [7_500_000, 500_000, 7_600_000],
    [8_000_000, 1_500_000, 8_100_000],
    [8_200_000, 3_000_000, 7_400_000],
    [8_300_000, 5_000_000, 6_200_000],
    [8_300_000, 7_000_000, 4_900_000],
    [8_300_000, 9_000_000, 3_100_000],
  ].map(([contributed, distributed, nav], i) => {
    const year = 2025 + Math.floor(i / 4)
    const quarter = (i % 4) + 1
    return {
      reportingDate: `${year}-${String(quarter * 3).padStart(2, '0')}-30`,
      label: `Q${quarter} ${year}`,
      contributed: contributed!,
      distributed: distributed!,
      nav: nav!,
    }
  }),
)

/**
 * Home's portfolio over time: cumulative contributions and distributions as lines over the NAV as an area, drawn with
 * SVG (d3's scales and shapes) in its own chunk. A picture, hidden from assistive technology: home's quarterly table is its alternative.
 */
const meta = {
  title: 'Components/Data/PortfolioChart',
  component: PortfolioChart,
  args: {
    quarters,
    numberFormat: '1,234.56',
    labels: {
      contributed: 'Cumulative contributions',
      distributed: 'Cumulative distributions',
      nav: 'Capital account at fair value (NAV)',
    },
  },
  decorators: [(Story) => <div style={{ width: 720, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof PortfolioChart>

export default meta
type Story = StoryObj<typeof meta>

/** Two lines and the NAV area, hidden from assistive technology, no longer settling once drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[aria-hidden="true"]')!
    await waitFor(() => expect(chart).not.toHaveAttribute('data-settling'))
    await expect(
      chart.querySelectorAll(
        '[data-series="contributed"] [data-line], [data-series="distributed"] [data-line]',
      ),
    ).toHaveLength(2)
    await expect(chart.querySelector('[data-series="nav"] [data-area]')).not.toBeNull()
    await expect(chart).toHaveTextContent('Q1 2025')
    await expect(chart).toHaveTextContent(/\d,\d{3},\d{3}/)
  },
}

export const EuropeanNumbers: Story = {
  args: { numberFormat: '1.234,56' },
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[aria-hidden="true"]')!
    await waitFor(() => expect(chart).not.toHaveAttribute('data-settling'))
    await expect(chart).toHaveTextContent(/\d\.\d{3}\.\d{3}/)
  },
}

/** On a phone the axis keeps its ticks apart and the legend wraps. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[aria-hidden="true"]')!
    await waitFor(() => expect(chart).not.toHaveAttribute('data-settling'))
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}
