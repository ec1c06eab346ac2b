import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { mswPathOf } from '../../../mocks/handlers/route'
import { startImpersonation } from '../../../src/app/state/impersonation'
import {
  documentColumns,
  documentFileName,
  documentTexts,
  DOWNLOAD_SELECTION_HINT,
  EXPORT_AS_EXCEL,
  NECESSARY_TERMS_NOT_ACCEPTED,
  paths,
  successTexts,
  termsDialogTexts,
  warningTexts,
} from '../../../src/domain'
import { dataGridTexts, documentViewerTexts } from '../../../src/components'
import { DocumentsScreen } from '../../../src/screens/Documents'
import {
  documentsHref,
  FilteredDocumentLibrary,
  LibraryEmpty,
  LibrarySummary,
} from '../../../src/screens/documentLibrary'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { withScreenStage, syncStoryRequestContext } from '../ScreenStage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import {
  answerAllTerms,
  DOCUMENT_SEARCH,
  findRows,
  nextSavedFile,
  requestLog,
  screenOf,
  scrollerOf,
  searchAnswers,
  searchBodies,
  searchNeverAnswers,
  zipEntryNames,
} from '../screenHelpers'

const SEARCH = DOCUMENT_SEARCH
const grid = texts.gridLabel

/**
 * The document library (spec §2.5 Documents) against the embedded provider: the real screen on its route, the
 * session started for the persona, the terms dialog and notifications as the portal shows them. The screen draws
 * FilteredDocumentLibrary (filters, grid and actions), whose LibraryStatus parts say how many documents are shown
 * (LibrarySummary) or why none are (LibraryEmpty); a PDF opens in the viewer through useDocumentPreview
 * (ReadInViewer, DecliningTermsClosesTheViewer).
 */
const meta = {
  title: 'Screens/Documents',
  tags: ['!autodocs'],
  component: DocumentsScreen,
  subcomponents: { FilteredDocumentLibrary, LibrarySummary, LibraryEmpty },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.documents },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof DocumentsScreen>

export default meta
type Story = StoryObj<typeof meta>

const bulkButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name })

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { table, rows } = await findRows(canvasElement, grid, 5)
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.trim() ?? '')
    await expect(headers.slice(3, 7)).toEqual(documentColumns.slice(3, 7).map((column) => column.label))
    await expect(headers).toHaveLength(documentColumns.length)
    await expect(within(table).getByRole('columnheader', { name: /PUBLISH DATE/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(await within(canvasElement).findByText(/^[\d,]+ documents$/)).toBeVisible()
    // Publish dates in the user's format (MMM-DD-YYYY), newest first.
    await expect(rows[0]?.cells[6]?.textContent).toMatch(/^[A-Z][a-z]{2}-\d{2}-\d{4}$/)
    const body = (await searchBodies())[0]
    await expect(body).toMatchObject({ start: 1, count: 50, documentStatuses: ['A'], isAdmin: false })
    await expect(body).not.toHaveProperty('fileName')
    await expect(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })).toBeVisible()
    await expect(bulkButton(canvasElement, documentTexts.downloadSelected)).toBeDisabled()
  },
}

export const Loading: Story = {
  parameters: searchNeverAnswers,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: texts.loading })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: searchAnswers(204),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(texts.empty)).toBeVisible()
    await expect(within(canvasElement).getByText('0 documents')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: searchAnswers(500),
  play: async ({ canvasElement }) => {
    const alert = await screenOf(canvasElement).findByRole('alert', { name: 'Error!' })
    await expect(alert).toHaveTextContent(warningTexts.documentsLoad)
    // The filters stay usable: nothing the user chose is lost.
    await expect(within(canvasElement).getByRole('button', { name: /^Show/ })).toBeEnabled()
  },
}

export const Admin: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 5)
    await expect((await searchBodies())[0]).toMatchObject({
      documentStatuses: ['P', 'A', 'W', 'V'],
      isAdmin: true,
    })
    // More than 20,000: the library and every call's and distribution's notice.
    await expect(await within(canvasElement).findByText(/^[2-9]\d,\d{3} documents$/)).toBeVisible()
    // Scroll to the first pending row: highlighted, its publish date 'N/A'.
    const scroller = scrollerOf(canvasElement)
    await waitFor(
      () => {
        const pending = within(table).queryAllByText('Pending', { exact: false, selector: 'span' })
        if (pending.length === 0) {
          scroller.scrollTop += 290
          throw new Error('no pending row yet')
        }
      },
      { timeout: 8000, interval: 150 },
    )
    const pendingRow = within(table)
      .getAllByText('Pending', { exact: false, selector: 'span' })[0]!
      .closest('tr')!
    await expect(pendingRow.cells[6]?.textContent).toBe('N/A')
    pendingRow.scrollIntoView({ block: 'center' })
  },
}

export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: async () => {
    await startImpersonation(currentPortalState(), 'margaret.ellison@example.com')
  },
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 5)
    // The impersonated investor's library: statuses A only.
    await expect((await searchBodies())[0]).toMatchObject({ documentStatuses: ['A'], isAdmin: false })
    const flag = within(table).getAllByRole('button', { name: /^Action item:/, pressed: false })[0]!
    await userEvent.click(flag)
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    const sent = (await requestLog()).filter(
      (r) => r.path.includes('/actionItem/') || r.path.includes('/read/'),
    )
    await expect(sent).toHaveLength(0)
  },
}

export const ManySelected: Story = {
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, grid, 5)
    const scroller = scrollerOf(canvasElement)
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(async () => expect(await searchBodies()).toHaveLength(2), { timeout: 8000 })
    await waitFor(() =>
      expect(within(canvasElement).getByRole('table', { name: grid })).not.toHaveTextContent(/Loading more/),
    )
    scroller.scrollTop = 0
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Select all loaded rows' }))
    await expect(await within(canvasElement).findByText(texts.selected(100))).toBeVisible()
    await expect(bulkButton(canvasElement, documentTexts.downloadSelected)).toBeDisabled()
    await expect(within(canvasElement).getByText(DOWNLOAD_SELECTION_HINT)).toBeVisible()
    await expect(bulkButton(canvasElement, documentTexts.markAsRead)).toBeEnabled()
  },
}

export const WithExactRange: Story = {
  parameters: { route: documentsHref({ timePeriod: 'EXACTRANGE', start: '2026-07-01', end: '2026-09-30' }) },
  play: async ({ canvasElement }) => {
    const { rows } = await findRows(canvasElement, grid, 3)
    await expect(within(canvasElement).getByText('July 1, 2026 – September 30, 2026')).toBeVisible()
    await expect((await searchBodies())[0]).toMatchObject({ startDate: '2026-07-01', endDate: '2026-09-30' })
    for (const row of rows) await expect(row.cells[6]?.textContent).toMatch(/^(Jul|Aug|Sep)-\d{2}-2026$/)
  },
}

/** The grid filtered to tax documents, whose type carries terms; its table once the first row is one. */
async function showTaxDocuments(canvasElement: HTMLElement) {
  await findRows(canvasElement, grid, 3)
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^Document Types/ }))
  await userEvent.click(await screenOf(canvasElement).findByRole('option', { name: 'Tax Documents' }))
  await userEvent.keyboard('{Escape}')
  await waitFor(async () => expect((await searchBodies()).at(-1)).toMatchObject({ documentTypes: [5] }))
  const { table } = await findRows(canvasElement, grid, 3)
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/K-1|Tax|PFIC/))
  return table
}

/** A tax document: its type's terms must be accepted before it opens. */
export const TermsRequired: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const table = await showTaxDocuments(canvasElement)
    await userEvent.click(within(table).getAllByRole('button', { name: /^Download / })[0]!)
    // The type's term, after any term of the document's fund (terms are ordered by association).
    const dialog = await screen.findByRole('dialog')
    await expect(dialog).toHaveTextContent('Tax Document Disclaimer')
    await expect((await requestLog()).filter((r) => r.path.includes('/download'))).toHaveLength(0)
  },
}

export const TermsAccepted: Story = {
  play: async (context) => {
    await TermsRequired.play!(context)
    const table = within(context.canvasElement).getByRole('table', { name: grid })
    const firstDownload = within(table).getAllByRole('button', { name: /^Download / })[0]!
    const title = (firstDownload.getAttribute('aria-label') ?? '').replace(/^Download /, '')
    const saved = nextSavedFile()
    await answerAllTerms(context.canvasElement, 'agree')
    const file = await saved
    await expect(file.blob.size).toBeGreaterThan(0)
    // Saved under the document's own name and type, whether or not the provider named the file.
    await expect([documentFileName(title, 'pdf'), documentFileName(title, 'xlsx')]).toContain(file.fileName)
    await expect(
      await screenOf(context.canvasElement).findByText(successTexts.documentDownload),
    ).toBeVisible()
  },
}

export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findRows(canvasElement, grid, 3)
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Show/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Unread Action Items' }))
    await waitFor(async () =>
      expect((await searchBodies()).at(-1)).toMatchObject({ actionFlag: true, readFlag: false, start: 1 }),
    )
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: texts.fileName }),
      'Capital Call',
    )
    await waitFor(
      async () => expect((await searchBodies()).at(-1)).toMatchObject({ fileName: 'Capital Call' }),
      {
        timeout: 3000,
      },
    )
    const { rows } = await findRows(canvasElement, grid, 1)
    await waitFor(async () => {
      for (const row of rows.filter((r) => r.isConnected))
        await expect(row).toHaveTextContent(/Capital Call/i)
    })
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Time Range/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Last 90 Days' }))
    await waitFor(async () =>
      expect((await searchBodies()).at(-1)).toMatchObject({ startDate: '2026-08-16' }),
    )
  },
}

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 3)
    const name = within(table).getByRole('button', { name: /^NAME/ })
    await userEvent.click(name)
    await waitFor(async () =>
      expect((await searchBodies()).at(-1)).toMatchObject({
        sortKey: 'title',
        sortDirection: 'ASC',
        start: 1,
      }),
    )
    await expect(within(table).getByRole('columnheader', { name: /NAME/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await userEvent.click(name)
    await waitFor(async () =>
      expect((await searchBodies()).at(-1)).toMatchObject({ sortKey: 'title', sortDirection: 'DESC' }),
    )
    await userEvent.click(within(table).getByRole('button', { name: /^FUND/ }))
    await waitFor(async () =>
      expect((await searchBodies()).at(-1)).toMatchObject({
        sortKey: 'fundDisplayName',
        sortDirection: 'ASC',
      }),
    )
    const { rows } = await findRows(canvasElement, grid, 3)
    await waitFor(() => expect(rows[0]?.cells[4]?.textContent).toMatch(/^AlpInvest|^Flagship/))
  },
}

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 5)
    const scroller = scrollerOf(canvasElement)
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(async () => expect(await searchBodies()).toHaveLength(2), { timeout: 8000 })
    await expect((await searchBodies())[1]).toMatchObject({ start: 51, count: 50 })
    await waitFor(() => expect(scroller.scrollHeight).toBeGreaterThan(58 * 95))
    scroller.scrollTop = scroller.scrollHeight
    await waitFor(async () => expect(await searchBodies()).toHaveLength(3), { timeout: 8000 })
    await expect((await searchBodies())[2]).toMatchObject({ start: 101 })
    // Virtualised: only the rows in view are in the DOM.
    await expect(table.querySelectorAll('tbody tr[data-row]').length).toBeLessThanOrEqual(60)
  },
}

/** Investor letters that share a title: the zip must name the second 'name (1).pdf'. */
export const BulkDownload: Story = {
  parameters: {
    route: documentsHref({ fileName: 'Q2 2026 Investor Letter - Flagship Gulf Strategic Partnership' }),
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const { table } = await findRows(canvasElement, grid, 2)
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all loaded rows' }))
    const selected = within(table).getAllByRole('checkbox', { checked: true }).length - 1
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    if (await screen.findByRole('dialog', {}, { timeout: 1000 }).catch(() => null))
      await answerAllTerms(canvasElement, 'agree')
    const file = await saved
    await expect(file.fileName).toBe('Documents_11162026.zip')
    const names = await zipEntryNames(file)
    await expect(names.length).toBeGreaterThanOrEqual(selected)
    for (const entry of names) await expect(entry).toMatch(/^[\p{L}\p{Nd}_ ]+( \(\d+\))?\.(pdf|xlsx)$/u)
    await expect(new Set(names.map((entry) => entry.toLowerCase())).size).toBe(names.length)
    await expect(names.some((entry) => / \(1\)\.pdf$/.test(entry))).toBe(true)
    await expect(await screen.findByText(successTexts.documentDownload)).toBeVisible()
  },
}

/** A declined term aborts the zip with 'Necessary terms have not been accepted'. */
export const BulkDownloadTermsDeclined: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findRows(canvasElement, grid, 3)
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Document Types/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Tax Documents' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(async () => expect((await searchBodies()).at(-1)).toMatchObject({ documentTypes: [5] }))
    const { table } = await findRows(canvasElement, grid, 3)
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/K-1|Tax|PFIC/))
    for (const checkbox of within(table)
      .getAllByRole('checkbox', { name: /^Select (?!all)/ })
      .slice(0, 3))
      await userEvent.click(checkbox)
    await userEvent.click(within(canvasElement).getByRole('button', { name: documentTexts.downloadSelected }))
    await answerAllTerms(canvasElement, 'disagree')
    await expect(await screen.findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      NECESSARY_TERMS_NOT_ACCEPTED,
    )
    await expect((await requestLog()).filter((r) => r.path.includes('/download'))).toHaveLength(0)
  },
}

/** Two of five posts fail: three stay read, the two are rolled back, still selected, and reported. */
export const MarkAsReadPartlyFailed: Story = {
  parameters: {
    route: documentsHref({ status: 'Unread' }),
    msw: {
      handlers: [
        http.post(mswPathOf(endpoints.documentRead.template), () => {
          failures.count += 1
          return failures.count === 2 || failures.count === 4
            ? HttpResponse.json(null, { status: 500 })
            : undefined
        }),
      ],
    },
  },
  beforeEach: () => {
    failures.count = 0
  },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const { table } = await findRows(canvasElement, grid, 5)
    for (const checkbox of within(table)
      .getAllByRole('checkbox', { name: /^Select (?!all)/ })
      .slice(0, 5))
      await userEvent.click(checkbox)
    await userEvent.click(within(canvasElement).getByRole('button', { name: documentTexts.markAsRead }))
    await expect(await screen.findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      warningTexts.documentStatusUpdate,
    )
    await expect(await within(canvasElement).findByText(texts.markedReadPartly(3, 5))).toBeVisible()
    await expect(within(canvasElement).getByText(texts.selected(2))).toBeVisible()
    // One request per document: five posts, two of them refused (so only three reached the provider).
    await expect(failures.count).toBe(5)
    await expect((await requestLog()).filter((r) => r.path.endsWith('/read/true'))).toHaveLength(3)
    await expect(
      within((table as HTMLTableElement).tBodies[0]!).getAllByText('Read', { selector: 'span' }),
    ).toHaveLength(3)
  },
}
const failures = { count: 0 }

export const FlagToggleUpdatesActionCount: Story = {
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 3)
    const before = currentPortalState().actionRequiredCount
    const flag = within(table).getAllByRole('button', { name: /^Action item:/, pressed: false })[0]!
    await userEvent.click(flag)
    await expect(flag).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(currentPortalState().actionRequiredCount).toBe(before + 1))
    await expect((await requestLog()).filter((r) => /\/actionItem\/true$/.test(r.path))).toHaveLength(1)
  },
}

export const FlagFailedRollsBack: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(mswPathOf(endpoints.documentActionItem.template), () =>
          HttpResponse.json(null, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 3)
    const flag = within(table).getAllByRole('button', { name: /^Action item:/, pressed: false })[0]!
    await userEvent.click(flag)
    await expect(await screenOf(canvasElement).findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      warningTexts.tryAgain,
    )
    await expect(flag).toHaveAttribute('aria-pressed', 'false')
  },
}

export const DownloadFailed: Story = {
  parameters: {
    msw: { handlers: withFaults([{ method: 'GET', path: endpoints.documentDownload.glob(), status: 500 }]) },
  },
  play: async ({ canvasElement }) => {
    const { table } = await findRows(canvasElement, grid, 3)
    const row = [...table.querySelectorAll<HTMLElement>('tbody tr[data-row]')].find(
      (candidate) => !/K-1|Tax|PFIC/.test(candidate.textContent ?? ''),
    )!
    await userEvent.click(within(row).getByRole('button', { name: /^Download / }))
    if (
      await screenOf(canvasElement)
        .findByRole('dialog', {}, { timeout: 800 })
        .catch(() => null)
    )
      await answerAllTerms(canvasElement, 'agree')
    await expect(await screenOf(canvasElement).findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      warningTexts.documentDownload,
    )
  },
}

export const ExportAsExcel: Story = {
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, grid, 3)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect(file.fileName).toMatch(/\.xlsx$/)
    await expect((await searchBodies()).at(-1)).toMatchObject({
      reportFormat: 'xlsx',
      sortKey: 'publishDate',
    })
    await expect(await screenOf(canvasElement).findByText(successTexts.fileGeneration)).toBeVisible()
  },
}

export const ExportFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${SEARCH}`, async ({ request }) => {
          const body = (await request.clone().json()) as { reportFormat?: string }
          return body.reportFormat ? HttpResponse.json(null, { status: 500 }) : undefined
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, grid, 3)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      warningTexts.fileDownload,
    )
  },
}

export const ExportEmpty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${SEARCH}`, async ({ request }) => {
          const body = (await request.clone().json()) as { reportFormat?: string }
          return body.reportFormat ? new HttpResponse(null, { status: 204 }) : undefined
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, grid, 3)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByRole('alert', { name: 'Error!' })).toHaveTextContent(
      warningTexts.reportNoData,
    )
  },
}

/** The administrator's whole book: more than 20,000 documents, paged in as the grid scrolls (npm run bench). */
export const WholeBook: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    await findRows(canvasElement, grid, 5)
    const total = await within(canvasElement).findByText(/^[\d,]+ documents$/)
    await expect(Number(total.textContent?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(20_000)
  },
}

/** Agrees to each terms dialog until the viewer (the dialog titled `title`) is the one open. */
async function agreeUntilViewer(canvasElement: HTMLElement, title: string) {
  const screen = screenOf(canvasElement)
  for (let answered = 0; answered < 10; answered++) {
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    const agree = within(dialog).queryByRole('button', { name: termsDialogTexts.agree })
    if (!agree) break
    await userEvent.click(agree)
    await waitFor(() => expect(dialog.isConnected).toBe(false))
  }
  return screen.findByRole('dialog', { name: title }, { timeout: 5000 })
}

/**
 * The first unread PDF's name in the grid, clicked: the viewer opens at `?preview=<id>` once its terms are agreed
 * to.
 */
async function readFirstPdf(canvasElement: HTMLElement) {
  const { table } = await findRows(canvasElement, grid, 5)
  const link = within(table)
    .getAllByRole('link')
    .find((each) => within(each.closest('tr')!).queryByText(dataGridTexts.unread))!
  const title = link.textContent ?? ''
  const id = new URL(link.getAttribute('href') ?? '', window.location.href).searchParams.get('preview')
  await userEvent.click(link)
  const viewer = await agreeUntilViewer(canvasElement, title)
  await waitFor(() => expect(viewer.querySelector('[data-page="1"][data-drawn]')).not.toBeNull(), {
    timeout: 8000,
  })
  return { viewer, id, title }
}

const readMarks = async (id: string | null) =>
  (await requestLog()).filter((r) => r.method === 'POST' && r.path.endsWith(`/users/${id}/read/true`))

/**
 * A PDF read in the portal (spec §4 'Viewing a document'): its terms first, then its pages in the viewer; reading it
 * marks it read, as a download does, and the row shows it read.
 */
export const ReadInViewer: Story = {
  play: async ({ canvasElement }) => {
    const { viewer, id, title } = await readFirstPdf(canvasElement)
    await expect(within(viewer).getByText(documentViewerTexts.ofPages(3))).toBeVisible()
    await waitFor(async () => expect(await readMarks(id)).toHaveLength(1))
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }))
    const table = within(canvasElement).getByRole('table', { name: grid })
    const row = within(table).getByRole('link', { name: title }).closest('tr')!
    await waitFor(() => expect(within(row).getByText(dataGridTexts.read)).toBeInTheDocument())
  },
}

/**
 * Declining a document's terms when opening it aborts the viewing (spec §4 'Viewing a document: ... any declined
 * aborts'): no viewer, no download of the file, no read mark, the row still unread.
 */
export const DecliningTermsClosesTheViewer: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const table = await showTaxDocuments(canvasElement)
    const link = within(table).getAllByRole('link')[0]!
    const title = link.textContent ?? ''
    const id = new URL(link.getAttribute('href') ?? '', window.location.href).searchParams.get('preview')
    await userEvent.click(link)
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Tax Document Disclaimer')
    await answerAllTerms(canvasElement, 'disagree')
    await expect(screen.queryByRole('dialog', { name: title })).toBeNull()
    const downloads = (await requestLog()).filter((call) => call.path.includes('/download'))
    await expect(downloads).toHaveLength(0)
    await expect(await readMarks(id)).toHaveLength(0)
  },
}

/** Impersonating: the investor's PDF opens in the viewer, and no read mark is sent (spec §4 Impersonation). */
export const ReadWhileImpersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: async () => {
    await startImpersonation(currentPortalState(), 'margaret.ellison@example.com')
  },
  play: async ({ canvasElement }) => {
    const { id } = await readFirstPdf(canvasElement)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(await readMarks(id)).toHaveLength(0)
  },
}
