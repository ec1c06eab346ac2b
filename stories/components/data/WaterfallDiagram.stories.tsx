import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { WaterfallDiagram } from '../../../src/components'
import { atWidth, Stage } from '../Stage'

const tiers = [
  {
    title: 'Return of capital',
    text: 'First, investors get back all the capital they have paid in.',
    lpShare: 100,
  },
  { title: 'Preferred return', text: 'Next, investors receive 8% a year on that capital.', lpShare: 100 },
  { title: 'Catch-up', text: 'Then the manager catches up to 20% of profits.', lpShare: 20 },
  {
    title: 'Carried interest split',
    text: 'After that, 80% to investors and 20% to the manager.',
    lpShare: 80,
  },
]

const meta = {
  title: 'Components/Data/WaterfallDiagram',
  component: WaterfallDiagram,
  args: {
    label: 'Distribution waterfall',
    tiers,
    lpLabel: 'Investors',
    gpLabel: 'Manager',
    formatShare: (percent: number) => `${percent}%`,
  },
  render: (args) => (
    <Stage>
      <WaterfallDiagram {...args} />
    </Stage>
  ),
} satisfies Meta<typeof WaterfallDiagram>

export default meta
type Story = StoryObj<typeof meta>

/** Four tiers in payment order, each split between investors and the manager, written out as well as drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Distribution waterfall' })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    await expect(within(items[2]!).getByRole('heading')).toHaveTextContent('Catch-up')
    await expect(items[2]).toHaveTextContent('Investors 20%Manager 80%')
  },
}

/** A tier whose split is not known shows its words only. */
export const SplitNotKnown: Story = {
  args: {
    tiers: [tiers[0]!, { title: 'Catch-up', text: 'This term is not provided for the fund.', lpShare: null }],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem')
    await expect(items[1]).not.toHaveTextContent('Investors')
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
