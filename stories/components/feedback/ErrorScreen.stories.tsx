import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { componentTexts, ErrorScreen } from '../../../src/components'
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

/** With a way back (a failed start-up, a page that could not be drawn): 'Try again' under the two lines. */
export const WithTryAgain: Story = {
  args: { retry: { label: componentTexts.retry, onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(within(alert).getByRole('heading', { name: errorScreenTexts.title })).toBeVisible()
    await expect(alert).toHaveTextContent(errorScreenTexts.hint)
    await userEvent.click(within(alert).getByRole('button', { name: componentTexts.retry }))
    await expect(args.retry?.onRetry).toHaveBeenCalledOnce()
    // A still picture: the button as it is before it is used.
    within(alert).getByRole('button').blur()
  },
}

/** On a phone: the panel keeps a margin each side; its button does not reach the edges. */
export const WithTryAgainOnAPhone: Story = {
  args: { retry: { label: componentTexts.retry, onRetry: fn() } },
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('alert').getBoundingClientRect()
    await expect(panel.left).toBeGreaterThanOrEqual(16)
    await expect(
      canvasElement.ownerDocument.documentElement.clientWidth - panel.right,
    ).toBeGreaterThanOrEqual(16)
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
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}
