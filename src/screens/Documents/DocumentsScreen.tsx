import { useCallback, useMemo } from 'react'
import { api, requestContext } from '../../api'
import { PageLayout } from '../../components'
import { canOpenReport, FIRST_PAGE_START, recentPackageQuarters, type PackageQuarter } from '../../domain'
import { FilteredDocumentLibrary, searchRequestOf, useFilteredDocumentLibrary } from '../documentLibrary'
import { useFileExport, useToday } from '../kit'
import { usePortalSession } from '../portalSession'
import {
  QuarterPackageButton,
  QuarterPackageProgress,
  quarterPackageScreenTexts,
  useQuarterPackage,
} from '../quarterPackage'
import { documentsScreenTexts as texts } from '../documentLibrary/texts'

/** Quarters offered for a quarter package: the last three years'. */
const PACKAGE_QUARTERS = 12

/**
 * The document library (spec §2.5 Documents, /documents): filters (kept in the URL), the total, bulk actions, and
 * the virtualised, sortable, infinitely scrolled grid; 'Export as Excel' exports the current list; 'Download
 * quarter package' zips a quarter's documents for the filters' funds and accounts with its statement's workbooks.
 */
export function DocumentsScreen() {
  const { formats, permissions } = usePortalSession()
  const library = useFilteredDocumentLibrary()
  const { query } = library.filters
  const exportList = useFileExport(
    query &&
      ((signal) =>
        api.documents.exportDocuments(searchRequestOf(query, requestContext.now(), FIRST_PAGE_START), {
          signal,
        })),
  )
  const today = useToday()
  const quarters = useMemo(() => recentPackageQuarters(today, PACKAGE_QUARTERS), [today])
  const funds = query?.filters.funds ?? null
  const accounts = query?.filters.investorAccounts ?? null
  const filtered = Boolean(funds?.length || accounts?.length)
  const pack = useQuarterPackage(
    useCallback(
      (_quarter: PackageQuarter) => ({ fundIds: funds, accountIds: accounts, currency: null }),
      [funds, accounts],
    ),
  )

  return (
    <PageLayout
      title={texts.title}
      onExport={() => void exportList.run()}
      exportDisabled={exportList.exporting}
      actions={
        <QuarterPackageButton
          pack={pack}
          quarters={quarters}
          scope={filtered ? quarterPackageScreenTexts.filteredFunds : quarterPackageScreenTexts.allFunds}
          withStatements={canOpenReport('capitalAccountStatement', permissions.view)}
          dateFormat={formats.dateFormat}
        />
      }
    >
      <QuarterPackageProgress pack={pack} />
      <FilteredDocumentLibrary label={texts.gridLabel} state={library} />
    </PageLayout>
  )
}
