import { api } from '../../api'
import { Stack } from '../../components'
import type { DocumentType, Fund } from '../../domain'
import { FilteredDocumentLibrary, useFilteredDocumentLibrary } from '../documentLibrary'
import { loadedData, ResourceFailure } from '../kit'
import { useFundDocumentTypes } from './resources'
import { fundProfileTexts as texts } from './texts'

const NO_TYPES: readonly DocumentType[] = []

/**
 * The Fund Documents tab (spec §2.5, §4, §8): the document library narrowed to this fund, its type filter from the
 * fund's own document types, with every row and bulk action of the library. A failed search says 'Failed to load
 * documents'; leaving the tab while a search runs cancels it quietly ('Cancelled fetching of fund documents' is
 * never shown).
 */
export function FundDocuments({ fund }: { fund: Fund }) {
  const types = useFundDocumentTypes(fund.id)
  const library = useFilteredDocumentLibrary(
    { fundId: fund.id, documentTypes: loadedData(types) ?? NO_TYPES },
    api.documents.searchFundDocuments,
  )
  return (
    <Stack $gap="lg">
      {/* The library below shows the search's progress; only a failure of the types shows here. */}
      <ResourceFailure resource={types} />
      <FilteredDocumentLibrary label={texts.documentsLabel(fund.name)} state={library} hideFunds />
    </Stack>
  )
}
