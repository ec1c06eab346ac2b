import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotificationStack } from '../../../src/components'
import { groupCreated, notificationTitles, successTexts, warningTexts } from '../../../src/domain'

const meta = {
  title: 'Components/Feedback/NotificationStack',
  component: NotificationStack,
  args: {
    onDismiss: fn(),
    autoCloseMs: null,
    notifications: [
      { id: 'n3', variant: 'info', text: groupCreated('My New Group') },
      { id: 'n2', variant: 'warning', text: warningTexts.reportDownload },
      { id: 'n1', variant: 'info', text: successTexts.documentDownload },
    ],
  },
} satisfies Meta<typeof NotificationStack>

export default meta
type Story = StoryObj<typeof meta>

export const Stacked: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const statuses = body.getAllByRole('status')
    await expect(statuses).toHaveLength(2)
    await expect(statuses[0]).toHaveTextContent('My New Group group has been created')
    await expect(body.getByRole('alert')).toHaveTextContent(notificationTitles.warning)
    const [first, second] = statuses.map((status) => status.getBoundingClientRect().top)
    await expect(first).toBeLessThan(second ?? 0)
    await userEvent.click(
      within(body.getByRole('alert')).getByRole('button', { name: 'Dismiss notification' }),
    )
    await expect(args.onDismiss).toHaveBeenCalledWith('n2')
  },
}

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('status')).toBeNull()
  },
}
