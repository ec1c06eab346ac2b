import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Toggle } from '../../../src/components'
import { argsHoldTheValue, checkedInArgs } from '../argsState'

const meta = {
  title: 'Components/Inputs/Toggle',
  component: Toggle,
  args: { label: 'Current', checked: false, onChange: fn() },
  ...argsHoldTheValue,
  render: checkedInArgs(Toggle),
} satisfies Meta<typeof Toggle>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Current' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const On: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(within(canvasElement).getByRole('switch')).toHaveAttribute('aria-checked', 'false')
    await expect(args.onChange).toHaveBeenCalledWith(false)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled()
  },
}
