import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button, componentTexts, VideoDialog, type VideoDialogProps } from '../../../src/components'
import { dimensions, documentTexts, rejectionTexts, type Video } from '../../../src/domain'
import { Stage } from '../Stage'
import { demoClip, videoPlaysIn } from '../videoFixtures'

function WithOpener(props: VideoDialogProps & { video: Video }) {
  const [open, setOpen] = useState(props.video.isOpenVideoDialog)
  return (
    <Stage>
      <Button onClick={() => setOpen(true)}>Watch</Button>
      <VideoDialog
        {...props}
        video={{ ...props.video, isOpenVideoDialog: open }}
        onClose={() => {
          setOpen(false)
          props.onClose()
        }}
      />
    </Stage>
  )
}

const spotlight: Video = {
  videoName: documentTexts.newOpportunitySpotlight,
  videoId: 'vid-opportunity-first-look',
  videoToken: 'story-token',
  isOpenVideoDialog: false,
}

const meta = {
  title: 'Components/Data/VideoDialog',
  component: VideoDialog,
  args: {
    video: spotlight,
    sources: demoClip(spotlight.videoId),
    onRetry: fn(),
    onClose: fn(),
  },
  render: (args) => <WithOpener {...args} video={args.video ?? spotlight} />,
} satisfies Meta<typeof VideoDialog>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/**
 * The wide dialog titled with the video, playing it; Escape closes it and gives the focus back. Opened again, with
 * the player's code already in, the focus is on the dialog as the first time, not on the player.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Watch' })
    await userEvent.click(opener)
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: documentTexts.newOpportunitySpotlight,
    })
    await expect(dialog).toHaveFocus()
    await expect(dialog.getBoundingClientRect().width).toBe(dimensions.dialogWidths[1])
    await videoPlaysIn(dialog)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(opener).toHaveFocus()
    // Open again: the dialog as it looks, the clip at its first frame.
    await userEvent.click(opener)
    const again = await body(canvasElement).findByRole('dialog')
    await expect(again).toHaveFocus()
    await videoPlaysIn(again)
    await expect(again).toHaveFocus()
  },
}

/** A video that cannot play (an expired token): 'Failed to load video' in the dialog, and 'Try again'. */
export const CannotPlay: Story = {
  args: { video: { ...spotlight, isOpenVideoDialog: true }, sources: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: documentTexts.newOpportunitySpotlight,
    })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(rejectionTexts.video)
    await userEvent.click(within(dialog).getByRole('button', { name: componentTexts.retry }))
    await expect(args.onRetry).toHaveBeenCalledTimes(1)
  },
}

/** On a 320 px phone: the dialog fits the window, the controls fit the player, nothing scrolls sideways. */
export const OnAPhone: Story = {
  args: { video: { ...spotlight, isOpenVideoDialog: true } },
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: documentTexts.newOpportunitySpotlight,
    })
    await videoPlaysIn(dialog)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
    // The dialog is fixed: it would not make the page scroll, so it is measured against the window itself.
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth)
    const bar = dialog.querySelector('media-control-bar')!.getBoundingClientRect()
    await expect(bar.right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right)
  },
}
