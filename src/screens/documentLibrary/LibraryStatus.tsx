import { Muted, Strong } from '../../components'
import { formatNumber, warningTexts, type NumberFormat } from '../../domain'
import { PagedEmpty, PagedSettled, type PagedResource } from '../kit'
import { documentsScreenTexts as texts } from './texts'

type LibrarySearch = Pick<PagedResource<unknown>, 'status' | 'total'>

/** Above a library's grid once its search is answered: the total, and how many documents are selected. */
export function LibrarySummary({
  search,
  selectedCount,
  numberFormat,
}: {
  search: LibrarySearch
  selectedCount: number
  numberFormat: NumberFormat
}) {
  return (
    <PagedSettled resource={search}>
      {(total) => (
        <>
          <Strong aria-live="polite">
            {texts.total(total, (n) => formatNumber(n, { decimals: 0, numberFormat }))}
          </Strong>
          {selectedCount > 0 && <Muted>{texts.selected(selectedCount)}</Muted>}
        </>
      )}
    </PagedSettled>
  )
}

/** What an empty grid says: loading, none found, or why it is empty after a failed search. */
export function LibraryEmpty({ search }: { search: LibrarySearch }) {
  return (
    <PagedEmpty
      resource={search}
      loadingLabel={texts.loading}
      emptyText={texts.empty}
      failureText={warningTexts.documentsLoad}
    />
  )
}
