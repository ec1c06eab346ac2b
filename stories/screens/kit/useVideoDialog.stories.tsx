import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button, videoTexts } from '../../../src/components'
import { documentTexts } from '../../../src/domain'
import { useVideoDialog, type DescribedVideo } from '../../../src/screens/kit'
import { withScreenStage } from '../ScreenStage'

// The play button's accessible name ('Play …').
const { play: playButtonName } = videoTexts

const spotlight: DescribedVideo = {
  videoName: documentTexts.newOpportunitySpotlight,
  videoId: 'vid-2026-09',
  videoToken: 'token-abc123',
  isOpenVideoDialog: true,
  description: 'Fund Raising Opportunity IX: the investment team presents the strategy and terms.',
}

/** A screen's video dialog as Home and the data rooms use it: `open` shows it, `dialog` renders it. */
function PlaysAVideo({ video }: { video: DescribedVideo }) {
  const dialog = useVideoDialog()
  return (
    <>
      <Button onClick={() => dialog.open(video)}>{playButtonName(video.videoName)}</Button>
      {dialog.dialog}
    </>
  )
}

const meta = {
  title: 'Screens/Kit/useVideoDialog',
  component: PlaysAVideo,
  decorators: [withScreenStage],
  args: { video: spotlight },
} satisfies Meta<typeof PlaysAVideo>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Closed until played; the dialog is titled with the video, shows its player stage and the text under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull()
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: playButtonName(spotlight.videoName) }),
    )
    const dialog = await body(canvasElement).findByRole('dialog', { name: spotlight.videoName })
    await expect(
      within(dialog).getByRole('region', { name: videoTexts.player(spotlight.videoName) }),
    ).toHaveAttribute('data-video-token', spotlight.videoToken)
    await expect(within(dialog).getByText(spotlight.description!)).toBeVisible()
  },
}

/** Escape closes it and gives the focus back to what opened it. */
export const Closes: Story = {
  play: async (context) => {
    await Default.play?.(context)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(context.canvasElement).queryByRole('dialog')).toBeNull())
    const opener = within(context.canvasElement).getByRole('button', {
      name: playButtonName(spotlight.videoName),
    })
    await expect(opener).toHaveFocus()
    opener.blur()
  },
}
