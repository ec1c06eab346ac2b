import { useState } from 'react'
import { api, requestContext } from '../../api'
import { FailureMessage, Stack } from '../../components'
import { warningTexts, type DocumentType, type Fund } from '../../domain'
import {
  DocumentFiltersPanel,
  DocumentLibraryView,
  LibraryEmpty,
  LibrarySummary,
  useDocumentFilters,
  useDocumentLibrary,
  useDocumentSearch,
} from '../documentLibrary'
import { useResource } from '../kit'
import { usePortalActions, usePortalSession } from '../portalSession'
import { fundProfileTexts as texts } from '../texts'

const NO_TYPES: readonly DocumentType[] = []

/**
 * The Fund Documents tab (spec §2.5, §4, §8): the document library narrowed to this fund, its type filter from the
 * fund's own document types, with every row and bulk action of the library. A failed search says 'Failed to load
 * documents'; leaving the tab while a search runs cancels it quietly ('Cancelled fetching of fund documents' is
 * never shown).
 */
export function FundDocuments({
  fund,
  scope,
}: {
  fund: Fund
  scope: { user: string | null; group: string }
}) {
  const session = usePortalSession()
  const { reportFailure } = usePortalActions()
  const [today] = useState(() => requestContext.now())
  const types = useResource({ call: 'fundDocumentTypes', fundId: fund.id, ...scope }, (signal) =>
    api.documents.getFundDocumentTypes(fund.id, { signal }),
  )
  const filters = useDocumentFilters({
    fundId: fund.id,
    documentTypes: types.status === 'fulfilled' ? types.data : NO_TYPES,
  })
  const search = useDocumentSearch(
    filters.query,
    (error) => reportFailure(error, warningTexts.documentsLoad),
    api.documents.searchFundDocuments,
  )
  const library = useDocumentLibrary(search.items, search.update, filters.query)
  return (
    <Stack $gap="lg">
      {types.status === 'rejected' && <FailureMessage text={types.error} onRetry={types.reload} />}
      <DocumentFiltersPanel
        filters={filters.filters}
        options={filters.options}
        onChange={filters.change}
        fileNameText={filters.fileNameText}
        onFileNameChange={filters.changeFileName}
        onFileNameSearch={filters.applyFileName}
        today={today}
        hideFunds
      />
      <DocumentLibraryView
        label={texts.documentsLabel(fund.name)}
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
    </Stack>
  )
}
