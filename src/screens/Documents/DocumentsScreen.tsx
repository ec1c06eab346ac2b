import { api, requestContext } from '../../api'
import { PageLayout } from '../../components'
import { FIRST_PAGE_START } from '../../domain'
import { FilteredDocumentLibrary, searchRequestOf, useFilteredDocumentLibrary } from '../documentLibrary'
import { useFileExport } from '../kit'
import { documentsScreenTexts as texts } from '../documentLibrary/texts'

/**
 * The document library (spec §2.5 Documents, /documents): filters (kept in the URL), the total, bulk actions, and
 * the virtualised, sortable, infinitely scrolled grid; 'Export as Excel' exports the current list.
 */
export function DocumentsScreen() {
  const library = useFilteredDocumentLibrary()
  const { query } = library.filters
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
      <FilteredDocumentLibrary label={texts.gridLabel} state={library} />
    </PageLayout>
  )
}
