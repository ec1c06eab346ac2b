import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ErrorScreen } from '../../../src/components'
import { configurationErrorTexts, errorScreenTexts } from '../../../src/domain'

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

/** A portal whose runtime configuration names no usable provider: no sign-in, the reason in the console. */
export const ConfigurationError: Story = {
  args: { texts: configurationErrorTexts },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: configurationErrorTexts.title })).toBeVisible()
    await expect(alert).toHaveTextContent(configurationErrorTexts.hint)
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
  },
}
