import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button, VideoDialog, type VideoDialogProps } from '../../../src/components'
import { dimensions, documentTexts, type Video } from '../../../src/domain'
import { Stage } from '../Stage'
import { storyPlayerUrl } from '../videoFixtures'

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
  videoId: 'vid-2026-09',
  videoToken: 'token-abc123',
  isOpenVideoDialog: false,
}

const meta = {
  title: 'Components/Data/VideoDialog',
  component: VideoDialog,
  args: {
    video: spotlight,
    playerUrl: storyPlayerUrl,
    onClose: fn(),
  },
  render: (args) => <WithOpener {...args} video={args.video ?? spotlight} />,
} satisfies Meta<typeof VideoDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Watch' })
    await userEvent.click(opener)
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: documentTexts.newOpportunitySpotlight })
    await expect(dialog.getBoundingClientRect().width).toBe(dimensions.dialogWidths[1])
    await expect(within(dialog).getByTitle(documentTexts.newOpportunitySpotlight)).toHaveAttribute(
      'src',
      storyPlayerUrl('vid-2026-09', 'token-abc123'),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await expect(opener).toHaveFocus()
    // Open again: the dialog as it looks.
    await userEvent.click(opener)
    await expect(await body.findByRole('dialog')).toBeVisible()
  },
}
