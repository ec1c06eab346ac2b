import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Checkbox } from '../../../src/components'
import { argsHoldTheValue, checkedInArgs } from '../argsState'

const meta = {
  title: 'Components/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Global Private Equity Partners VII, L.P.', checked: false, onChange: fn() },
  ...argsHoldTheValue,
  render: checkedInArgs(Checkbox),
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Global Private Equity Partners VII, L.P.',
    })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const KeyboardUse: Story = {
  args: { checked: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect(within(canvasElement).getByRole('checkbox')).not.toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(false)
  },
}

export const Indeterminate: Story = {
  args: { indeterminate: true, label: 'Select all loaded rows', hideLabel: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all loaded rows' })
    await expect(box).toHaveAttribute('aria-checked', 'mixed')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled()
  },
}
