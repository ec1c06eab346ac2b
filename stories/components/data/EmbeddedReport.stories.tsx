import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { currentEmbedToken, demoReportUrl } from '../../../mocks/handlers/entitlements'
import { EmbeddedReport } from '../../../src/components'
import { componentTexts } from '../../../src/components/texts'
import { reportTexts, lineTwoCurrencyFilter, rejectionTexts, reportLabels } from '../../../src/domain'
import { Stage } from '../Stage'

/**
 * A line-two report embedded with Microsoft's powerbi-client: here the demo report service's page (mocks/reports),
 * which speaks the library's protocol and reads the `alpinvest` persona's book from the demo provider.
 */
const meta = {
  title: 'Components/Data/EmbeddedReport',
  component: EmbeddedReport,
  args: { title: reportLabels.portfolioPerformance, status: 'loading', height: 560 },
  parameters: { persona: 'alpinvest' },
  render: (args) => (
    <Stage>
      <EmbeddedReport {...args} />
    </Stage>
  ),
} satisfies Meta<typeof EmbeddedReport>

export default meta
type Story = StoryObj<typeof meta>

const frameOf = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findByTitle(reportLabels.portfolioPerformance)) as HTMLIFrameElement
/** The frame's document once its report has drawn its first chart (the demo page is on this origin). */
const drawnReport = async (frame: HTMLIFrameElement) => {
  await waitFor(() => expect(frame.contentDocument?.querySelector('.recharts-surface')).toBeTruthy(), {
    timeout: 15_000,
  })
  return frame.contentDocument!
}

const onError = fn()
const onRetry = fn()
const ready = (report: 'PortfolioPerformance' | 'AccountSummary') => ({
  status: 'ready' as const,
  embedUrl: demoReportUrl(report, 'u-alpinvest', window.location.origin),
  reportId: `demo-${report}`,
  accessToken: currentEmbedToken('alpinvest'),
  onError,
})

/** Embedded: the library posts the token in, the page reads the book and signals 'loaded'; the spinner goes. */
export const Ready: Story = {
  args: ready('PortfolioPerformance'),
  play: async ({ canvasElement }) => {
    const report = await drawnReport(await frameOf(canvasElement))
    await expect(within(report.body).getByRole('table', { name: 'Performance by fund' })).toBeVisible()
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('status', { name: 'Loading report' })).not.toBeInTheDocument(),
    )
    await expect(onError).not.toHaveBeenCalled()
  },
}

/** A currency filter reaches the loaded report as a filter: it draws again in that currency, without a reload. */
export const Filtered: Story = {
  args: { ...ready('AccountSummary'), filters: [lineTwoCurrencyFilter('EUR')] },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement)
    const report = await drawnReport(frame)
    await expect(report.documentElement.dataset.currency).toBe('EUR')
    await expect(within(report.body).getByRole('table', { name: 'Account summary in EUR' })).toBeVisible()
  },
}

/** A token the report service refuses: the page signals an error, which the caller shows. */
export const ReportFailed: Story = {
  args: { ...ready('PortfolioPerformance'), accessToken: 'expired-token' },
  play: async () => {
    await waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 15_000 })
  },
}

export const Loading: Story = {
  parameters: { visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading report' })).toBeVisible()
  },
}

export const Failed: Story = {
  args: { status: 'error', message: rejectionTexts.embeddedReport, onRetry },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(rejectionTexts.embeddedReport)
    await userEvent.click(within(canvasElement).getByRole('button', { name: componentTexts.retry }))
    await expect(onRetry).toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { status: 'empty', message: reportTexts.noData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(reportTexts.noData)
  },
}
