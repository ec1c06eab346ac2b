import type { Meta, StoryObj } from '@storybook/react-vite'
import { useCallback, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DataGrid, SCROLLER_TEST_ID, type DataGridColumn, type DataGridProps } from '../../../src/components'
import {
  DEFAULT_DOCUMENT_SORT,
  documentColumns,
  documentTexts,
  DOWNLOAD_SELECTION_HINT,
  type CashFlowRow,
  type DocumentRow,
  type DocumentSort,
  type Id,
} from '../../../src/domain'
import { cashFlows, makeDocumentRows } from '../documentFixtures'
import { Stage, atWidth } from '../Stage'
import { cellInColumn, rowWith } from '../tableQueries'

const label = (key: string) => documentColumns.find((column) => column.key === key)?.label ?? ''

/** The documents grid's data columns (spec §2.5), labels from the domain. */
const documentGridColumns: DataGridColumn<DocumentRow>[] = [
  { key: 'title', header: label('title'), sortable: true, value: (row) => row.title },
  {
    key: 'fundDisplayName',
    header: label('fundDisplayName'),
    sortable: true,
    width: 280,
    value: (row) => row.fund,
  },
  {
    key: 'investorAccountName',
    header: label('investorAccountName'),
    width: 240,
    value: (row) => row.investorAccount,
  },
  {
    key: 'publishDate',
    header: label('publishDate'),
    sortable: true,
    width: 160,
    value: (row) => row.publishDate,
  },
]

type Props = DataGridProps<DocumentRow>

/** The documents grid as the documents screen assembles it, with its own selection and sort state. */
function DocumentsGrid(props: Props) {
  const [selectedIds, setSelectedIds] = useState<Id[]>([...(props.selection?.selectedIds ?? [])])
  const [sort, setSort] = useState<DocumentSort | null>(props.sort ?? null)
  const [rows, setRows] = useState(props.rows)
  return (
    <Stage>
      <DataGrid<DocumentRow>
        {...props}
        rows={rows}
        sort={sort}
        onSortChange={(next) => {
          setSort(next)
          props.onSortChange?.(next)
        }}
        selection={
          props.selection && {
            ...props.selection,
            selectedIds,
            onChange: (ids) => {
              setSelectedIds(ids)
              props.selection?.onChange(ids)
            },
          }
        }
        actionFlag={
          props.actionFlag && {
            isFlagged: (row) => row.actionItem,
            onToggle: (row) => {
              setRows((all) => all.map((r) => (r.id === row.id ? { ...r, actionItem: !r.actionItem } : r)))
              props.actionFlag?.onToggle(row)
            },
          }
        }
      />
    </Stage>
  )
}

/**
 * The DataGrid's stories also specify its parts: GridHeader (sortable headers, icon columns), SelectionHeader (the
 * header checkbox menu) and virtuosoParts (the scroller, rows with data-row, the empty placeholder).
 */
const meta = {
  title: 'Components/Data/DataGrid',
  component: DataGrid,
  args: {
    label: 'Documents',
    rows: makeDocumentRows(30),
    columns: documentGridColumns,
    getRowId: (row: DocumentRow) => row.id ?? row.title,
    rowLabel: (row: DocumentRow) => row.title,
    sort: DEFAULT_DOCUMENT_SORT,
    onSortChange: fn(),
    isRead: (row: DocumentRow) => row.markedRead,
    isHighlighted: (row: DocumentRow) => row.highlighted,
    selection: { selectedIds: [], onChange: fn(), onDownloadSelected: fn() },
    actionFlag: { isFlagged: (row: DocumentRow) => row.actionItem, onToggle: fn() },
    onDownload: fn(),
    height: 480,
  },
  render: (args) => <DocumentsGrid {...(args as Props)} />,
} satisfies Meta<typeof DataGrid<DocumentRow>>

export default meta
type Story = StoryObj<typeof meta>

/** Virtuoso renders rows once it has measured the scroller: wait for them. */
const renderedRows = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-row]').length).toBeGreaterThan(0))
  return Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-row]'))
}

const headers = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '')

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Documents' })
    await expect(table).toHaveAttribute('aria-rowcount', '31')
    // Columns in the spec's order: read indicator, select, action flag, NAME, FUND, INVESTOR ACCOUNT, PUBLISH DATE, download.
    await expect(headers(canvasElement).slice(3, 7)).toEqual([
      'NAME',
      'FUND',
      'INVESTOR ACCOUNT',
      'PUBLISH DATE',
    ])
    await expect(canvas.getByRole('columnheader', { name: /PUBLISH DATE/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await renderedRows(canvasElement)
    const [first] = args.rows as [DocumentRow]
    await expect(rowWith(canvasElement, first.title).getBoundingClientRect().height).toBe(58)
  },
}

/**
 * On a phone-sized width (412 px) the columns keep their widths (NAME at least 160 px) and the grid scrolls
 * sideways inside its frame, instead of squeezing NAME to nothing.
 */
export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = canvas.getByRole('columnheader', { name: /NAME/ })
    await expect(name.getBoundingClientRect().width).toBeGreaterThanOrEqual(160)
    const scroller = canvas.getByTestId(SCROLLER_TEST_ID)
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    )
  },
}

/** Clicking a header sorts by it (ASC), clicking again toggles DESC; aria-sort follows. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await renderedRows(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /^NAME/ }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'title', direction: 'ASC' })
    await expect(canvas.getByRole('columnheader', { name: /^NAME/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(canvas.getByRole('columnheader', { name: /PUBLISH DATE/ })).not.toHaveAttribute('aria-sort')
    await userEvent.click(canvas.getByRole('button', { name: /^NAME/ }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'title', direction: 'DESC' })
    await expect(canvas.getByRole('columnheader', { name: /^NAME/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
  },
}

export const KeyboardSorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await renderedRows(canvasElement)
    canvas.getByRole('button', { name: /^FUND/ }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'fundDisplayName', direction: 'ASC' })
    await userEvent.keyboard(' ')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'fundDisplayName', direction: 'DESC' })
  },
}

/** The header checkbox menu: Select All, Deselect All and Download Selected. */
export const Selection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    const first = args.rows[0] as DocumentRow
    await renderedRows(canvasElement)
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.title}` }))
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith([first.id])
    await expect(canvas.getByRole('checkbox', { name: 'Select all loaded rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Selection options' }))
    const menu = await body.findByRole('menu', { name: 'Selection options' })
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([documentTexts.selectAll, documentTexts.deselectAll, documentTexts.downloadSelected])
    await userEvent.click(within(menu).getByRole('menuitem', { name: documentTexts.selectAll }))
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(
      (args.rows as DocumentRow[]).map((row) => row.id),
    )
    await expect(canvas.getByRole('checkbox', { name: 'Select all loaded rows' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Selection options' }))
    await userEvent.click(await body.findByRole('menuitem', { name: documentTexts.downloadSelected }))
    await expect(args.selection?.onDownloadSelected).toHaveBeenCalledTimes(1)
  },
}

/** The menu opens from the keyboard; Deselect All clears the selection. */
export const SelectionKeyboard: Story = {
  args: { selection: { selectedIds: [1, 2, 3], onChange: fn(), onDownloadSelected: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    canvas.getByRole('button', { name: 'Selection options' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() => expect(body.getByRole('menuitem', { name: documentTexts.selectAll })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith([])
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Selection options' })).toHaveFocus())
  },
}

/** More than 50 selected: download is disabled with the spec's hint. */
export const TooManySelected: Story = {
  args: {
    rows: makeDocumentRows(60),
    selection: {
      selectedIds: Array.from({ length: 60 }, (_, i) => i + 1),
      onChange: fn(),
      onDownloadSelected: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Selection options' }))
    const download = await body.findByRole('menuitem', { name: new RegExp(documentTexts.downloadSelected) })
    await expect(download).toHaveAttribute('aria-disabled', 'true')
    await expect(download).toHaveAccessibleDescription(DOWNLOAD_SELECTION_HINT)
    await userEvent.click(download)
    await expect(args.selection?.onDownloadSelected).not.toHaveBeenCalled()
  },
}

/** Per row: read indicator, action flag and download icon; pending rows highlighted. */
export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const [first, second, , fourth] = args.rows as DocumentRow[]
    if (!first || !second || !fourth) throw new Error('fixture rows missing')
    await renderedRows(canvasElement)
    await expect(rowWith(canvasElement, first.title)).toHaveTextContent('Read')
    await expect(rowWith(canvasElement, second.title)).toHaveTextContent('Unread')
    await expect(rowWith(canvasElement, fourth.title)).toHaveTextContent('Pending')
    const flag = canvas.getByRole('button', { name: `Action item: ${first.title}` })
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(flag)
    await expect(args.actionFlag?.onToggle).toHaveBeenCalledWith(first)
    await expect(flag).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(canvas.getByRole('button', { name: `Download ${second.title}` }))
    await expect(args.onDownload).toHaveBeenCalledWith(second)
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rows to show')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-row]')).toHaveLength(0)
  },
}

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading more rows')).toBeVisible()
  },
}

/** Amounts and dates formatted through src/domain: negatives in parentheses, numbers right-aligned. */
export const CurrencyAndDates: Story = {
  render: () => (
    <Stage>
      <DataGrid<CashFlowRow>
        label="Cash flow activity"
        rows={cashFlows}
        getRowId={(row) => `${row.date}-${row.investorName}`}
        rowLabel={(row) => row.category}
        height={520}
        columns={[
          { key: 'date', header: 'DATE', type: 'date', width: 160, value: (row) => row.date },
          { key: 'investorName', header: 'INVESTOR', value: (row) => row.investorName },
          { key: 'category', header: 'CATEGORY', value: (row) => row.category },
          { key: 'currency', header: 'CURRENCY', width: 120, value: (row) => row.currency },
          { key: 'amount', header: 'AMOUNT', type: 'currency', width: 180, value: (row) => row.amount },
        ]}
      />
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const [row] = (await renderedRows(canvasElement)) as [HTMLElement]
    await expect(cellInColumn(row, 'DATE')).toHaveTextContent('Jan-05-2026')
    await expect(cellInColumn(row, 'AMOUNT')).toHaveTextContent('(125,000.00)')
    await expect(getComputedStyle(cellInColumn(row, 'AMOUNT')).textAlign).toBe('right')
    await expect(within(canvasElement).getAllByRole('cell', { name: '173,250.75' })).toHaveLength(1)
  },
}

/** The same figures in the user's other formats (1.234,56 and M/D/YYYY). */
export const UserFormats: Story = {
  render: () => (
    <Stage>
      <DataGrid<CashFlowRow>
        label="Cash flow activity"
        rows={cashFlows.slice(0, 4)}
        getRowId={(row) => `${row.date}-${row.investorName}`}
        rowLabel={(row) => row.category}
        height={300}
        formats={{ dateFormat: 'M/D/YYYY', numberFormat: '1.234,56' }}
        columns={[
          { key: 'date', header: 'DATE', type: 'date', value: (row) => row.date },
          { key: 'amount', header: 'AMOUNT', type: 'currency', value: (row) => row.amount },
        ]}
      />
    </Stage>
  ),
  play: async ({ canvasElement }) => {
    const [row] = (await renderedRows(canvasElement)) as [HTMLElement]
    await expect(cellInColumn(row, 'DATE')).toHaveTextContent('1/5/2026')
    await expect(cellInColumn(row, 'AMOUNT')).toHaveTextContent('(125.000,00)')
  },
}

const MANY_ROWS = 20_000
const MAX_ROW_ELEMENTS = 60

function ManyRowsGrid(props: Props) {
  const [rows] = useState(() => makeDocumentRows(MANY_ROWS))
  return <DocumentsGrid {...props} rows={rows} />
}

/** 20,000 rows: rendered at once on mount, but never more than 60 row elements in the DOM. */
export const ManyRows: Story = {
  render: (args) => <ManyRowsGrid {...(args as Props)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', String(MANY_ROWS + 1))
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-row]').length).toBeGreaterThan(0))
    await expect(canvasElement.querySelectorAll('[data-row]').length).toBeLessThanOrEqual(MAX_ROW_ELEMENTS)
    const scroller = canvas.getByTestId('datagrid-scroller')
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() =>
      expect(canvasElement.querySelector(`[data-row][aria-rowindex="${MANY_ROWS + 1}"]`)).not.toBeNull(),
    )
    await expect(canvasElement.querySelectorAll('[data-row]').length).toBeLessThanOrEqual(MAX_ROW_ELEMENTS)
    scroller.scrollTop = 0
    await waitFor(() => expect(canvasElement.querySelector('[data-row][aria-rowindex="2"]')).not.toBeNull())
  },
}

const PAGE = 50

function InfiniteGrid(props: Props & { onPageRequested: () => void }) {
  const { onPageRequested, ...gridProps } = props
  const [rows, setRows] = useState(() => makeDocumentRows(PAGE))
  const [loading, setLoading] = useState(false)
  const loadMore = useCallback(() => {
    onPageRequested()
    setLoading(true)
    // The next page arrives after a tick, as from the provider.
    setTimeout(() => {
      setRows((loaded) => [...loaded, ...makeDocumentRows(PAGE, loaded.length)])
      setLoading(false)
    }, 0)
  }, [onPageRequested])
  return (
    <Stage>
      <DataGrid<DocumentRow>
        {...gridProps}
        rows={rows}
        onEndReached={loadMore}
        loadingMore={loading}
        hasMore={rows.length < MANY_ROWS}
      />
    </Stage>
  )
}

/** Scrolling to the end asks for the next page once; 50 rows are appended after a tick. */
export const InfiniteScroll: Story = {
  args: { onEndReached: fn() },
  render: (args) => <InfiniteGrid {...(args as Props)} onPageRequested={args.onEndReached as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table')
    await expect(table).toHaveAttribute('aria-rowcount', String(PAGE + 1))
    await renderedRows(canvasElement)
    const scroller = canvas.getByTestId('datagrid-scroller')
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(2 * PAGE + 1)))
    await expect(args.onEndReached).toHaveBeenCalledTimes(1)
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', String(3 * PAGE + 1)))
    await expect(args.onEndReached).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(canvas.queryByText('Loading more rows')).toBeNull())
  },
}
