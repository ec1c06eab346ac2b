import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  CalendarField,
  type CalendarFieldProps,
} from '../../../src/components/inputs/DatePicker/CalendarField'
import { formatLongDate } from '../../../src/domain'
import { storyToday } from '../fixtures'
import { Column, Stage } from '../Stage'

/** The calendar field in single mode, as DatePicker drives it (DateRangePicker drives it in range mode). */
function SingleDay(props: CalendarFieldProps) {
  const [day, setDay] = useState<Date | null>(null)
  return (
    <Stage>
      <Column>
        <CalendarField
          {...props}
          text={day ? formatLongDate(day) : ''}
          placeholder="Select a date"
          chosen={day}
          calendar={(close) => ({
            mode: 'single',
            selected: day ?? undefined,
            onSelect: (next: Date | undefined) => {
              setDay(next ?? null)
              close()
            },
          })}
        />
      </Column>
    </Stage>
  )
}

/** The field whose popup is the calendar, with its bounds (today, disabled days) and spoken day names. */
const meta = {
  title: 'Components/Inputs/CalendarField',
  component: SingleDay,
  args: { label: 'Quarter end', today: storyToday },
} satisfies Meta<typeof SingleDay>

export default meta
type Story = StoryObj<typeof meta>

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /Quarter end/ })
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** Opens on today's month; a chosen day closes the calendar and shows in the field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await expect(calendar.getByText('September 2026')).toBeVisible()
    await userEvent.click(calendar.getByRole('button', { name: /^Wednesday 30 September 2026/ }))
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(field(canvasElement)).toHaveTextContent('September 30, 2026')
    field(canvasElement).blur()
  },
}

/** Days the caller rules out cannot be chosen (here: after today). */
export const DisabledDays: Story = {
  args: { isDateDisabled: (date: Date) => date > storyToday },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await userEvent.click(calendar.getByRole('button', { name: /next month/i }))
    await expect(calendar.getByRole('button', { name: /^Thursday 1 October 2026/ })).toBeDisabled()
  },
}
