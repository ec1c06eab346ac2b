import { useState } from 'react'
import { requestContext } from '../../api'
import { Spinner } from '../../components'
import { formatNumber, warningTexts } from '../../domain'
import { usePortalSession } from '../session'
import {
  DocumentLibraryView,
  documentsScreenTexts as texts,
  Message,
  Muted,
  ScreenPage,
  Strong,
  useDocumentLibrary,
  useDocumentSearch,
} from '../shared'
import { DocumentFiltersPanel } from './DocumentFiltersPanel'
import { useDocumentExport } from './useDocumentExport'
import { useDocumentFilters } from './useDocumentFilters'

/**
 * The document library (spec §2.5 Documents, /documents): filters, the total, bulk actions, and the virtualised,
 * sortable, infinitely scrolled grid; 'Export as Excel' exports the current list.
 */
export function DocumentsScreen() {
  const session = usePortalSession()
  const [today] = useState(() => requestContext.now())
  const filters = useDocumentFilters()
  const search = useDocumentSearch(filters.query, session.notifyWarning)
  const library = useDocumentLibrary(search.documents, search.update, filters.query)
  const { exporting, exportList } = useDocumentExport(filters.query)

  const total = search.total ?? 0
  const summary =
    search.status === 'loaded' ? (
      <>
        <Strong aria-live="polite">
          {texts.total(
            formatNumber(total, { decimals: 0, numberFormat: session.formats.numberFormat }),
            total === 1,
          )}
        </Strong>
        {library.selectedIds.length > 0 && <Muted>{texts.selected(library.selectedIds.length)}</Muted>}
      </>
    ) : null
  const emptyContent =
    search.status === 'loading' ? (
      <Message>
        <Spinner size="lg" label={texts.loading} />
      </Message>
    ) : search.status === 'failed' ? (
      <Message role="alert">{warningTexts.documentsLoad}</Message>
    ) : (
      <Message>{texts.empty}</Message>
    )

  return (
    <ScreenPage title={texts.title} onExport={() => void exportList()} exporting={exporting}>
      <DocumentFiltersPanel
        filters={filters.filters}
        options={filters.options}
        onChange={filters.change}
        fileNameText={filters.fileNameText}
        onFileNameChange={filters.changeFileName}
        onFileNameSearch={filters.applyFileName}
        today={today}
      />
      <DocumentLibraryView
        label={texts.gridLabel}
        library={library}
        documents={search.documents}
        total={search.total ?? undefined}
        summary={summary}
        sort={filters.sort}
        onSortChange={filters.changeSort}
        onEndReached={search.loadMore}
        hasMore={search.hasMore}
        loadingMore={search.loadingMore}
        emptyContent={emptyContent}
      />
    </ScreenPage>
  )
}
