import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Notification } from '../../../src/components'
import {
  NOTIFICATION_AUTO_CLOSE_MS,
  notificationTitles,
  successTexts,
  warningTexts,
} from '../../../src/domain'
import { Stage } from '../Stage'

const meta = {
  title: 'Components/Feedback/Notification',
  component: Notification,
  args: {
    variant: 'info',
    text: successTexts.investorRequestSent,
    onClose: fn(),
    // Pixel-stable by default; the AutoClose story runs the spec's timer.
    autoCloseMs: null,
  },
  render: (args) => (
    <Stage>
      <Notification {...args} />
    </Stage>
  ),
} satisfies Meta<typeof Notification>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent(notificationTitles.info)
    await expect(status).toHaveTextContent(successTexts.investorRequestSent)
    await userEvent.click(within(status).getByRole('button', { name: 'Dismiss notification' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

export const Warning: Story = {
  args: { variant: 'warning', text: warningTexts.documentDownload },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent(notificationTitles.warning)
    await expect(alert).toHaveTextContent(warningTexts.documentDownload)
  },
}

export const LongText: Story = {
  args: {
    variant: 'warning',
    text: 'There was a problem updating the document status. Please try again. If the problem persists, contact your relationship team with the document name and the time of the attempt.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible()
  },
}

function ClosingNotification(props: ComponentProps<typeof Notification>) {
  const [open, setOpen] = useState(true)
  return (
    <Notification
      {...props}
      open={open}
      onClose={() => {
        props.onClose()
        setOpen(false)
      }}
    />
  )
}

/** With the default timer, the notification closes itself after 5000 ms. */
export const AutoClose: Story = {
  args: { autoCloseMs: undefined },
  render: (args) => (
    <Stage>
      <ClosingNotification {...args} />
    </Stage>
  ),
  play: async ({ canvasElement, args }) => {
    const opened = performance.now()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(notificationTitles.info)
    await waitFor(() => expect(within(canvasElement).queryByRole('status')).toBeNull(), {
      timeout: NOTIFICATION_AUTO_CLOSE_MS + 2000,
    })
    await expect(performance.now() - opened).toBeGreaterThanOrEqual(NOTIFICATION_AUTO_CLOSE_MS - 100)
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}
