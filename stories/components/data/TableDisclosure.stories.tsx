import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TableDisclosure, type ReportColumn } from '../../../src/components'
import { Stage } from '../Stage'

interface Quarter {
  label: string
  calls: number
  distributions: number
}

const quarters: Quarter[] = [
  { label: 'Q1 2026', calls: -12_500_000, distributions: 0 },
  { label: 'Q2 2026', calls: -8_000_000, distributions: 4_250_000 },
  { label: 'Q3 2026', calls: 0, distributions: 9_100_000 },
]

const columns: ReadonlyArray<ReportColumn<Quarter>> = [
  { key: 'quarter', header: 'Quarter', kind: 'text', value: (quarter) => quarter.label },
  { key: 'calls', header: 'Calls (USD)', kind: 'number', value: (quarter) => quarter.calls },
  {
    key: 'distributions',
    header: 'Distributions (USD)',
    kind: 'number',
    value: (quarter) => quarter.distributions,
  },
]

/**
 * A table folded under a disclosure, closed at first: the figures of a chart beside it (the commitments' quarters,
 * home's portfolio history, the exposure's top ten), which would otherwise push the rest of the page down.
 */
const meta = {
  title: 'Components/Data/TableDisclosure',
  component: TableDisclosure<Quarter>,
  args: {
    id: 'quarters',
    title: 'Show the 3 quarters as a table',
    caption: 'Calls and distributions by quarter',
    columns,
    rows: quarters,
    rowKey: (quarter) => quarter.label,
    numberFormat: '1,234.56',
  },
  render: (args) => (
    <Stage>
      <div style={{ width: 560 }}>
        <TableDisclosure {...args} />
      </div>
    </Stage>
  ),
} satisfies Meta<typeof TableDisclosure<Quarter>>

export default meta
type Story = StoryObj<typeof meta>

/** Closed: only its button, which says what it holds; the table is not in the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show the 3 quarters as a table' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

/** Opened from the keyboard: the table, named by its caption, with every row in the reader's number format. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show the 3 quarters as a table' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const table = within(canvasElement).getByRole('table', { name: 'Calls and distributions by quarter' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await expect(table).toHaveTextContent('(12,500,000)')
  },
}
