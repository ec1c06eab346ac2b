import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { componentTexts } from '../../../../src/components'
import { reportTexts } from '../../../../src/domain'
import { ReportBody } from '../../../../src/screens/reports/shared/ReportBody'
import { reportScreenTexts } from '../../../../src/screens/reports/shared/texts'

/** A report's body from its LoadState: loading, the report, 'no data', or the failure with 'Try again'. */
const meta = {
  title: 'Screens/Parts/Reports/ReportBody',
  component: ReportBody<string[]>,
  args: {
    state: { status: 'fulfilled', data: ['Flagship Partners VI, L.P.'] },
    isEmpty: (data: string[]) => data.length === 0,
    noDataText: reportTexts.noData,
    children: (data: string[]) => <p>{data.join(', ')}</p>,
  },
} satisfies Meta<typeof ReportBody<string[]>>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flagship Partners VI, L.P.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { state: { status: 'pending' } },
  parameters: { visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: reportScreenTexts.loading })
    await expect(status).toBeVisible()
    // The body keeps its height while it loads, so the report does not push the page down when it arrives.
    await expect(status.closest('[aria-busy="true"]')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      320,
    )
  },
}

export const Empty: Story = {
  args: { state: { status: 'fulfilled', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(reportTexts.noData)).toBeVisible()
  },
}

export const Failed: Story = {
  args: {
    state: { status: 'rejected', error: reportTexts.couldNotFetch, reload: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(reportTexts.couldNotFetch)
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect((args.state as { reload: () => void }).reload).toHaveBeenCalledTimes(1)
  },
}
