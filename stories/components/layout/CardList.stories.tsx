import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CardItem, CardList, ItemHeading, Muted } from '../../../src/components'
import { Stage } from '../Stage'

/**
 * A vertical list of cards, a small gap between them (home's unread documents and next events, the calendar's
 * events), each item a CardItem headed by an ItemHeading (body size, semibold).
 */
const meta = {
  title: 'Components/Layout/CardList',
  component: CardList,
  render: () => (
    <Stage>
      <CardList aria-label="Next events">
        <CardItem>
          <ItemHeading>Annual investor meeting</ItemHeading>
          <Muted>12/09/2026, 14:00</Muted>
        </CardItem>
        <CardItem>
          <ItemHeading>{'A title long enough to wrap '.repeat(6)}</ItemHeading>
          <Muted>01/14/2027, 09:30</Muted>
        </CardItem>
      </CardList>
    </Stage>
  ),
} satisfies Meta<typeof CardList>

export default meta
type Story = StoryObj<typeof meta>

/** A list without bullets or indent, its cards a small gap apart, each headed at body size, semibold. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Next events' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(getComputedStyle(list).listStyleType).toBe('none')
    await expect(getComputedStyle(list).rowGap).toBe('8px')
    const heading = within(list).getByRole('heading', { name: 'Annual investor meeting', level: 3 })
    await expect(getComputedStyle(heading).fontWeight).toBe('600')
  },
}
