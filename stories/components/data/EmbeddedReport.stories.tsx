import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { EmbeddedReport } from '../../../src/components'
import { rejectionTexts, reportLabels } from '../../../src/domain'
import { Stage } from '../Stage'
import { storyReportUrl } from '../videoFixtures'

/** A stand-in embed address (stories have no network). */
const reportPage = storyReportUrl('PortfolioPerformance')

const meta = {
  title: 'Components/Data/EmbeddedReport',
  component: EmbeddedReport,
  args: { title: reportLabels.portfolioPerformance, status: 'loading', height: 480 },
  render: (args) => (
    <Stage>
      <EmbeddedReport {...args} />
    </Stage>
  ),
} satisfies Meta<typeof EmbeddedReport>

export default meta
type Story = StoryObj<typeof meta>

// The story with the frame comes first: the test browser opens each story file on a fresh page, and a frame
// added after the page settled keeps its page-ready wait (network idle) from ever settling.
/** Records the loaded frame (a plain callback: the test tools' spies would serialise the frame element). */
const loadedFrames: HTMLIFrameElement[] = []
const onFrameLoad = (frame: HTMLIFrameElement) => {
  loadedFrames.push(frame)
}

export const Ready: Story = {
  args: { status: 'ready', embedUrl: reportPage, onFrameLoad },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(reportLabels.portfolioPerformance)
    await expect(frame).toHaveAttribute('src', reportPage)
    await waitFor(() => expect(loadedFrames).toContain(frame))
  },
}

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading report' })).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', message: rejectionTexts.embeddedReport },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(rejectionTexts.embeddedReport)
  },
}
