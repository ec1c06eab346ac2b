import { useDeferredValue } from 'react'
import { api } from '../../api'
import { warningTexts } from '../../domain'
import { usePortalActions, usePortalSession } from '../portalSession'
import { useToday } from '../kit'
import { DocumentFiltersPanel } from './DocumentFiltersPanel'
import { DocumentLibraryView } from './DocumentLibraryView'
import { LibraryEmpty, LibrarySummary } from './LibraryStatus'
import { useDocumentFilters, type FundDocumentScope } from './useDocumentFilters'
import { useDocumentLibrary } from './useDocumentLibrary'
import { useDocumentSearch } from './useDocumentSearch'

/**
 * One filtered document library (the documents page, a fund's Fund Documents): its filters kept in the URL, the
 * search they make ('Failed to load documents' when it fails), and the selection and actions over what it found.
 */
export function useFilteredDocumentLibrary(
  fund: FundDocumentScope | null = null,
  search: typeof api.documents.searchDocuments = api.documents.searchDocuments,
) {
  const { reportFailure } = usePortalActions()
  const today = useToday()
  const filters = useDocumentFilters(fund)
  const found = useDocumentSearch(
    filters.query,
    (error) => reportFailure(error, warningTexts.documentsLoad),
    search,
  )
  const library = useDocumentLibrary(found.items, found.update, filters.query)
  return { today, filters, search: found, library }
}

export type FilteredLibrary = ReturnType<typeof useFilteredDocumentLibrary>

/** The library's filters, then its total, bulk actions and the virtualised, sortable, infinitely scrolled grid. */
export function FilteredDocumentLibrary({
  label,
  state,
  hideFunds = false,
}: {
  label: string
  state: FilteredLibrary
  hideFunds?: boolean
}) {
  const { formats } = usePortalSession()
  const { today, filters, search, library } = state
  // The grid (its virtualiser's set-up, header and rows) draws in a second, interruptible render: the heading and
  // filters paint without waiting for it, and the page's first render is no longer one task of 60-80 ms.
  const gridDrawn = useDeferredValue(true, false)
  return (
    <>
      <DocumentFiltersPanel {...filters.panel} today={today} hideFunds={hideFunds} />
      {gridDrawn && (
        <DocumentLibraryView
          label={label}
          library={library}
          documents={search.items}
          total={search.total ?? undefined}
          summary={
            <LibrarySummary
              search={search}
              selectedCount={library.selectedIds.length}
              numberFormat={formats.numberFormat}
            />
          }
          sort={filters.sort}
          onSortChange={filters.changeSort}
          onEndReached={search.loadMore}
          hasMore={search.hasMore}
          loadingMore={search.loadingMore}
          emptyContent={<LibraryEmpty search={search} />}
        />
      )}
    </>
  )
}
