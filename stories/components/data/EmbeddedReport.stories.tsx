import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { EmbeddedReport } from '../../../src/components'
import { rejectionTexts, reportLabels } from '../../../src/domain'
import { Stage } from '../Stage'

/** A stand-in embed address (stories have no network). */
const reportPage = 'about:blank#report=PortfolioPerformance'

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

const onFrameLoad = fn()

export const Ready: Story = {
  args: { status: 'ready', embedUrl: reportPage, onFrameLoad },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(reportLabels.portfolioPerformance)
    await expect(frame).toHaveAttribute('src', reportPage)
    await waitFor(() => expect(onFrameLoad).toHaveBeenCalledWith(frame))
  },
}
