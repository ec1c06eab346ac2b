import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DateRangePicker, type DateRangePickerProps } from '../../../src/components'
import { documentTimeRangeLabels } from '../../../src/domain'
import { storyToday } from '../fixtures'
import { Column, Stage } from '../Stage'

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <Stage>
      <Column>
        <DateRangePicker
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
  title: 'Components/Inputs/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: documentTimeRangeLabels.EXACTRANGE,
    value: { from: null, to: null },
    onChange: fn(),
    today: storyToday,
    month: new Date('2026-08-01T12:00:00Z'),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateRangePicker>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(documentTimeRangeLabels.EXACTRANGE) })

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await expect(calendar.getByText('August 2026')).toBeVisible()
    await expect(calendar.getByText('September 2026')).toBeVisible()
    await userEvent.click(calendar.getByRole('button', { name: /^Monday 3 August 2026/ }))
    await userEvent.click(calendar.getByRole('button', { name: /^Friday 11 September 2026/ }))
    await expect(args.onChange).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(field(canvasElement)).toHaveTextContent('August 3, 2026 – September 11, 2026')
  },
}

export const WithValue: Story = {
  args: { value: { from: new Date('2026-07-01T12:00:00Z'), to: new Date('2026-09-30T12:00:00Z') } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveTextContent('July 1, 2026 – September 30, 2026')
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await expect(calendar.getByText('July 2026')).toBeVisible()
  },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveTextContent('Select a date range')
  },
}
