import { api, type DownloadedFile } from '../../api'
import {
  documentFileName,
  documentManifestEntry,
  documentSearchRequest,
  emptyDocumentFilters,
  generatedManifestEntry,
  manifestCsv,
  packageEntryNames,
  quarterPackageTexts,
  reportFileName,
  runLimited,
  statementSelection,
  type DateFormat,
  type Document,
  type DocumentType,
  type Id,
  type ManifestEntry,
  type PackageQuarter,
  type PackedFile,
  type StatementSelection,
} from '../../domain'
import { providerIdOf } from '../documentLibrary/documentTerms'
import { loadFundStatement } from '../reports/capitalAccountStatement/resources'

// Loaded when a quarter package is asked for, never with a page.

/** Files fetched at once: a package of hundreds of documents asks in waves of four, kind to the provider. */
export const QUARTER_PACKAGE_CONCURRENCY = 4
/** Documents asked for per search page while listing the quarter's. */
const LISTING_PAGE = 100
/** The most documents one package holds: beyond it, fewer funds or accounts are asked for. */
export const QUARTER_PACKAGE_MAX_DOCUMENTS = 1000

/** Which package: its quarter, and the funds and accounts it is for. */
export interface QuarterPackageScope {
  quarter: PackageQuarter
  /** The funds chosen; null or empty: every fund. */
  fundIds: readonly Id[] | null
  /** The investor accounts chosen (the documents'); null or empty: every account. */
  accountIds: readonly Id[] | null
  /** The statements' currency; null: the first fund's, as on the statement. */
  currency: string | null
  isAdmin: boolean
  /** The user may see the capital account statement: the package carries its two workbooks. */
  withStatements: boolean
}

/** What the package will hold, once listed: its documents and the statement it is for (null: none). */
export interface QuarterPackagePlan {
  scope: QuarterPackageScope
  documents: Document[]
  statement: StatementSelection | null
}

/** The quarter's documents: published in its reporting window, for the scope's funds and accounts. */
async function quarterDocuments(scope: QuarterPackageScope, today: Date, signal: AbortSignal) {
  const filters = {
    ...emptyDocumentFilters(),
    funds: [...(scope.fundIds ?? [])],
    investorAccounts: [...(scope.accountIds ?? [])],
    timeRange: {
      timePeriod: 'EXACTRANGE' as const,
      start: scope.quarter.publishedFrom,
      end: scope.quarter.publishedTo,
    },
  }
  const documents: Document[] = []
  for (let start = 1; ; start += LISTING_PAGE) {
    const request = documentSearchRequest({
      filters,
      sort: { key: 'publishDate', direction: 'ASC' },
      isAdmin: scope.isAdmin,
      today,
      start,
      count: LISTING_PAGE,
    })
    const page = await api.documents.searchDocuments(request, { signal })
    const results = page.results ?? []
    documents.push(...results)
    const total = typeof page.total === 'number' ? page.total : documents.length
    if (total > QUARTER_PACKAGE_MAX_DOCUMENTS) throw new TooManyDocumentsError(total)
    if (results.length < LISTING_PAGE || documents.length >= total) return documents
  }
}

/** The quarter has more documents than a package holds. */
export class TooManyDocumentsError extends Error {
  constructor(readonly count: number) {
    super(`The quarter has ${count} documents`)
  }
}

/** The statement of the quarter for the scope's funds (Cas/periods): null when it has none or is not allowed. */
async function quarterStatement(
  scope: QuarterPackageScope,
  signal: AbortSignal,
): Promise<StatementSelection | null> {
  if (!scope.withStatements) return null
  const periods = await api.reporting.getCapitalAccountPeriods({ signal })
  const period = periods.find((entry) => entry?.date?.slice(0, 10) === scope.quarter.reportingDate)
  if (!period) return null
  const chosen = new Set((scope.fundIds ?? []).map(String))
  const funds = (period.funds ?? []).filter((fund) => chosen.size === 0 || chosen.has(String(fund?.id)))
  if (funds.length === 0) return null
  return statementSelection([period], {
    date: scope.quarter.reportingDate,
    funds: funds.map((fund) => fund.id),
    currency: scope.currency,
  })
}

/** Lists what the package will hold: the quarter's documents and its statement, asked for together. */
export async function planQuarterPackage(
  scope: QuarterPackageScope,
  today: Date,
  signal: AbortSignal,
): Promise<QuarterPackagePlan> {
  const [documents, statement] = await Promise.all([
    quarterDocuments(scope, today, signal),
    quarterStatement(scope, signal),
  ])
  return { scope, documents, statement }
}

/** The hex SHA-256 of a file's bytes (the browser's Web Crypto: native, off the page's thread). */
async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const packed = async (file: DownloadedFile) => {
  const bytes = new Uint8Array(await file.blob.arrayBuffer())
  return { bytes, sha256: await sha256(bytes) }
}

/** A generated file of the package: its name and bytes, null when it has no data, or rejected when it failed. */
type Generated = () => Promise<DownloadedFile | null>

export interface QuarterPackageBuild {
  plan: QuarterPackagePlan
  documentTypes: readonly DocumentType[]
  dateFormat: DateFormat
  /** The group column's heading in the ILPA workbook. */
  groupLabel: string
  /** Files fetched (or failed), of all. */
  onProgress: (done: number, total: number) => void
}

export interface QuarterPackage extends DownloadedFile {
  /** Files the manifest lists as failed. */
  failed: number
  /** Every file the package was to hold. */
  files: number
}

/**
 * The quarter package: the plan's documents (at most QUARTER_PACKAGE_CONCURRENCY fetched at once), the ILPA
 * workbook and the statement's workbook (Cas/ReportDownload) of its statement, and manifest.csv listing each
 * file with its size and SHA-256, or as failed. A file that fails leaves the rest; when every file fails, so does
 * the package (with the first file's failure). An abort stops it at once.
 */
export async function buildQuarterPackage(
  { plan, documentTypes, dateFormat, groupLabel, onProgress }: QuarterPackageBuild,
  signal: AbortSignal,
): Promise<QuarterPackage> {
  const { statement, documents } = plan
  const generated: Array<{ type: string; make: Generated }> = statement
    ? [
        {
          type: quarterPackageTexts.ilpaWorkbook,
          make: () => ilpaWorkbookOf(statement, dateFormat, groupLabel, signal),
        },
        {
          type: quarterPackageTexts.statementWorkbook,
          make: () =>
            api.reporting.downloadCapitalAccountStatement(
              {
                fundIds: statement.selected.map((fund) => fund.id),
                investorIds: null,
                reportingCurrency: statement.currency,
                reportingDate: new Date(`${statement.date}T00:00:00Z`).toISOString(),
              },
              { signal },
            ),
        },
      ]
    : []
  const total = generated.length + documents.length
  let done = 0
  onProgress(done, total)
  const counted = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work()
    } finally {
      if (!signal.aborted) onProgress(++done, total)
    }
  }
  // The workbooks first: their statements load while the first documents arrive.
  const [made, fetched] = await Promise.all([
    runLimited(generated, 1, ({ make }) => counted(async () => maybePacked(await make())), signal),
    runLimited(
      documents,
      QUARTER_PACKAGE_CONCURRENCY,
      (document) =>
        counted(async () =>
          packed(await api.documents.downloadDocument(providerIdOf(document), document, { signal })),
        ),
      signal,
    ),
  ])
  signal.throwIfAborted()
  const outcomes = [...made, ...fetched]
  const failure = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failure && outcomes.every((outcome) => outcome.status === 'rejected' || outcome.value === null))
    throw failure.reason

  const madeFiles = made.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : undefined))
  const names = packageEntryNames(
    generated.map((file, index) => madeFiles[index]?.fileName ?? file.type),
    documents.map((document) => documentFileName(document.title, document.fileType)),
  )
  const entries = new Map<string, Uint8Array>()
  const manifest: ManifestEntry[] = []
  const fundNames = statement?.selected.map((fund) => fund.name) ?? []
  generated.forEach((file, index) => {
    const outcome = madeFiles[index]
    if (outcome === null) return // no data: not in the package, and not a failure
    const name = names.generated[index]!
    if (outcome) entries.set(name, outcome.bytes)
    manifest.push(generatedManifestEntry(name, file.type, fundNames, outcome ? fileFacts(outcome) : null))
  })
  documents.forEach((document, index) => {
    const outcome = fetched[index]
    const name = names.documents[index]!
    const file = outcome?.status === 'fulfilled' ? outcome.value : null
    if (file) entries.set(name, file.bytes)
    manifest.push(documentManifestEntry(document, name, documentTypes, file && fileFacts(file)))
  })
  // The zip writer loads with the first package or bulk download, as it does for 'Download Selected'.
  const { zipBlob } = await import('../kit/zip')
  const withManifest = new Map([
    [quarterPackageTexts.manifestFileName, new TextEncoder().encode(manifestCsv(manifest))],
    ...entries,
  ])
  return {
    fileName: reportFileName(quarterPackageTexts.fileName, plan.scope.quarter.reportingDate, 'zip'),
    blob: await zipBlob(withManifest, signal),
    failed: manifest.filter((entry) => entry.status === 'failed').length,
    files: manifest.length,
  }
}

const fileFacts = ({ bytes, sha256 }: { bytes: Uint8Array; sha256: string }): PackedFile => ({
  bytes: bytes.length,
  sha256,
})

/** A generated file with its bytes and digest; null when it has no data (a 204). */
async function maybePacked(file: DownloadedFile | null) {
  return file && { fileName: file.fileName, ...(await packed(file)) }
}

/** The ILPA workbook of the package's statement: each fund's statement loaded first (four at a time). */
async function ilpaWorkbookOf(
  selection: StatementSelection,
  dateFormat: DateFormat,
  groupLabel: string,
  signal: AbortSignal,
): Promise<DownloadedFile | null> {
  const loads = await runLimited(
    selection.selected,
    QUARTER_PACKAGE_CONCURRENCY,
    (fund) => loadFundStatement(fund, selection, signal),
    signal,
  )
  signal.throwIfAborted()
  const statements = loads.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))
  if (statements.length > 0 && statements.every((s) => s.status === 'failed'))
    throw new Error('Every fund of the statement failed')
  const { ilpaWorkbookFile } = await import('../reports/capitalAccountStatement/ilpaWorkbookFile')
  return ilpaWorkbookFile(
    { selection, statements, groupLabel, dateFormat, onProgress: () => undefined },
    signal,
  )
}
