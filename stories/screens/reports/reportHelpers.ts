import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { withFaults } from '../../../mocks/faults'
import { scopeOf } from '../../../mocks/scope'
import { firstReportingQuarter } from '../../../mocks/seed/performance'
import { dataset } from '../../../mocks/dataset'
import type { SavedFile } from '../../../src/screens/kit/saveFile'
import { currentPortalState } from '../../../.storybook/portalState'
import { endpoints } from '../../../src/api'
import { personas } from '../../../mocks/personas'
import { startImpersonation } from '../../../src/app/state/impersonation'
import { componentTexts } from '../../../src/components'
import { reportTexts, sanitizeFileName } from '../../../src/domain'
import { reportScreenTexts } from '../../../src/screens/reports/shared/texts'
import { syncStoryRequestContext } from '../ScreenStage'
import { neverAnswers, requestLog, screenOf } from '../screenHelpers'

export { neverAnswers }

export const CAS_REPORT = endpoints.capitalAccountStatement.path()
export const CAS_PERIODS = endpoints.capitalAccountPeriods.path()
export const CAS_DOWNLOAD = endpoints.capitalAccountStatementDownload.path()
export const SUMMARY_FILTER = endpoints.accountSummaryFilter.path()
export const SUMMARY_DOWNLOAD = endpoints.accountSummaryDownload.path()

/** The investor's funds that report at the latest quarter, as the seed has them (for routes naming funds). */
export const investorFunds = () =>
  scopeOf('investor', null).funds.filter((fund) => firstReportingQuarter(fund) <= dataset().latestQuarter)

/** The bodies of the calls to `path` the provider received in this story. */
export const bodiesOf = async (path: string): Promise<Array<Record<string, unknown>>> =>
  (await requestLog())
    .filter((request) => request.path.toLowerCase().endsWith(path.toLowerCase()))
    .map((request) => request.body as Record<string, unknown>)

/** Story parameters under which a call answers a status (204 no data, 500 failure), `times` times. */
export const answers = (method: string, path: string, status: number, times?: number) => ({
  msw: { handlers: withFaults([{ method, path, status, times }]) },
})

/**
 * Records the AbortSignal of every fetch to a path, so a play can assert that a superseded load was aborted
 * (rather than guessing from timing). Install in the story's beforeEach; the returned function restores fetch.
 */
export function recordSignals(path: string, into: AbortSignal[]): () => void {
  const original = window.fetch
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    if (url.toLowerCase().includes(path.toLowerCase()) && signal) into.push(signal)
    return original(input, init)
  }
  return () => {
    window.fetch = original
  }
}

/** Picks an option of a Select (a button named by its label and value) by the option's name. */
/** A filter's field (its trigger button, named by its label and then its value). */
export const filterField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${label}`) })

export async function choose(canvasElement: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const name = typeof label === 'string' ? new RegExp(`^${label}`) : label
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  await userEvent.click(await screenOf(canvasElement).findByRole('option', { name: option }))
}

/**
 * The rows of a saved workbook's sheet (the first, or the one named), read back with exceljs (the library the
 * provider wrote it with).
 */
export async function workbookRows(file: SavedFile, sheetName?: string): Promise<unknown[][]> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await file.blob.arrayBuffer())
  const rows: unknown[][] = []
  const sheet = sheetName === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheetName)
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

/**
 * The account summary's own Cas/report calls (with their period): 'Figures tie' asks the same call for each fund's
 * statement, without one.
 */
export const summaryBodies = async (): Promise<Array<Record<string, unknown>>> =>
  (await bodiesOf(CAS_REPORT)).filter((body) => 'period' in body)

/** Waits until the provider has received `count` calls to `path`. */
export const callsReach = (path: string, count: number) =>
  waitFor(async () => expect((await bodiesOf(path)).length).toBeGreaterThanOrEqual(count), { timeout: 8000 })

/**
 * Before a report renders: the session has consented to the reporting terms (the gate and its dialog are the
 * journeys' subject), and the client's request context follows the story's session.
 */
export function reportStorySetup(): () => void {
  consentToReportingTerms()
  return syncStoryRequestContext()
}

/** The session has consented to the reporting terms (again after impersonation starts). */
export function consentToReportingTerms(): void {
  const portal = currentPortalState()
  const reporting = portal.terms.filter((term) => term.associationType === 'Reporting')
  portal.consents = {
    ...portal.consents,
    ...Object.fromEntries(reporting.map((t) => [String(t.id), 'Accepted'])),
  }
}

/** The signed-in user prefers 1.234,56 and DD.M.YYYY (story beforeEach). */
export function europeanFormats(): void {
  const portal = currentPortalState()
  portal.user = {
    ...portal.user!,
    preferences: [
      { setting: 'NumberFormat', value: '1.234,56' },
      { setting: 'DateFormat', value: 'DD.M.YYYY' },
    ],
  }
}

/** The administrator acts as the investor, who has consented to the reporting terms (story beforeEach). */
export async function impersonateInvestor(): Promise<void> {
  await impersonate(personas.investor.email)
}

/** The administrator acts as a persona, who has consented to the reporting terms. */
export async function impersonate(email: string): Promise<void> {
  await startImpersonation(currentPortalState(), email)
  consentToReportingTerms()
}

/** The entitledUserId the first call to `path` carried. */
export const entitledUserIdOf = async (path: string): Promise<string | undefined> =>
  (await requestLog()).find((request) => request.path.endsWith(path))?.query.entitledUserId as
    string | undefined

/** A report on a phone: the drawer above the report, and the page does not scroll sideways. */
export async function fitsANarrowScreen(canvasElement: HTMLElement): Promise<void> {
  const drawer = within(canvasElement).getByRole('complementary', { name: componentTexts.reportsDrawer })
  const title = within(canvasElement).getByRole('heading', { level: 1 })
  await expect(drawer.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top)
  const page = canvasElement.ownerDocument.documentElement
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}

type ReportPlay = (context: { canvasElement: HTMLElement }) => Promise<void>
type Method = 'GET' | 'POST'

/** The Loading story of a report: its report call never answers. */
export const loadingStory = (method: Method, path: string) => ({
  parameters: { ...neverAnswers(method, path), visual: { staysBusy: true } },
  play: (async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'status',
        { name: reportScreenTexts.loading },
        { timeout: 8000 },
      ),
    ).toBeVisible()
  }) satisfies ReportPlay,
})

/** The Empty story of a report: its report call answers 204. */
export const emptyStory = (method: Method, path: string) => ({
  parameters: answers(method, path, 204),
  play: (async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(reportTexts.noData, {}, { timeout: 8000 }),
    ).toBeVisible()
  }) satisfies ReportPlay,
})

/**
 * The Failed story of a report: the first call fails with its §8 text, and 'Try again' loads the report
 * (`shown` finds it).
 */
export const failedStory = (
  method: Method,
  path: string,
  text: string,
  shown: (canvasElement: HTMLElement) => Promise<HTMLElement>,
) => ({
  parameters: answers(method, path, 500, 1),
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(text)
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await shown(canvasElement)).toBeVisible()
  }) satisfies ReportPlay,
})

/**
 * The visual tolerance of screens with report tables: a table's header takes its column widths from the rows, which
 * Chromium sometimes places a subpixel apart between runs, so a few header words shift (409 and 561 pixels in two CI
 * runs); a real change moves more.
 */
export const reportTableVisual = { maxDiffPixels: 600 }

/** Story parameters under which there is no capital activity: no fund has flows, and no notice is found. */
export const noCapitalActivity = {
  msw: {
    handlers: [
      http.post(`*${endpoints.cashFlowReport.path()}`, () => HttpResponse.json([])),
      ...withFaults([{ method: 'POST', path: endpoints.documentSearch.path(), status: 204 }]),
    ],
  },
}

/** With the hostile corpus on: nothing of it ran, and the page is no wider than its window. */
export async function nothingRanNorWidened(canvasElement: HTMLElement): Promise<void> {
  await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  const page = canvasElement.ownerDocument.documentElement
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}

/**
 * A workbook saved with the hostile corpus on: its file name sanitised, and no text cell a spreadsheet would run as
 * a formula (numbers may be negative).
 */
export async function workbookIsSafe(file: SavedFile): Promise<void> {
  await expect(file.fileName).toBe(sanitizeFileName(file.fileName))
  const cells = (await workbookRows(file)).flat().filter((cell) => typeof cell === 'string')
  await expect(cells.some((cell) => /^[=+\-@]/.test(cell))).toBe(false)
}
