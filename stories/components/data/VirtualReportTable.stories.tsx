import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { VirtualReportTable, type ReportColumn, type ReportGroup } from '../../../src/components'
import { formatMoic, formatScheduleAmount, INVESTMENT_STATUS_GROUPS } from '../../../src/domain'
import { Stage } from '../Stage'

interface Line {
  id: string
  name: string
  equityInvested: number
  totalValue: number
}

const columns: ReportColumn<Line>[] = [
  { key: 'name', header: 'Company', value: (line) => line.name },
  {
    key: 'equityInvested',
    header: 'Equity Invested',
    kind: 'number',
    value: (line) => line.equityInvested,
    format: formatScheduleAmount,
  },
  {
    key: 'totalValue',
    header: 'Total Value',
    kind: 'number',
    value: (line) => line.totalValue,
    format: formatScheduleAmount,
  },
  {
    key: 'moic',
    header: 'MOIC',
    kind: 'number',
    value: (line) => line.totalValue / line.equityInvested,
    format: formatMoic,
  },
]

/** `count` companies spread over the three status groups, each group with its subtotal. */
function groupsOf(count: number): ReportGroup<Line>[] {
  return INVESTMENT_STATUS_GROUPS.map((status, g) => {
    const rows = Array.from({ length: Math.ceil(count / 3) }, (_, i) => ({
      id: `${g}-${i}`,
      name: `${status} Company ${String(i + 1).padStart(4, '0')}`,
      equityInvested: 10 + ((i * 7) % 90),
      totalValue: 12 + ((i * 13) % 150),
    }))
    const sum = (key: 'equityInvested' | 'totalValue') => rows.reduce((total, row) => total + row[key], 0)
    return {
      id: status,
      label: status,
      rows,
      subtotal: {
        id: `subtotal-${g}`,
        name: status,
        equityInvested: sum('equityInvested'),
        totalValue: sum('totalValue'),
      },
    }
  })
}

const total = (groups: ReportGroup<Line>[]): Line => ({
  id: 'total',
  name: 'Total',
  equityInvested: groups.reduce((sum, g) => sum + g.subtotal!.equityInvested, 0),
  totalValue: groups.reduce((sum, g) => sum + g.subtotal!.totalValue, 0),
})

const lineKey = (line: Line) => line.id
const few = groupsOf(9)
const many = groupsOf(2000)

const meta = {
  title: 'Components/Data/VirtualReportTable',
  component: VirtualReportTable<Line>,
  args: {
    label: 'Summary investment schedule',
    columns,
    groups: few,
    total: total(few),
    totalLabel: 'Total investments',
    rowKey: lineKey,
  },
  render: (args) => (
    <Stage>
      <VirtualReportTable {...args} />
    </Stage>
  ),
} satisfies Meta<typeof VirtualReportTable<Line>>

export default meta
type Story = StoryObj<typeof meta>

/** A short table is drawn whole: headings, companies, subtotals and the total, as ReportTable draws them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Summary investment schedule' })
    await waitFor(() => expect(within(table).getAllByRole('rowheader', { name: /Company/ })).toHaveLength(9))
    await expect(within(table).getAllByRole('rowheader', { name: /^Total / })).toHaveLength(4)
    await expect(within(table).getByRole('rowheader', { name: 'Total investments' })).toBeVisible()
  },
}

/** 2,000 companies: only those near the frame's view are in the page; scrolling it to the end shows the last one. */
export const ManyRows: Story = {
  args: { groups: many, total: total(many) },
  // The frame scrolls in both directions, its column headings and company names staying in view.
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Summary investment schedule' })
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(10))
    await expect(within(table).getAllByRole('rowheader').length).toBeLessThan(200)
    const frame = within(canvasElement).getByRole('region', { name: 'Summary investment schedule' })
    frame.scrollTo(0, frame.scrollHeight)
    const last = many.at(-1)!.rows.at(-1)!.name
    const lastRow = await within(table).findByRole('rowheader', { name: last })
    await expect(within(table).getAllByRole('rowheader').length).toBeLessThan(200)
    // The column headings stay at the frame's top, the company names at its left edge.
    await waitFor(() =>
      expect(within(table).getAllByRole('columnheader')[0]!.getBoundingClientRect().top).toBeCloseTo(
        frame.getBoundingClientRect().top + 1,
        -1,
      ),
    )
    frame.scrollTo(frame.scrollWidth, frame.scrollTop)
    await waitFor(() =>
      expect(lastRow.getBoundingClientRect().left).toBeCloseTo(frame.getBoundingClientRect().left + 1, -1),
    )
    frame.scrollTo(0, 0)
    await within(table).findByRole('rowheader', { name: many[0]!.rows[0]!.name })
    // The total stays at the frame's foot (above its sideways scroll bar), not 2,000 rows down.
    const totalRow = within(table).getByRole('rowheader', { name: 'Total investments' })
    const foot = frame.getBoundingClientRect().top + frame.clientTop + frame.clientHeight
    await waitFor(() => expect(totalRow.getBoundingClientRect().bottom).toBeCloseTo(foot, -1))
  },
}
