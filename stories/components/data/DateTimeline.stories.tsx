import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DateTimeline } from '../../../src/components'
import { formatDate } from '../../../src/domain'
import { atWidth, Stage } from '../Stage'

const meta = {
  title: 'Components/Data/DateTimeline',
  component: DateTimeline,
  args: {
    label: 'Fund life from vintage to term expiration, with today',
    start: new Date(2018, 0, 1),
    end: new Date(2030, 11, 31),
    markers: [
      { label: 'Vintage', date: new Date(2018, 0, 1) },
      { label: 'Investment period', date: new Date(2024, 11, 31) },
      { label: 'Follow-on', date: new Date(2026, 11, 31) },
      { label: 'Term', date: new Date(2030, 11, 31) },
    ],
    today: new Date(2026, 10, 23),
    todayLabel: 'Today',
    formatDate: (date: Date) => formatDate(date),
  },
  render: (args) => (
    <Stage>
      <DateTimeline {...args} />
    </Stage>
  ),
} satisfies Meta<typeof DateTimeline>

export default meta
type Story = StoryObj<typeof meta>

/** Each date on the span, today marked against them; labels at the ends stay inside the frame. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timeline = within(canvasElement).getByRole('img', { name: /with today/ })
    await expect(timeline).toHaveTextContent('Dec-31-2026')
    await expect(timeline).toHaveTextContent('Today')
    const frame = timeline.getBoundingClientRect()
    for (const label of within(timeline).getAllByText(/Vintage|Term/)) {
      const box = label.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(frame.left)
      await expect(box.right).toBeLessThanOrEqual(frame.right)
    }
  },
}

/** Today after the last date: the span is all elapsed and today sits at its end. */
export const AllPassed: Story = {
  args: { today: new Date(2032, 0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Today')).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
