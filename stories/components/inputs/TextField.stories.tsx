import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextField } from '../../../src/components'
import { DEFAULT_GROUP_NAME, groupNameTexts } from '../../../src/domain'
import { Column, Stage } from '../Stage'

function Controlled(props: ComponentProps<typeof TextField>) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Column>
        <TextField
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next)
            props.onChange(next)
          }}
        />
      </Column>
    </Stage>
  )
}

const meta = {
  title: 'Components/Inputs/TextField',
  component: TextField,
  args: { label: 'Group name', value: DEFAULT_GROUP_NAME, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Group name' })
    await expect(input).toHaveValue(DEFAULT_GROUP_NAME)
    await userEvent.clear(input)
    await userEvent.type(input, 'Co-invest accounts')
    await expect(input).toHaveValue('Co-invest accounts')
    await expect(args.onChange).toHaveBeenLastCalledWith('Co-invest accounts')
  },
}

export const WithHint: Story = {
  args: { label: 'User email', value: '', hint: 'Optional: leave empty for every user.', type: 'email' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'User email' }),
    ).toHaveAccessibleDescription('Optional: leave empty for every user.')
  },
}

export const Error: Story = {
  args: { value: '', error: groupNameTexts.empty },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Group name' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(groupNameTexts.empty)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Group name' })).toBeDisabled()
  },
}
