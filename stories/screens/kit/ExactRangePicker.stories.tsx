import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { documentTimeRangeLabels, type TimeRangeFilter } from '../../../src/domain'
import { ExactRangePicker } from '../../../src/screens/kit/ExactRangePicker'
import { storyToday } from '../../components/fixtures'
import { Column, Stage } from '../../components/Stage'

interface HarnessProps {
  range: TimeRangeFilter
  onChange: (range: TimeRangeFilter) => void
}

/** The picker as the documents' and the usage reports' filters hold it: the range they keep, today the story's. */
function Harness({ range, onChange }: HarnessProps) {
  const [value, setValue] = useState(range)
  return (
    <Stage>
      <Column>
        <ExactRangePicker
          label={documentTimeRangeLabels.EXACTRANGE}
          range={value}
          today={storyToday}
          onChange={(next) => {
            setValue(next)
            onChange(next)
          }}
        />
      </Column>
    </Stage>
  )
}

/**
 * The two dates of 'Exact date range' (the documents' filters and the usage reports): chosen on the calendar,
 * none after today, and handed to the filters as ISO days.
 */
const meta = {
  title: 'Screens/Kit/ExactRangePicker',
  component: Harness,
  args: { range: { timePeriod: 'EXACTRANGE', start: null, end: null }, onChange: fn() },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(documentTimeRangeLabels.EXACTRANGE) })

/** Two days chosen: the filters get them as ISO days, the first alone while the second is still to come. */
export const ChoosesTwoDays: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await userEvent.click(calendar.getByRole('button', { name: /^Monday 7 September 2026/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      timePeriod: 'EXACTRANGE',
      start: '2026-09-07',
      end: null,
    })
    await userEvent.click(calendar.getByRole('button', { name: /^Friday 25 September 2026/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      timePeriod: 'EXACTRANGE',
      start: '2026-09-07',
      end: '2026-09-25',
    })
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
    await expect(field(canvasElement)).toHaveTextContent('September 7, 2026 – September 25, 2026')
  },
}

/** Today (30 September 2026) can be chosen; no day after it can. */
export const NoDayAfterToday: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement))
    const calendar = within(await body(canvasElement).findByRole('dialog'))
    await expect(calendar.getByRole('button', { name: /^Wednesday 30 September 2026/ })).toBeEnabled()
    const later = calendar.getAllByRole('button', { name: /October 2026/ })
    await expect(later.length).toBeGreaterThan(0)
    for (const day of later) await expect(day).toBeDisabled()
  },
}

/** A range the filters already hold (from the address, say) is shown as its two dates. */
export const WithRange: Story = {
  args: { range: { timePeriod: 'EXACTRANGE', start: '2026-07-01', end: '2026-09-30' } },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveTextContent('July 1, 2026 – September 30, 2026')
  },
}
