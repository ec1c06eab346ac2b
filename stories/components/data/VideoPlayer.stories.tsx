import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { componentTexts, VideoPlayer, videoTexts } from '../../../src/components'
import { documentTexts, rejectionTexts } from '../../../src/domain'
import { Stage } from '../Stage'
import { demoClip, videoPlaysIn } from '../videoFixtures'

/**
 * The spotlight's player: loading, failed with a retry, a clip that cannot play, and playing in its controls
 * (MediaChromePlayer, whose chunk loads only when a video is shown).
 */
const meta = {
  title: 'Components/Data/VideoPlayer',
  component: VideoPlayer,
  args: {
    videoName: documentTexts.newOpportunitySpotlight,
    sources: demoClip('vid-opportunity-first-look'),
    onRetry: fn(),
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

const player = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', {
    name: videoTexts.player(documentTexts.newOpportunitySpotlight),
  })

/** The clip's first frame, with media-chrome's controls and the English captions on from the start. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const video = await videoPlaysIn(player(canvasElement))
    await expect(video.currentSrc).toContain('/demo-video/vid-opportunity-first-look.webm?token=story-token')
    await expect(within(canvasElement).getByText(/Fund Raising Opportunity IX/)).toBeVisible()
    // The captions toggle turns them off and on again.
    const captions = within(canvasElement).getByRole('button', { name: `CC ${videoTexts.captions}` })
    await expect(captions).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(captions)
    await expect(video.textTracks[0]?.mode).toBe('hidden')
    await userEvent.click(captions)
    await expect(video.textTracks[0]?.mode).toBe('showing')
    // Its picture: the clip paused at half a second, so the frame shown does not depend on how long the test took.
    video.pause()
    const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }))
    video.currentTime = 0.5
    await seeked
  },
}

/** Waiting for the host (its answer never comes): media-chrome's loading indicator over the stage. */
export const Loading: Story = {
  args: { sources: { media: '/demo-video/never-answers.webm?token=t', captions: null } },
  parameters: { msw: { handlers: [http.get('*/demo-video/never-answers.webm', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const indicator = await waitFor(() => {
      const element = player(canvasElement).querySelector('media-loading-indicator')
      if (!element?.hasAttribute('medialoading')) throw new Error('not loading yet')
      return element
    })
    await expect(indicator).toBeVisible()
    await expect(player(canvasElement).querySelector('video')?.readyState).toBe(HTMLMediaElement.HAVE_NOTHING)
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/** The host refuses or cannot be reached: 'Failed to load video' (§8), and 'Try again' loads it anew. */
export const Failed: Story = {
  args: { sources: { media: '/demo-video/no-such-clip.webm?token=t', captions: null } },
  play: async ({ canvasElement, args }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })
    await expect(alert).toHaveTextContent(rejectionTexts.video)
    await userEvent.click(within(canvasElement).getByRole('button', { name: componentTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
    await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })
  },
}

/** No sources (no host configured, or a token past its expiration): the failure at once, with its retry. */
export const CannotPlay: Story = {
  args: { sources: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(rejectionTexts.video)
    await expect(within(canvasElement).getByRole('button', { name: componentTexts.retry })).toBeVisible()
    await expect(canvasElement.querySelector('video')).toBeNull()
  },
}
