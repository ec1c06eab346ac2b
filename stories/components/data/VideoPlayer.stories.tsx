import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { VideoPlayer } from '../../../src/components'
import { documentTexts } from '../../../src/domain'
import { Stage } from '../Stage'
import { storyPlayerUrl } from '../videoFixtures'

const meta = {
  title: 'Components/Data/VideoPlayer',
  component: VideoPlayer,
  args: {
    videoName: documentTexts.newOpportunitySpotlight,
    videoId: 'vid-2026-09',
    videoToken: 'token-abc123',
    playerUrl: storyPlayerUrl,
    description: 'Fund Raising Opportunity IX: the investment team presents the strategy and terms.',
  },
  render: (args) => (
    <Stage>
      <VideoPlayer {...args} />
    </Stage>
  ),
} satisfies Meta<typeof VideoPlayer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(documentTexts.newOpportunitySpotlight)
    await expect(frame.tagName).toBe('IFRAME')
    await expect(frame).toHaveAttribute('src', storyPlayerUrl('vid-2026-09', 'token-abc123'))
    await expect(within(canvasElement).getByText(/Fund Raising Opportunity IX/)).toBeVisible()
  },
}
