import { useEffect, useState, type ReactNode } from 'react'
import { TableVirtuoso, type TableComponents } from 'react-virtuoso'
import type { DocumentSort, Id, UserFormats } from '../../../domain'
import { Spinner } from '../../feedback/Spinner'
import { dataGridTexts } from '../../texts'
import { createPageRequestGuard, selectionState, type DataGridColumn } from './cells'
import { FooterCell, FooterContent, Frame } from './DataGrid.styles'
import { GridHeader } from './GridHeader'
import { GridRowCells, type RowSpec } from './GridRowCells'
import { gridComponents, type GridContext } from './virtuosoParts'
import { theme } from '../../theme/tokens'

export interface DataGridSelection {
  selectedIds: readonly Id[]
  onChange: (selectedIds: Id[]) => void
  /** Adds 'Download Selected' to the header menu. */
  onDownloadSelected?: () => void
}

export interface DataGridProps<T> {
  /** The table's accessible name. */
  label: string
  rows: readonly T[]
  columns: readonly DataGridColumn<T>[]
  getRowId: (row: T) => Id
  /** Names a row in its controls ('Select …', 'Download …'), e.g. the document title. */
  rowLabel: (row: T) => string
  /** Rows on the server when known (aria-rowcount); the loaded count otherwise. */
  totalCount?: number
  /** The user's date and number formats for date and currency cells. */
  formats?: UserFormats
  sort?: DocumentSort | null
  /** A sortable header was clicked: the same key toggles ASC/DESC, a new key starts ASC. */
  onSortChange?: (sort: DocumentSort) => void
  /** Scrolling reached the end: load the next page. Called once per loaded count while in flight. */
  onEndReached?: () => void | Promise<unknown>
  /** False when every row is loaded (no more end-reached calls). */
  hasMore?: boolean
  /** A page is loading (shown in the footer). */
  loadingMore?: boolean
  /** Adds the read-indicator column (an unread dot, and the row's first cell in bold). */
  isRead?: (row: T) => boolean
  /** Adds the select column with its header checkbox menu. */
  selection?: DataGridSelection
  /** Adds the action-item flag column. */
  actionFlag?: { isFlagged: (row: T) => boolean; onToggle: (row: T) => void }
  /** Adds the download column. */
  onDownload?: (row: T) => void
  /** Highlighted rows (pending documents). */
  isHighlighted?: (row: T) => boolean
  /** Height of the scrolling area in pixels. */
  height?: number
  /** Shown when there are no rows. */
  emptyContent?: ReactNode
}

/** A column without a width of its own (the document NAME) keeps at least this much on a narrow screen. */
const MIN_FLEXIBLE_COLUMN_WIDTH = 160

/**
 * A virtualised table (react-virtuoso) with rows of 58 px, a sticky header, sortable headers (aria-sort),
 * infinite scrolling and optional document columns: read indicator, selection, action flag and download.
 */
export function DataGrid<T>({
  label,
  rows,
  columns,
  getRowId,
  rowLabel,
  totalCount,
  formats,
  sort,
  onSortChange,
  onEndReached,
  hasMore = true,
  loadingMore = false,
  isRead,
  selection,
  actionFlag,
  onDownload,
  isHighlighted,
  height,
  emptyContent = dataGridTexts.empty,
}: DataGridProps<T>) {
  const [guard] = useState(createPageRequestGuard)
  const selected = new Set(selection?.selectedIds ?? [])

  const requestMore = () => {
    if (onEndReached && hasMore && !loadingMore) guard.request(rows.length, onEndReached)
  }
  // Rows that do not fill the scroller can never be scrolled to their end: ask for more right away.
  const scrollerHeight = height ?? theme.sizes.gridHeight
  const fillsScroller = rows.length * theme.dimensions.gridRowHeight >= scrollerHeight
  useEffect(() => {
    if (rows.length > 0 && !fillsScroller && onEndReached && hasMore && !loadingMore) {
      guard.request(rows.length, onEndReached)
    }
  }, [rows.length, fillsScroller, onEndReached, hasMore, loadingMore, guard])

  const loadedIds = rows.map(getRowId)
  const colSpan =
    columns.length + (isRead ? 1 : 0) + (selection ? 1 : 0) + (actionFlag ? 1 : 0) + (onDownload ? 1 : 0)
  const { gridIconColumn, gridCheckboxColumn, iconMd, gap } = theme.sizes
  // The columns' own widths (a flexible column at least MIN_FLEXIBLE_COLUMN_WIDTH) and the icon columns'.
  const minWidth =
    columns.reduce((sum, column) => sum + (column.width ?? MIN_FLEXIBLE_COLUMN_WIDTH), 0) +
    (isRead ? gridIconColumn : 0) +
    (selection ? gridCheckboxColumn + iconMd : 0) +
    (actionFlag ? gridIconColumn : 0) +
    (onDownload ? gridIconColumn + gap : 0)
  const context: GridContext = {
    label,
    rowCount: totalCount ?? rows.length,
    colSpan,
    minWidth,
    emptyContent,
    isHighlighted: (row) => isHighlighted?.(row as T) ?? false,
    isSelected: (row) => selected.has(getRowId(row as T)),
  }

  const header = () => (
    <GridHeader
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      readColumn={Boolean(isRead)}
      flagColumn={Boolean(actionFlag)}
      downloadColumn={Boolean(onDownload)}
      selection={
        selection && {
          ...selectionState(loadedIds, selected),
          selectedCount: selected.size,
          onSelectAll: () => selection.onChange(loadedIds),
          onDeselectAll: () => selection.onChange([]),
          onDownloadSelected: selection.onDownloadSelected,
        }
      }
    />
  )

  const spec: RowSpec<T> = {
    columns,
    formats,
    getRowId,
    rowLabel,
    isRead,
    isHighlighted,
    actionFlag,
    onDownload,
    onSelect: selection
      ? (id, next) =>
          selection.onChange(next ? [...selected, id] : [...selected].filter((other) => other !== id))
      : undefined,
  }
  const rowCells = (_index: number, row: T) => (
    <GridRowCells row={row} selected={selected.has(getRowId(row))} spec={spec} />
  )

  return (
    <Frame>
      <TableVirtuoso<T, GridContext>
        style={{ height: scrollerHeight }}
        data={rows}
        context={context}
        components={gridComponents as TableComponents<T, GridContext>}
        fixedItemHeight={theme.dimensions.gridRowHeight}
        computeItemKey={(_index, row) => getRowId(row)}
        fixedHeaderContent={header}
        itemContent={rowCells}
        endReached={requestMore}
        fixedFooterContent={
          loadingMore
            ? () => (
                <tr>
                  <FooterCell colSpan={colSpan}>
                    <FooterContent>
                      <Spinner label={null} />
                      {dataGridTexts.loadingMore}
                    </FooterContent>
                  </FooterCell>
                </tr>
              )
            : undefined
        }
      />
    </Frame>
  )
}
