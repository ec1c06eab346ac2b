import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DatePicker, type DatePickerProps } from '../../../src/components'
import { EFFECTIVE_DATE_LABEL } from '../../../src/domain'
import { storyToday } from '../fixtures'
import { Column, Stage } from '../Stage'

function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Column>
        <DatePicker
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

/** DatePicker, on the DateField shared with DateRangePicker (the field, its popup and keyboard model). */
const meta = {
  title: 'Components/Inputs/DatePicker',
  component: DatePicker,
  args: { label: EFFECTIVE_DATE_LABEL, value: null, onChange: fn(), today: storyToday },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DatePicker>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(EFFECTIVE_DATE_LABEL) })

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveTextContent('Select a date')
    await userEvent.click(field(canvasElement))
    const calendar = await body(canvasElement).findByRole('dialog', {
      name: `Choose ${EFFECTIVE_DATE_LABEL}`,
    })
    await expect(within(calendar).getByText('September 2026')).toBeVisible()
    await expect(within(calendar).getByRole('button', { name: /30 September 2026, today/ })).toBeVisible()
    await userEvent.click(within(calendar).getByRole('button', { name: /^Tuesday 15 September 2026/ }))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(field(canvasElement)).toHaveTextContent('September 15, 2026')
    await waitFor(() => expect(field(canvasElement)).toHaveFocus())
  },
}

export const WithValue: Story = {
  args: { value: new Date('2026-12-31T12:00:00Z') },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveTextContent('December 31, 2026')
  },
}

/** Arrow keys move between days, Enter chooses, Escape closes and returns focus. */
export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const calendar = await body(canvasElement).findByRole('dialog')
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: /30 September 2026/ })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await expect(field(canvasElement)).toHaveTextContent('October 1, 2026')
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(field(canvasElement)).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await body(canvasElement).findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(field(canvasElement)).toHaveFocus()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeDisabled()
  },
}
