import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { dataGridTexts } from '../../../src/components/texts'
import {
  DEFAULT_DOCUMENT_SORT,
  documentColumns,
  documentTexts,
  setActionItem,
  type Document,
} from '../../../src/domain'
import { DocumentsTable, rowIdOf, type DocumentsTableProps } from '../../../src/screens/documentLibrary'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { Message } from '../../../src/components'
import { makeDocuments } from '../../components/documentFixtures'
import { Stage } from '../../components/Stage'
import { findRows, scrollerOf } from '../screenHelpers'

/** The table with its selection, sort and flags kept in state, as a document library keeps them. */
function DocumentsTableInState(props: DocumentsTableProps) {
  const [documents, setDocuments] = useState(props.documents)
  const [selectedIds, setSelectedIds] = useState(props.selectedIds)
  const [sort, setSort] = useState(props.sort)
  return (
    <Stage>
      <DocumentsTable
        {...props}
        documents={documents}
        selectedIds={selectedIds}
        sort={sort}
        onSortChange={(next) => {
          setSort(next)
          props.onSortChange(next)
        }}
        onSelectionChange={(ids) => {
          setSelectedIds(ids)
          props.onSelectionChange(ids)
        }}
        onToggleActionItem={(document) => {
          setDocuments((all) => setActionItem(all, rowIdOf(document), !document.actionItem))
          props.onToggleActionItem(document)
        }}
      />
    </Stage>
  )
}

const documents = makeDocuments(30)

/**
 * The documents grid of spec §2.5 as the documents and data room screens use it: read indicator, select (with the
 * header menu), action flag, NAME, FUND, INVESTOR ACCOUNT, PUBLISH DATE and download, in the session's formats.
 */
const meta = {
  title: 'Screens/Parts/DocumentLibrary/DocumentsTable',
  component: DocumentsTable,
  args: {
    label: texts.gridLabel,
    documents,
    total: 1_284,
    sort: DEFAULT_DOCUMENT_SORT,
    onSortChange: fn(),
    selectedIds: [],
    onSelectionChange: fn(),
    onDownloadSelected: fn(),
    onToggleActionItem: fn(),
    onDownload: fn(),
    onEndReached: fn(),
    hasMore: false,
    emptyContent: <Message>{texts.empty}</Message>,
  },
  render: (args) => <DocumentsTableInState {...args} />,
} satisfies Meta<typeof DocumentsTable>

export default meta
type Story = StoryObj<typeof meta>

const at = (index: number) => documents[index] as Document

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { table, rows } = await findRows(canvasElement, texts.gridLabel, 5)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim() ?? '')
    await expect(headers).toHaveLength(documentColumns.length)
    await expect(headers.slice(3, 7)).toEqual(documentColumns.slice(3, 7).map((column) => column.label))
    await expect(table).toHaveAttribute('aria-rowcount', '1285')
    await expect(within(table).getByRole('columnheader', { name: /PUBLISH DATE/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    // The first document: read, an action item, for every investor account, published Jan-01-2026.
    await expect(rows[0]?.cells[0]).toHaveTextContent(dataGridTexts.read)
    await expect(
      within(rows[0]!).getByRole('button', { name: dataGridTexts.actionItem(at(0).title) }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(rows[0]?.cells[5]).toHaveTextContent(documentTexts.allInvestors)
    await expect(rows[0]?.cells[6]).toHaveTextContent('Jan-01-2026')
    // A pending document: 'N/A' for its publish date.
    await expect(rows[3]?.cells[3]).toHaveTextContent(`${at(3).title}, ${dataGridTexts.pending}`)
    await expect(rows[3]?.cells[6]).toHaveTextContent(documentTexts.notAvailable)
  },
}

/** Publish dates in the signed-in user's format (here YYYY.M.DD, as chosen in Preferences). */
export const InUserFormats: Story = {
  parameters: { session: 'started' },
  beforeEach: () => {
    const { user } = currentPortalState()
    if (!user) throw new Error('The story session has no user')
    user.preferences = [
      { setting: 'DateFormat', value: 'YYYY.M.DD' },
      { setting: 'NumberFormat', value: '1.234,56' },
    ]
  },
  play: async ({ canvasElement }) => {
    const { rows } = await findRows(canvasElement, texts.gridLabel, 5)
    await expect(rows[0]?.cells[6]).toHaveTextContent('2026.1.01')
    await expect(rows[3]?.cells[6]).toHaveTextContent(documentTexts.notAvailable)
  },
}

/** Row checkboxes and the header menu: Select All, then Download Selected. */
export const Selecting: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const { table } = await findRows(canvasElement, texts.gridLabel, 5)
    await userEvent.click(within(table).getByRole('checkbox', { name: dataGridTexts.selectRow(at(1).title) }))
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([at(1).documentId])
    await expect(within(table).getByRole('checkbox', { name: dataGridTexts.selectAllRows })).toHaveAttribute(
      'aria-checked',
      'mixed',
    )
    await userEvent.click(within(table).getByRole('button', { name: dataGridTexts.selectionOptions }))
    await userEvent.click(await body.findByRole('menuitem', { name: documentTexts.selectAll }))
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(documents.map(rowIdOf))
    await userEvent.click(within(table).getByRole('button', { name: dataGridTexts.selectionOptions }))
    await userEvent.click(await body.findByRole('menuitem', { name: documentTexts.downloadSelected }))
    await expect(args.onDownloadSelected).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull())
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Every data column sorts: a new column starts ascending, the same one toggles. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const { table } = await findRows(canvasElement, texts.gridLabel, 5)
    await userEvent.click(within(table).getByRole('button', { name: /^INVESTOR ACCOUNT/ }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'investorAccountName', direction: 'ASC' })
    await userEvent.click(within(table).getByRole('button', { name: /^INVESTOR ACCOUNT/ }))
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'investorAccountName',
      direction: 'DESC',
    })
    await expect(within(table).getByRole('columnheader', { name: /INVESTOR ACCOUNT/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(within(table).getByRole('columnheader', { name: /PUBLISH DATE/ })).not.toHaveAttribute(
      'aria-sort',
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The flag and download icons of a row report its document. */
export const RowActions: Story = {
  play: async ({ canvasElement, args }) => {
    const { table } = await findRows(canvasElement, texts.gridLabel, 5)
    const flag = within(table).getByRole('button', { name: dataGridTexts.actionItem(at(1).title) })
    await expect(flag).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(flag)
    await expect(args.onToggleActionItem).toHaveBeenCalledWith(at(1))
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(within(table).getByRole('button', { name: dataGridTexts.download(at(2).title) }))
    await expect(args.onDownload).toHaveBeenCalledWith(at(2))
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** More documents on the provider: reaching the end asks for the next page. */
export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await findRows(canvasElement, texts.gridLabel, 5)
    await expect(args.onEndReached).not.toHaveBeenCalled()
    const scroller = scrollerOf(canvasElement)
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalledTimes(1))
    scroller.scrollTop = 0
    await waitFor(() => expect(canvasElement.querySelector('[data-row][aria-rowindex="2"]')).not.toBeNull())
  },
}

/** No document matches: the screen's message in place of rows, and nothing to select. */
export const Empty: Story = {
  args: { documents: [], total: 0 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: texts.gridLabel })
    await expect(within(table).getByText(texts.empty)).toBeVisible()
    await expect(table.querySelectorAll('[data-row]')).toHaveLength(0)
    await expect(within(table).getByRole('checkbox', { name: dataGridTexts.selectAllRows })).not.toBeChecked()
  },
}
