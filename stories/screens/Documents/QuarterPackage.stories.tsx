import type { Meta, StoryObj } from '@storybook/react-vite'
import { unzipSync } from 'fflate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { endpoints } from '../../../src/api'
import { paths, quarterPackageTexts, successTexts, warningTexts } from '../../../src/domain'
import { readManifestCsv } from '../../../src/domain/testing/manifestCsv'
import { DocumentsScreen } from '../../../src/screens/Documents'
import { ExportProgress } from '../../../src/screens/kit'
import {
  QuarterPackageButton,
  QuarterPackageProgress,
  quarterPackageScreenTexts as texts,
} from '../../../src/screens/quarterPackage'
import { documentsScreenTexts } from '../../../src/screens/documentLibrary/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import {
  answerAllTerms,
  DOCUMENT_SEARCH,
  findRows,
  neverAnswers,
  nextSavedFile,
  screenOf,
} from '../screenHelpers'
import type { SavedFile } from '../../../src/screens/kit/saveFile'
import { capitalAccountStatementTexts } from '../../../src/screens/reports/capitalAccountStatement/texts'
import { investorFunds, reportStorySetup } from '../reports/reportHelpers'

const DOWNLOAD = endpoints.documentDownload.glob()
const statementFunds = investorFunds()
const CAS = '/reporting/v1/Cas/*'

/** The dialog, once the page's documents show and 'Download quarter package' is clicked. */
async function openDialog(canvasElement: HTMLElement, { withRows = true } = {}) {
  if (withRows) await findRows(canvasElement, documentsScreenTexts.gridLabel, 3)
  await userEvent.click(within(canvasElement).getByRole('button', { name: texts.download }))
  return screenOf(canvasElement).findByRole('dialog', { name: texts.download })
}

/** Starts the package the dialog shows, agreeing to any terms it asks for. */
async function startFrom(dialog: HTMLElement, canvasElement: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: texts.start }))
  if (
    await screenOf(canvasElement)
      .findByRole('dialog', {}, { timeout: 1500 })
      .catch(() => null)
  )
    await answerAllTerms(canvasElement, 'agree')
}

/** Starts the newest quarter's package on the documents page. */
const start = async (canvasElement: HTMLElement) => startFrom(await openDialog(canvasElement), canvasElement)

/** The saved package: its entries and its manifest's rows (heading first). */
async function packageOf(file: SavedFile) {
  const entries = unzipSync(new Uint8Array(await file.blob.arrayBuffer()))
  const manifest = readManifestCsv(
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(entries[quarterPackageTexts.manifestFileName]),
  )
  return { entries, rows: manifest.slice(1) }
}

const progressOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: texts.building }, { timeout: 8000 })

/**
 * 'Download quarter package' on the documents page, against the embedded provider: the dialog asks for the quarter
 * and says what the zip holds; the terms come first; the quarter's documents, its ILPA workbook and statement
 * workbook are fetched four at a time behind a progress bar with Cancel, and saved with manifest.csv.
 */
const meta = {
  title: 'Screens/Documents/QuarterPackage',
  tags: ['!autodocs'],
  component: DocumentsScreen,
  // The parts these stories show on the screen: the button, its dialog and the progress (QuarterPackageAction.tsx)
  // and the kit's ExportProgress.
  subcomponents: { QuarterPackageButton, QuarterPackageProgress, ExportProgress },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.documents },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof DocumentsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog: the quarters ended by today, newest first, and what the zip will hold for all funds and accounts. */
export const ChoosingQuarter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(within(dialog).getByRole('button', { name: /^Quarter/ })).toHaveTextContent('Q3 2026')
    await expect(within(dialog).getByText(texts.allFunds)).toBeVisible()
    await expect(within(dialog).getByText(texts.documents('Oct-01-2026', 'Dec-31-2026'))).toBeVisible()
    await expect(within(dialog).getByText(texts.statements('Sep-30-2026'))).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: /^Quarter/ }))
    await userEvent.click(await screenOf(canvasElement).findByRole('option', { name: 'Q2 2026' }))
    await expect(within(dialog).getByText(texts.documents('Jul-01-2026', 'Sep-30-2026'))).toBeVisible()
  },
}

/**
 * Saved: the manifest lists exactly the zip's entries (the ILPA workbook, the statement workbook and the
 * documents), each included with its size; 'File generation successful.'.
 */
export const Downloaded: Story = {
  play: async ({ canvasElement }) => {
    const saved = nextSavedFile(30_000)
    await start(canvasElement)
    const file = await saved
    await expect(file.fileName).toBe('Quarter package_09302026.zip')
    const { entries, rows } = await packageOf(file)
    await expect(rows.map((row) => row[0]).sort()).toEqual(
      Object.keys(entries)
        .filter((name) => name !== quarterPackageTexts.manifestFileName)
        .sort(),
    )
    await expect(rows.slice(0, 2).map((row) => row[5])).toEqual([
      quarterPackageTexts.ilpaWorkbook,
      quarterPackageTexts.statementWorkbook,
    ])
    for (const row of rows) {
      await expect(row[9]).toBe(quarterPackageTexts.included)
      await expect(Number(row[7])).toBe(entries[row[0]!]!.length)
    }
    await expect(await screenOf(canvasElement).findByText(successTexts.fileGeneration)).toBeVisible()
  },
}

/** While the files are fetched: the progress by file, the button held until it ends. */
export const Building: Story = {
  parameters: { ...neverAnswers('GET', DOWNLOAD), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await start(canvasElement)
    const progress = await progressOf(canvasElement)
    await waitFor(() => expect(within(progress).getByText(/files$/)).toBeVisible(), { timeout: 8000 })
    await expect(within(progress).getByRole('progressbar', { name: texts.building })).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: texts.download })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** Cancel stops it: nothing is saved, nothing is said, and a package can be asked for again. */
export const Cancelled: Story = {
  parameters: neverAnswers('GET', DOWNLOAD),
  play: async ({ canvasElement }) => {
    await start(canvasElement)
    const progress = await progressOf(canvasElement)
    await userEvent.click(within(progress).getByRole('button', { name: texts.cancel }))
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('group', { name: texts.building })).toBeNull(),
    )
    await expect(within(canvasElement).getByRole('button', { name: texts.download })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await expect(screenOf(canvasElement).queryByText(successTexts.fileGeneration)).toBeNull()
  },
}

/** A quarter with no documents and no statement: 'Report has no data for the parameters given', nothing saved. */
export const NoData: Story = {
  parameters: {
    msw: {
      handlers: withFaults([
        { method: 'POST', path: DOCUMENT_SEARCH, status: 204 },
        { method: 'GET', path: endpoints.capitalAccountPeriods.path(), status: 200, body: [] },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(documentsScreenTexts.empty, undefined, { timeout: 8000 })
    const dialog = await openDialog(canvasElement, { withRows: false })
    await userEvent.click(within(dialog).getByRole('button', { name: texts.start }))
    await expect(await screenOf(canvasElement).findByText(warningTexts.reportNoData)).toBeVisible()
  },
}

/** One document fails: the rest arrive, the manifest lists it as failed, and the warning counts it. */
export const PartlyFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: DOWNLOAD, status: 500, times: 1 }]) } },
  play: async ({ canvasElement }) => {
    const saved = nextSavedFile(30_000)
    await start(canvasElement)
    const { rows } = await packageOf(await saved)
    const failed = rows.filter((row) => row[9] === quarterPackageTexts.failed)
    await expect(failed).toHaveLength(1)
    await expect(await screenOf(canvasElement).findByText(texts.filesFailed(1, rows.length))).toBeVisible()
  },
}

/** Every file fails: nothing is saved, and 'The file download failed.' says so. */
export const Failed: Story = {
  parameters: {
    msw: {
      handlers: withFaults([
        { method: 'GET', path: DOWNLOAD, status: 500 },
        { method: 'POST', path: CAS, status: 500 },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    await start(canvasElement)
    await expect(
      await screenOf(canvasElement).findByText(warningTexts.fileDownload, undefined, { timeout: 15_000 }),
    ).toBeVisible()
  },
}

/**
 * On the capital account statement: the dialog starts at the statement's date and is for its funds; the package's
 * ILPA workbook has a sheet for each.
 */
export const OnTheStatement: Story = {
  parameters: {
    route: `${paths.capitalAccountStatement}?funds=${statementFunds[0]!.id}&funds=${statementFunds[1]!.id}&date=2026-06-30`,
  },
  beforeEach: reportStorySetup,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'table',
      { name: capitalAccountStatementTexts.statementOf(statementFunds[0]!.name) },
      { timeout: 8000 },
    )
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.download }))
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: texts.download })
    await expect(within(dialog).getByRole('button', { name: /^Quarter/ })).toHaveTextContent('Q2 2026')
    await expect(within(dialog).getByText(texts.statementFunds(2))).toBeVisible()
    const saved = nextSavedFile(30_000)
    await startFrom(dialog, canvasElement)
    const file = await saved
    await expect(file.fileName).toBe('Quarter package_06302026.zip')
    const { entries, rows } = await packageOf(file)
    const ilpa = rows.find((row) => row[5] === quarterPackageTexts.ilpaWorkbook)!
    await expect(ilpa[3]).toBe(`${statementFunds[0]!.name}; ${statementFunds[1]!.name}`)
    await expect(entries[ilpa[0]!]!.length).toBeGreaterThan(0)
  },
}
