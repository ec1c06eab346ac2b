import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, waitFor } from 'storybook/test'
import CashFlowChart from '../../../src/components/data/CashFlowChart/CashFlowChart'
import type { CashFlowQuarter } from '../../../src/domain'

/** A young fund's quarters: calls first, distributions later, the cumulative net dipping and recovering. */
const quarters: readonly CashFlowQuarter[] = Object.freeze(
  [
    [1_200_000, 0],
    [800_000, 0],
    [400_000, 150_000],
    [200_000, 600_000],
    [0, 1_400_000],
    [0, 1_250_000],
  ].reduce<CashFlowQuarter[]>((list, [contributions, distributions], i) => {
    const before = list.at(-1)?.cumulativeNet ?? 0
    const year = 2025 + Math.floor(i / 4)
    const quarter = (i % 4) + 1
    return [
      ...list,
      {
        key: `${year}-Q${quarter}`,
        label: `Q${quarter} ${year}`,
        contributions: contributions!,
        distributions: distributions!,
        cumulativeNet: before + distributions! - contributions!,
      },
    ]
  }, []),
)

/**
 * Contributions and distributions per quarter with the cumulative net line (spec §2.5 cash flow activity), drawn
 * as SVG with d3's scales and shapes and loaded only by the report that shows it. A picture, hidden from assistive technology: the
 * report's quarterly table is its accessible alternative.
 */
const meta = {
  title: 'Components/Data/CashFlowChart',
  component: CashFlowChart,
  args: {
    quarters,
    numberFormat: '1,234.56',
    labels: {
      contributions: 'Contributions',
      distributions: 'Distributions',
      cumulativeNet: 'Cumulative Net',
    },
  },
  decorators: [(Story) => <div style={{ width: 720, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof CashFlowChart>

export default meta
type Story = StoryObj<typeof meta>

/** Moves the pointer over the first quarter's bar: the tooltip follows the pointer to the nearest quarter. */
const tooltipAfterHover = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-bar]').length).toBeGreaterThan(0))
  const bar = canvasElement.querySelector('[data-bar]')!.getBoundingClientRect()
  const area = canvasElement.querySelector('[data-pointer-area]')!
  await fireEvent.pointerMove(area, { clientX: bar.left + bar.width / 2, clientY: bar.top + bar.height / 2 })
  const tooltip = await waitFor(() => {
    const shown = canvasElement.querySelector('[data-chart-tooltip]')
    if (!shown) throw new Error('no tooltip yet')
    return shown
  })
  await waitFor(() => expect(tooltip).toHaveTextContent('Cumulative Net'))
  return tooltip
}

/** Bars below the axis for contributions, above for distributions; the net line; a tooltip per quarter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = await tooltipAfterHover(canvasElement)
    await expect(canvasElement.querySelector('[aria-hidden="true"][data-chart="cash-flow"]')).not.toBeNull()
    await expect(canvasElement.querySelector('[data-series="cumulativeNet"] [data-line]')).not.toBeNull()
    await expect(tooltip).toHaveTextContent('Q1 2025')
    await expect(tooltip).toHaveTextContent('1,200,000')
  },
}

export const EuropeanNumbers: Story = {
  args: { numberFormat: '1.234,56' },
  play: async ({ canvasElement }) => {
    const tooltip = await tooltipAfterHover(canvasElement)
    await expect(tooltip).toHaveTextContent('1.200.000')
  },
}

/** Quarters without any flow: the axes and a flat net line at zero, nothing to hover. */
export const NoFlows: Story = {
  args: {
    quarters: quarters.map((q) => ({ ...q, contributions: 0, distributions: 0, cumulativeNet: 0 })),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-line]')).not.toBeNull())
    await expect(canvasElement.querySelectorAll('[data-bar]')).toHaveLength(0)
  },
}
