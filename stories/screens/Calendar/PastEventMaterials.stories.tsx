import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { PastEventMaterials } from '../../../src/screens/Calendar/PastEventMaterials'
import { pastEventDocuments, pastEventVideos } from '../../../src/screens/Calendar/pastEventSampleMaterials'
import { calendarScreenTexts as texts } from '../../../src/screens/Calendar/texts'
import { Stage } from '../../components/Stage'
import { screenOf } from '../screenHelpers'
import { videoPlaysIn } from '../../components/videoFixtures'

/**
 * A past event's sample documents and videos (spec §2.5: hard-coded, not fetched). A document opens in the portal's
 * viewer through useMaterialPreview (ReadInViewer).
 */
const meta = {
  title: 'Screens/Parts/Calendar/PastEventMaterials',
  component: PastEventMaterials,
  render: () => (
    <Stage>
      <PastEventMaterials />
    </Stage>
  ),
} satisfies Meta<typeof PastEventMaterials>

export default meta
type Story = StoryObj<typeof meta>

/** Each document downloads a real PDF under its own name. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    for (const document of pastEventDocuments) {
      const link = within(canvasElement).getByRole('link', { name: `${texts.download}: ${document.title}` })
      await expect(link).toHaveAttribute('download', document.fileName)
      const bytes = new Uint8Array(await (await fetch(link.getAttribute('href')!)).arrayBuffer())
      await expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    }
  },
}

/** 'Watch video' plays the video in the video dialog, titled with its name; Escape closes it. */
export const WatchVideo: Story = {
  play: async ({ canvasElement }) => {
    const [, questions] = pastEventVideos
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `${texts.watch}: ${questions!.videoName}` }),
    )
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: questions!.videoName })
    const video = await videoPlaysIn(dialog)
    await expect(video.currentSrc).toContain(`/demo-video/${questions!.videoId}.webm`)
    await expect(within(dialog).getByText(questions!.description!)).toBeVisible()
  },
}

/** 'Read' opens the document in the portal's viewer; back to the page with its close button. */
export const ReadInViewer: Story = {
  play: async ({ canvasElement }) => {
    const [presentation] = pastEventDocuments
    await userEvent.click(
      within(canvasElement).getByRole('link', { name: `${texts.read}: ${presentation!.title}` }),
    )
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: presentation!.title })
    await waitFor(() => expect(dialog.querySelector('[data-page="1"][data-drawn]')).not.toBeNull(), {
      timeout: 8000,
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull())
  },
}
