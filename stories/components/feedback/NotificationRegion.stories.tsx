import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
// The region is the code NotificationStack loads with its first notification; drawn here directly.
import { NotificationRegion } from '../../../src/components/feedback/Notification/NotificationRegion'
import { groupCreated, notificationTitles, successTexts, warningTexts } from '../../../src/domain'

const meta = {
  title: 'Components/Feedback/NotificationRegion',
  component: NotificationRegion,
  args: {
    onDismiss: fn(),
    autoCloseMs: null,
    notifications: [
      { id: 'n2', variant: 'warning', text: warningTexts.reportDownload },
      { id: 'n1', variant: 'info', text: successTexts.documentDownload },
    ],
  },
} satisfies Meta<typeof NotificationRegion>

export default meta
type Story = StoryObj<typeof meta>

/** Drawn at once, top to bottom in the given order, at the top right of the page. */
export const Drawn: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const alert = body.getByRole('alert')
    await expect(alert).toHaveTextContent(notificationTitles.warning)
    const status = body.getByRole('status')
    await expect(status).toHaveTextContent(successTexts.documentDownload)
    await expect(alert.getBoundingClientRect().top).toBeLessThan(status.getBoundingClientRect().top)
  },
}

/** On a 320 px phone the region keeps inside the page: nothing sticks out sideways. */
export const Phone: Story = {
  parameters: { pageWidth: 320 },
  args: {
    notifications: [{ id: 'n3', variant: 'info', text: groupCreated('A group with a rather long name') }],
  },
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument
    const status = within(document.body).getByRole('status')
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    )
  },
}
