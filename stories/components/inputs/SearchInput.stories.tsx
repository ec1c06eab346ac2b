import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchInput } from '../../../src/components'
import { Column, Stage } from '../Stage'

function Controlled(props: ComponentProps<typeof SearchInput>) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Column>
        <SearchInput
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
  title: 'Components/Inputs/SearchInput',
  component: SearchInput,
  args: { label: 'Search documents', value: '', onChange: fn(), onSearch: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SearchInput>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search documents' })
    await userEvent.type(input, 'capital call{Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('capital call')
  },
}

export const WithValue: Story = {
  args: { value: 'Q3 2026 statement' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(canvas.getByRole('searchbox')).toHaveValue('')
    await expect(canvas.getByRole('searchbox')).toHaveFocus()
    await expect(args.onChange).toHaveBeenCalledWith('')
  },
}

export const EscapeClears: Story = {
  args: { value: 'distribution notice' },
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('')
  },
}
