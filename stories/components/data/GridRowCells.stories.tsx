import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Frame, Head, Row, Table } from '../../../src/components/data/DataGrid/DataGrid.styles'
import { GridHeader } from '../../../src/components/data/DataGrid/GridHeader'
import { GridRowCells, type RowSpec } from '../../../src/components/data/DataGrid/GridRowCells'
import type { DataGridColumn } from '../../../src/components'
import { dataGridTexts } from '../../../src/components/texts'
import {
  DEFAULT_DATE_FORMAT,
  documentTexts,
  isPendingDocument,
  type CashFlowRow,
  type Document,
  type UserFormats,
} from '../../../src/domain'
import { documentGridColumns, rowIdOf } from '../../../src/screens/documentLibrary'
import { documentsScreenTexts } from '../../../src/screens/documentLibrary/texts'
import { cashFlows, makeDocuments } from '../documentFixtures'
import { Stage } from '../Stage'
import { cellInColumn, rowWith } from '../tableQueries'
import { theme } from '../../../src/components'

/** n=0 read and flagged, for 'All Investors'; n=1 unread; n=10 pending, unread and flagged (see the fixtures). */
const [readFlagged, unread] = makeDocuments(2) as [Document, Document]
const [pendingUnread] = makeDocuments(1, 10) as [Document]

/** Every optional column on, as the documents grid has them. */
const documentSpec = (): RowSpec<Document> => ({
  columns: documentGridColumns(DEFAULT_DATE_FORMAT),
  getRowId: rowIdOf,
  rowLabel: (document) => document.title,
  isRead: (document) => document.markedRead,
  isHighlighted: isPendingDocument,
  onSelect: fn(),
  actionFlag: { isFlagged: (document) => document.actionItem, onToggle: fn() },
  onDownload: fn(),
})

interface RowOfGridProps<T> {
  label: string
  row: T
  selected: boolean
  spec: RowSpec<T>
}

/**
 * One row of the grid in its table, under the grid's own header, with the selection and the flag kept in state so
 * the row answers clicks as in the grid.
 */
function RowOfGrid<T>({ label, row, selected: initiallySelected, spec }: RowOfGridProps<T>) {
  const [selected, setSelected] = useState(initiallySelected)
  const [flagged, setFlagged] = useState(() => spec.actionFlag?.isFlagged(row) ?? false)
  const liveSpec: RowSpec<T> = {
    ...spec,
    onSelect:
      spec.onSelect &&
      ((id, next) => {
        setSelected(next)
        spec.onSelect?.(id, next)
      }),
    actionFlag: spec.actionFlag && {
      isFlagged: () => flagged,
      onToggle: (toggled) => {
        setFlagged((current) => !current)
        spec.actionFlag?.onToggle(toggled)
      },
    },
  }
  return (
    <Stage>
      <Frame>
        <Table aria-label={label}>
          <Head>
            <GridHeader
              columns={spec.columns}
              readColumn={Boolean(spec.isRead)}
              flagColumn={Boolean(spec.actionFlag)}
              downloadColumn={Boolean(spec.onDownload)}
              selection={
                spec.onSelect && {
                  checked: selected,
                  indeterminate: false,
                  selectedCount: selected ? 1 : 0,
                  onSelectAll: () => setSelected(true),
                  onDeselectAll: () => setSelected(false),
                }
              }
            />
          </Head>
          <tbody>
            <Row
              $highlighted={spec.isHighlighted?.(row) ?? false}
              $selected={selected}
              style={{ height: theme.dimensions.gridRowHeight }}
            >
              <GridRowCells row={row} selected={selected} spec={liveSpec} />
            </Row>
          </tbody>
        </Table>
      </Frame>
    </Stage>
  )
}

/** The cells of one grid row: read indicator, select, action flag, the data columns and download. */
const meta = {
  title: 'Components/Data/GridRowCells',
  component: GridRowCells<Document>,
  args: { row: unread, selected: false, spec: documentSpec() },
  render: (args) => <RowOfGrid<Document> label={documentsScreenTexts.gridLabel} {...args} />,
} satisfies Meta<typeof GridRowCells<Document>>

export default meta
type Story = StoryObj<typeof meta>

/** The documents grid's column headers (labels from the domain, through the screen's columns). */
const [NAME, FUND, INVESTOR_ACCOUNT, PUBLISH_DATE] = documentGridColumns(DEFAULT_DATE_FORMAT).map(
  (column) => column.header,
) as [string, string, string, string]

/** The cell of the document's row in a column. */
const documentCell = (canvasElement: HTMLElement, document: Document, column: string) =>
  cellInColumn(rowWith(canvasElement, document.title), column)

/** An unread, active document: a dot, its name in bold, every cell in the header's order. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const row = rowWith(canvasElement, unread.title)
    const cell = (column: string) => cellInColumn(row, column)
    await expect(within(row).getAllByRole('cell')).toHaveLength(8)
    await expect(cell(dataGridTexts.read)).toHaveTextContent(dataGridTexts.unread)
    await expect(
      within(row).getByRole('checkbox', { name: dataGridTexts.selectRow(unread.title) }),
    ).not.toBeChecked()
    await expect(
      within(cell(dataGridTexts.actionItemColumn)).getByRole('button', {
        name: dataGridTexts.actionItem(unread.title),
      }),
    ).toHaveAttribute('aria-pressed', 'false')
    await expect(
      [NAME, FUND, INVESTOR_ACCOUNT, PUBLISH_DATE].map((column) => cell(column).textContent),
    ).toEqual([unread.title, unread.fundDisplayName, unread.investorAccountName, 'Jan-02-2026'])
    await expect(Number(getComputedStyle(cell(NAME)).fontWeight)).toBeGreaterThan(
      Number(getComputedStyle(cell(FUND)).fontWeight),
    )
    await expect(
      within(cell(dataGridTexts.downloadColumn)).getByRole('button', {
        name: dataGridTexts.download(unread.title),
      }),
    ).toBeVisible()
  },
}

/** A read action item with no investor account: no dot, regular weight, the flag on, 'All Investors'. */
export const ReadActionItem: Story = {
  args: { row: readFlagged },
  play: async ({ canvasElement }) => {
    const cell = (column: string) => documentCell(canvasElement, readFlagged, column)
    await expect(cell(dataGridTexts.read)).toHaveTextContent(dataGridTexts.read)
    await expect(
      within(cell(dataGridTexts.actionItemColumn)).getByRole('button', {
        name: dataGridTexts.actionItem(readFlagged.title),
      }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(cell(INVESTOR_ACCOUNT)).toHaveTextContent(documentTexts.allInvestors)
    await expect(getComputedStyle(cell(NAME)).fontWeight).toBe(getComputedStyle(cell(FUND)).fontWeight)
  },
}

/** A pending document (administrators): the row highlighted, ', Pending' read after its name, no publish date. */
export const Pending: Story = {
  args: { row: pendingUnread },
  play: async ({ canvasElement }) => {
    const row = rowWith(canvasElement, pendingUnread.title)
    await expect(cellInColumn(row, NAME)).toHaveTextContent(
      `${pendingUnread.title}, ${dataGridTexts.pending}`,
    )
    await expect(cellInColumn(row, PUBLISH_DATE)).toHaveTextContent(documentTexts.notAvailable)
    const plain = within(canvasElement).getByRole('columnheader', { name: NAME }).closest('tr') as HTMLElement
    await expect(getComputedStyle(row).backgroundColor).not.toBe(getComputedStyle(plain).backgroundColor)
  },
}

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: dataGridTexts.selectRow(unread.title) }),
    ).toBeChecked()
  },
}

/** Select, flag and download report the row (by id for select, the row itself for the others). */
export const RowActions: Story = {
  args: { spec: documentSpec() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('checkbox', { name: dataGridTexts.selectRow(unread.title) })
    await userEvent.click(select)
    await expect(args.spec.onSelect).toHaveBeenCalledWith(unread.documentId, true)
    await expect(select).toBeChecked()
    const flag = canvas.getByRole('button', { name: dataGridTexts.actionItem(unread.title) })
    await userEvent.click(flag)
    await expect(args.spec.actionFlag?.onToggle).toHaveBeenCalledWith(unread)
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(canvas.getByRole('button', { name: dataGridTexts.download(unread.title) }))
    await expect(args.spec.onDownload).toHaveBeenCalledWith(unread)
    await userEvent.click(select)
    await expect(args.spec.onSelect).toHaveBeenLastCalledWith(unread.documentId, false)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

const cashFlowColumns: DataGridColumn<CashFlowRow>[] = [
  { key: 'date', header: 'DATE', type: 'date', width: 160, value: (row) => row.date },
  { key: 'investorName', header: 'INVESTOR', value: (row) => row.investorName },
  { key: 'category', header: 'CATEGORY', value: (row) => row.category },
  { key: 'amount', header: 'AMOUNT', type: 'currency', width: 180, value: (row) => row.amount },
]

const [firstCashFlow] = cashFlows as [CashFlowRow]

const cashFlowRow = (formats?: UserFormats) => (
  <RowOfGrid<CashFlowRow>
    label="Cash flow activity"
    row={firstCashFlow}
    selected={false}
    spec={{
      columns: cashFlowColumns,
      formats,
      getRowId: (row) => `${row.date}-${row.investorName}`,
      rowLabel: (row) => row.category,
    }}
  />
)

/** Data columns only (no read, select, flag or download): dates and amounts formatted through src/domain. */
export const DataOnly: Story = {
  render: () => cashFlowRow(),
  play: async ({ canvasElement }) => {
    const row = rowWith(canvasElement, firstCashFlow.investorName)
    await expect(within(row).getAllByRole('cell')).toHaveLength(4)
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
    await expect(cellInColumn(row, 'DATE')).toHaveTextContent('Jan-05-2026')
    await expect(cellInColumn(row, 'AMOUNT')).toHaveTextContent('(125,000.00)')
    await expect(getComputedStyle(cellInColumn(row, 'AMOUNT')).textAlign).toBe('right')
  },
}

/** The same row in the user's other formats (1.234,56 and M/D/YYYY). */
export const DataOnlyInUserFormats: Story = {
  render: () => cashFlowRow({ dateFormat: 'M/D/YYYY', numberFormat: '1.234,56' }),
  play: async ({ canvasElement }) => {
    const row = rowWith(canvasElement, firstCashFlow.investorName)
    await expect(cellInColumn(row, 'DATE')).toHaveTextContent('1/5/2026')
    await expect(cellInColumn(row, 'AMOUNT')).toHaveTextContent('(125.000,00)')
  },
}
