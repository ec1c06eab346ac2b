import type { ReactNode } from 'react'
import type { Document, DocumentSort } from '../../domain'
import { BulkActionsBar } from './BulkActionsBar'
import { DocumentsTable } from './DocumentsTable'
import { Stack } from '../../components'
import type { DocumentLibrary } from './useDocumentLibrary'
import { useDocumentPreview } from './useDocumentPreview'

export interface DocumentLibraryViewProps {
  label: string
  library: DocumentLibrary
  documents: readonly Document[]
  total?: number
  summary: ReactNode
  sort: DocumentSort
  onSortChange: (sort: DocumentSort) => void
  onEndReached?: () => void | Promise<unknown>
  hasMore?: boolean
  loadingMore?: boolean
  emptyContent: ReactNode
}

/** The bulk actions bar over the documents grid, wired to one document library. */
export function DocumentLibraryView({
  label,
  library,
  documents,
  summary,
  ...grid
}: DocumentLibraryViewProps) {
  const { selectedIds, select, actions, bulkDownload, markingRead, outcome } = library
  const preview = useDocumentPreview(documents, actions)
  return (
    <Stack $gap="md">
      <BulkActionsBar
        summary={summary}
        selectedCount={selectedIds.length}
        onDownloadSelected={() => void library.downloadSelected()}
        onMarkAsRead={() => void library.markSelectedRead()}
        download={bulkDownload.state}
        onCancelDownload={bulkDownload.cancel}
        markingRead={markingRead}
        outcome={outcome}
      />
      <DocumentsTable
        {...grid}
        label={label}
        documents={documents}
        selectedIds={selectedIds}
        onSelectionChange={select}
        onDownloadSelected={() => void library.downloadSelected()}
        onToggleActionItem={(document) => void actions.toggleActionItem(document)}
        onDownload={(document) => void actions.download(document)}
        opening={preview.link}
      />
      {preview.dialog}
    </Stack>
  )
}
