import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardItem, Grid, Strong } from '../../../src/components'
import { atWidth, Stage } from '../Stage'

const cards = ['Flagship Partners VI', 'Flagship Partners VII', 'Credit Opportunities III', 'Secondaries II']

/** Columns that fit the width: as many as have room for the minimum each; one on a phone. */
const meta = {
  title: 'Components/Layout/Grid',
  component: Grid,
  args: { $min: '240px' },
  render: (args) => (
    <Stage>
      <Grid {...args} as="ul" aria-label="Funds">
        {cards.map((card) => (
          <CardItem key={card}>
            <Strong>{card}</Strong>
          </CardItem>
        ))}
      </Grid>
    </Stage>
  ),
} satisfies Meta<typeof Grid>

export default meta
type Story = StoryObj<typeof meta>

/** A list of cards: no bullets or indent, the columns share the row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Funds' })
    const style = getComputedStyle(list)
    await expect(style.listStyleType).toBe('none')
    await expect(style.paddingLeft).toBe('0px')
    await expect(style.display).toBe('grid')
  },
}

/** On a phone the minimum gives way to the width: one column, nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [atWidth(320)],
  args: { $min: '320px' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Funds' })
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
    const [first, second] = within(list).getAllByRole('listitem')
    await expect(second!.offsetTop).toBeGreaterThan(first!.offsetTop)
  },
}
