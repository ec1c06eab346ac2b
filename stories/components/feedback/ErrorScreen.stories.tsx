import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ErrorScreen } from '../../../src/components'
import { errorScreenTexts } from '../../../src/domain'

const meta = {
  title: 'Components/Feedback/ErrorScreen',
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: errorScreenTexts.title })).toBeVisible()
    await expect(alert).toHaveTextContent(errorScreenTexts.hint)
  },
}
