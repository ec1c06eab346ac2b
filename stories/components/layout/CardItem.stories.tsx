import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardItem, Muted, Strong } from '../../../src/components'
import { Stage } from '../Stage'

/** An item of a list of cards (events, documents, videos): flat, bordered, on the surface colour. */
const meta = {
  title: 'Components/Layout/CardItem',
  component: CardItem,
  render: () => (
    <Stage>
      <ul aria-label="Cards" style={{ display: 'grid', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
        <CardItem>
          <Strong>Event presentation</Strong>
          <Muted>PDF</Muted>
        </CardItem>
        <CardItem>
          <Strong>{'A title long enough to wrap '.repeat(8)}</Strong>
        </CardItem>
      </ul>
    </Stage>
  ),
} satisfies Meta<typeof CardItem>

export default meta
type Story = StoryObj<typeof meta>

/** Each card is an item of its list, with a border on the surface colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Cards' })).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    const style = getComputedStyle(items[0]!)
    await expect(style.borderTopStyle).toBe('solid')
    await expect(style.backgroundColor).toBe('rgb(255, 255, 255)')
  },
}
