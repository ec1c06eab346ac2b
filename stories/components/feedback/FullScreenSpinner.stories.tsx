import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { FullScreenSpinner } from '../../../src/components'

const meta = {
  title: 'Components/Feedback/FullScreenSpinner',
  component: FullScreenSpinner,
} satisfies Meta<typeof FullScreenSpinner>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveAccessibleName('Loading')
  },
}

export const WithLabel: Story = {
  args: { label: 'Loading your portal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName('Loading your portal')
  },
}
