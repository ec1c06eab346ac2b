import { useMemo, type ReactNode } from 'react'
import { DataGrid } from '../../components'
import { isPendingDocument, type Document, type DocumentSort, type Id } from '../../domain'
import { usePortalSession } from '../portalSession'
import { documentGridColumns, type DocumentOpening } from './documentColumns'
import { rowIdOf } from './documentTerms'

export interface DocumentsTableProps {
  label: string
  documents: readonly Document[]
  total?: number
  sort: DocumentSort
  onSortChange: (sort: DocumentSort) => void
  selectedIds: readonly Id[]
  onSelectionChange: (ids: Id[]) => void
  onDownloadSelected: () => void
  onToggleActionItem: (document: Document) => void
  onDownload: (document: Document) => void
  /** Names of PDFs open them in the portal's viewer. */
  opening?: DocumentOpening
  onEndReached?: () => void | Promise<unknown>
  hasMore?: boolean
  loadingMore?: boolean
  emptyContent: ReactNode
}

const isRead = (document: Document) => document.markedRead
const isFlagged = (document: Document) => document.actionItem

/**
 * The documents grid of spec §2.5: read indicator, select checkbox (header menu Select All, Deselect All, Download
 * Selected), action flag, NAME, FUND, INVESTOR ACCOUNT, PUBLISH DATE, download; pending rows highlighted;
 * virtualised rows of 58 px with infinite scrolling.
 */
export function DocumentsTable({
  label,
  documents,
  total,
  sort,
  onSortChange,
  selectedIds,
  onSelectionChange,
  onDownloadSelected,
  onToggleActionItem,
  onDownload,
  opening,
  onEndReached,
  hasMore = false,
  loadingMore = false,
  emptyContent,
}: DocumentsTableProps) {
  const { formats } = usePortalSession()
  const columns = useMemo(
    () => documentGridColumns(formats.dateFormat, opening),
    [formats.dateFormat, opening],
  )
  return (
    <DataGrid<Document>
      label={label}
      rows={documents}
      columns={columns}
      getRowId={rowIdOf}
      rowLabel={(document) => document.title}
      totalCount={total}
      formats={formats}
      sort={sort}
      onSortChange={onSortChange}
      onEndReached={onEndReached}
      hasMore={hasMore}
      loadingMore={loadingMore}
      isRead={isRead}
      selection={{ selectedIds, onChange: onSelectionChange, onDownloadSelected }}
      actionFlag={{ isFlagged, onToggle: onToggleActionItem }}
      onDownload={onDownload}
      isHighlighted={isPendingDocument}
      emptyContent={emptyContent}
    />
  )
}
