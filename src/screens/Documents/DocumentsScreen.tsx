import { useState } from 'react'
import { requestContext, api } from '../../api'
import { PageLayout } from '../../components'
import { FIRST_PAGE_START, warningTexts } from '../../domain'
import {
  DocumentFiltersPanel,
  DocumentLibraryView,
  LibraryEmpty,
  LibrarySummary,
  searchRequestOf,
  useDocumentFilters,
  useDocumentLibrary,
  useDocumentSearch,
} from '../documentLibrary'
import { useFileExport } from '../kit'
import { usePortalActions, usePortalSession } from '../portalSession'
import { documentsScreenTexts as texts } from '../texts'

/**
 * The document library (spec §2.5 Documents, /documents): filters (kept in the URL), the total, bulk actions, and
 * the virtualised, sortable, infinitely scrolled grid; 'Export as Excel' exports the current list.
 */
export function DocumentsScreen() {
  const session = usePortalSession()
  const { reportFailure } = usePortalActions()
  const [today] = useState(() => requestContext.now())
  const filters = useDocumentFilters()
  const { query } = filters
  const search = useDocumentSearch(query, (error) => reportFailure(error, warningTexts.documentsLoad))
  const library = useDocumentLibrary(search.items, search.update, query)
  const exportList = useFileExport(
    query &&
      ((signal) =>
        api.documents.exportDocuments(searchRequestOf(query, requestContext.now(), FIRST_PAGE_START), {
          signal,
        })),
  )

  return (
    <PageLayout
      title={texts.title}
      onExport={() => void exportList.run()}
      exportDisabled={exportList.exporting}
    >
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
        documents={search.items}
        total={search.total ?? undefined}
        summary={
          <LibrarySummary
            status={search.status}
            total={search.total}
            selectedCount={library.selectedIds.length}
            numberFormat={session.formats.numberFormat}
          />
        }
        sort={filters.sort}
        onSortChange={filters.changeSort}
        onEndReached={search.loadMore}
        hasMore={search.hasMore}
        loadingMore={search.loadingMore}
        emptyContent={<LibraryEmpty status={search.status} />}
      />
    </PageLayout>
  )
}
