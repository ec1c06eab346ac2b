import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Grid, Muted, Strong } from '../../../src/components'
import { MaterialCard, VideoCard } from '../../../src/screens/kit'
import { Stage } from '../../components/Stage'

/**
 * A video among a list of materials (a data room's videos, a past event's documents and videos): its title, its
 * description and a 'Watch video' button named after the video. Each is a MaterialCard, a flat card whose parts
 * keep their own widths.
 */
const meta = {
  title: 'Screens/Kit/VideoCard',
  component: VideoCard,
  subcomponents: { MaterialCard },
  args: {
    title: 'Fund Raising Opportunity IX: first look',
    description: 'The investment team presents the strategy and terms.',
    watchLabel: 'Watch video',
    onWatch: fn(),
  },
  render: (args) => (
    <Stage style={{ alignItems: 'stretch' }}>
      <Grid as="ul" $min="280px" $fill aria-label="Materials">
        <VideoCard {...args} />
        <MaterialCard>
          <Strong>Quarterly report Q3 2026</Strong>
          <Muted>pdf</Muted>
        </MaterialCard>
      </Grid>
    </Stage>
  ),
} satisfies Meta<typeof VideoCard>

export default meta
type Story = StoryObj<typeof meta>

/** The button says what it plays; pressing it asks the screen to open the video dialog. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Materials' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(list).getByText(args.description!)).toBeVisible()
    const watch = within(list).getByRole('button', { name: `Watch video: ${args.title}` })
    await userEvent.click(watch)
    await expect(args.onWatch).toHaveBeenCalledOnce()
  },
}

/** Without a description, only the title and the button. */
export const WithoutDescription: Story = {
  args: { description: null },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
      .getByRole('button', { name: `Watch video: ${args.title}` })
      .closest('li')!
    await expect(card.querySelectorAll('p')).toHaveLength(0)
  },
}

/** A title of hostile text is shown as text, and wraps in its card on a phone. */
export const LongTitle: Story = {
  args: { title: `<img src=x onerror=alert(1)> ${'A very long video title '.repeat(5)}` },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(within(canvasElement).getByText(/^<img src=x onerror=alert\(1\)>/)).toBeVisible()
  },
}
