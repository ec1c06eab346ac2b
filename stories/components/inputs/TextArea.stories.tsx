import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextArea } from '../../../src/components'
import { investorRequestWarningTexts } from '../../../src/domain'
import { Column, Stage } from '../Stage'

function Controlled(props: ComponentProps<typeof TextArea>) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Column>
        <TextArea
          {...props}
          value={value}
          invalid={props.invalid === true && value.trim() === ''}
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
  title: 'Components/Inputs/TextArea',
  component: TextArea,
  args: { label: 'Message', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await userEvent.type(area, 'Please update my mailing address.')
    await expect(args.onChange).toHaveBeenLastCalledWith('Please update my mailing address.')
  },
}

/** General and no-data requests: a warning border while the message is empty (spec §5). */
export const WarningBorder: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' })
    await expect(area).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(area, 'Hello')
    await expect(area).not.toHaveAttribute('aria-invalid')
  },
}

export const Error: Story = {
  args: { error: investorRequestWarningTexts.text },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      investorRequestWarningTexts.text,
    )
  },
}
