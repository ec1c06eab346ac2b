import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button, componentTexts, videoTexts } from '../../../src/components'
import { documentTexts, rejectionTexts } from '../../../src/domain'
import { useVideoDialog, type DescribedVideo } from '../../../src/screens/kit'
import { videoPlaysIn } from '../../components/videoFixtures'
import { withScreenStage } from '../ScreenStage'

// The play button's accessible name ('Play …').
const { play: playButtonName } = videoTexts

const spotlight: DescribedVideo = {
  key: 'spotlight',
  videoName: documentTexts.newOpportunitySpotlight,
  videoId: 'vid-opportunity-first-look',
  videoToken: 'token-abc123',
  isOpenVideoDialog: true,
  description: 'Fund Raising Opportunity IX: the investment team presents the strategy and terms.',
}

const EXPIRED = '2020-01-01T00:00:00Z'

/**
 * A screen's video dialog as Home and the data rooms use it: `open` shows it, `dialog` renders it, and the
 * screen's source gives the current token (here a token that has expired until the source is reloaded).
 */
function PlaysAVideo({ video }: { video: DescribedVideo }) {
  const [reloads, setReloads] = useState(0)
  const dialog = useVideoDialog({
    latest: (opened) => ({
      ...opened,
      videoTokenExpiration: reloads > 0 ? null : opened.videoTokenExpiration,
    }),
    reload: () => setReloads((count) => count + 1),
  })
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

const openDialog = async (canvasElement: HTMLElement) => {
  await expect(body(canvasElement).queryByRole('dialog')).toBeNull()
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: playButtonName(spotlight.videoName) }),
  )
  return body(canvasElement).findByRole('dialog', { name: spotlight.videoName })
}

/** Closed until played; the dialog is titled with the video, plays it from the configured host, text under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    const video = await videoPlaysIn(dialog)
    await expect(video.currentSrc).toContain(
      `/demo-video/${spotlight.videoId}.webm?token=${spotlight.videoToken}`,
    )
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

/** A token past its videoTokenExpiration: 'Failed to load video'; 'Try again' reloads the source and it plays. */
export const ExpiredTokenRenewed: Story = {
  args: { video: { ...spotlight, videoTokenExpiration: EXPIRED } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(rejectionTexts.video)
    await expect(dialog.querySelector('video')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: componentTexts.retry }))
    await videoPlaysIn(dialog)
  },
}
