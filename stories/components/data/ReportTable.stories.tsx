import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import {
  ReportTable,
  type ReportColumn,
  type ReportGroup,
  type ReportTableProps,
} from '../../../src/components'
import {
  formatMoic,
  formatScheduleAmount,
  INVESTMENT_STATUS_GROUPS,
  investmentTotals,
  scheduleOfInvestmentsTexts,
  type FundInvestmentRow,
} from '../../../src/domain'
import { Stage } from '../Stage'
import { cellInColumn } from '../tableQueries'

const company = (
  companyName: string,
  status: string,
  equityInvested: number,
  cashReceived: number,
  remainingFmv: number,
): FundInvestmentRow => ({
  companyName,
  investStatusDesc: status,
  equityInvested,
  cashReceived,
  remainingFmv,
  totalValue: cashReceived + remainingFmv,
  moic: (cashReceived + remainingFmv) / equityInvested,
})

const [realized, unrealized, publiclyTraded] = INVESTMENT_STATUS_GROUPS

const companies: FundInvestmentRow[] = [
  company('Northwind Logistics', realized, 42.5, 118.2, 0),
  company('Harbor Medical Devices', realized, 65.0, 52.3, 0),
  company('Summit Software Group', unrealized, 88.4, 12.0, 141.7),
  company('Bluewater Energy Services', unrealized, 54.1, 0, 31.6),
  company('Atlas Consumer Brands', publiclyTraded, 120.0, 35.5, 166.9),
]

const adjustments: FundInvestmentRow[] = [
  {
    companyName: 'Foreign exchange translation',
    equityInvested: 0,
    cashReceived: 0,
    remainingFmv: -3.4,
    totalValue: -3.4,
    moic: null,
  },
  {
    companyName: 'Escrow receivable',
    equityInvested: 0,
    cashReceived: 0,
    remainingFmv: 1.9,
    totalValue: 1.9,
    moic: null,
  },
]

const withTotals = (
  id: string,
  label: string,
  rows: FundInvestmentRow[],
): ReportGroup<FundInvestmentRow> => ({
  id,
  label,
  rows,
  subtotal: { companyName: '', ...investmentTotals(rows) },
})

const amount = (key: keyof FundInvestmentRow & string, header: string): ReportColumn<FundInvestmentRow> => ({
  key,
  header,
  kind: 'number',
  format: formatScheduleAmount,
  value: (row) => row[key] as number | null | undefined,
})

const columns: ReportColumn<FundInvestmentRow>[] = [
  { key: 'companyName', header: 'Company', value: (row) => row.companyName },
  amount('equityInvested', 'Equity Invested'),
  amount('cashReceived', 'Cash Received'),
  amount('remainingFmv', 'Remaining FMV'),
  amount('totalValue', 'Total Value'),
  { key: 'moic', header: 'MOIC', kind: 'number', format: formatMoic, value: (row) => row.moic },
]

const groups = [
  ...INVESTMENT_STATUS_GROUPS.map((status) =>
    withTotals(
      status,
      status,
      companies.filter((row) => row.investStatusDesc === status),
    ),
  ),
  withTotals('adjustments', scheduleOfInvestmentsTexts.adjustments, adjustments),
]

const meta = {
  title: 'Components/Data/ReportTable',
  component: ReportTable,
  args: {
    caption: 'Schedule of Investments (USD millions)',
    columns,
    groups,
    total: { companyName: '', ...investmentTotals([...companies, ...adjustments]) },
    rowKey: (row: FundInvestmentRow) => row.companyName,
  },
  render: (args) => (
    <Stage>
      <ReportTable {...(args as ReportTableProps<FundInvestmentRow>)} />
    </Stage>
  ),
} satisfies Meta<typeof ReportTable<FundInvestmentRow>>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('rowheader', { name }).closest('tr') as HTMLElement

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Schedule of Investments (USD millions)' })).toBeVisible()
    const headings = canvas
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('scope') === 'rowgroup')
    await expect(headings.map((cell) => cell.textContent)).toEqual([
      ...INVESTMENT_STATUS_GROUPS,
      scheduleOfInvestmentsTexts.adjustments,
    ])
    const realizedTotal = rowOf(canvasElement, `Total ${realized}`)
    await expect(realizedTotal).toHaveTextContent('107.5')
    await expect(realizedTotal).toHaveTextContent('1.59x')
    await expect(rowOf(canvasElement, 'Total')).toHaveTextContent('370.0')
  },
}

/** Negative amounts in parentheses, numbers right-aligned. */
export const Negatives: Story = {
  play: async ({ canvasElement }) => {
    const fx = rowOf(canvasElement, 'Foreign exchange translation')
    await expect(cellInColumn(fx, 'Remaining FMV')).toHaveTextContent('(3.4)')
    await expect(getComputedStyle(cellInColumn(fx, 'Remaining FMV')).textAlign).toBe('right')
    await expect(cellInColumn(fx, 'MOIC')).toHaveTextContent('-')
  },
}

export const Empty: Story = {
  args: {
    groups: INVESTMENT_STATUS_GROUPS.map((status) => ({ id: status, label: status, rows: [] })),
    total: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period')).toBeVisible()
  },
}

export const UserNumberFormat: Story = {
  args: { numberFormat: '1.234,56' },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'Total')).toHaveTextContent('370,0')
  },
}

/** Groups whose headings are disclosure buttons; the owner keeps which are collapsed (here, local state). */
function CollapsibleReportTable(props: ReportTableProps<FundInvestmentRow>) {
  const [collapsed, setCollapsed] = useState<readonly string[]>([])
  const groupsWithDisclosure = props.groups.map((group) => ({
    ...group,
    disclosure: {
      expanded: !collapsed.includes(group.id),
      onToggle: () =>
        setCollapsed((ids) =>
          ids.includes(group.id) ? ids.filter((id) => id !== group.id) : [...ids, group.id],
        ),
      name: `Companies: ${group.label}`,
    },
  }))
  return <ReportTable {...props} groups={groupsWithDisclosure} />
}

/** A collapsed group shows its subtotal only; its heading's button (aria-expanded) opens it again. */
export const CollapsibleGroups: Story = {
  render: (args) => (
    <Stage>
      <CollapsibleReportTable {...(args as ReportTableProps<FundInvestmentRow>)} />
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const realizedButton = canvas.getByRole('button', { name: `Companies: ${realized}` })
    await expect(realizedButton).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(realizedButton)
    await expect(realizedButton).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('rowheader', { name: 'Northwind Logistics' })).toBeNull()
    await expect(rowOf(canvasElement, `Total ${realized}`)).toHaveTextContent('107.5')
    await expect(canvas.getByRole('rowheader', { name: 'Summit Software Group' })).toBeVisible()
  },
}
