import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { dataset } from '../../../mocks/dataset'
import { fundAnswer } from '../../../mocks/handlers/reporting/funds'
import { hostileFundName } from '../../../mocks/hostile'
import { scopeOf } from '../../../mocks/scope'
import { fundHeads, seedTerms } from '../../../mocks/seed/content'
import { quarterAt } from '../../../mocks/seed/dates'
import { firstReportingQuarter } from '../../../mocks/seed/performance'
import { mockState } from '../../../mocks/state'
import { componentTexts } from '../../../src/components'
import {
  EXPORT_AS_EXCEL,
  formatDate,
  fundProfileTabs,
  paths,
  rejectionTexts,
  successTexts,
  termsDialogTexts,
  warningTexts,
} from '../../../src/domain'
import { FundProfileScreen } from '../../../src/screens/FundProfile'
import { FundInvestmentsTable } from '../../../src/screens/FundProfile/FundInvestmentsTable'
import { SummaryInvestmentSchedule } from '../../../src/screens/FundProfile/SummaryInvestmentSchedule'
import { documentsScreenTexts } from '../../../src/screens/documentLibrary/texts'
import { fundProfileTexts as texts } from '../../../src/screens/FundProfile/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { findRows, nextSavedFile, requestLog, screenOf, searchBodies } from '../screenHelpers'
import {
  answers,
  choose,
  consentToReportingTerms,
  entitledUserIdOf,
  europeanFormats,
  impersonateInvestor,
  neverAnswers,
  reportStorySetup,
  reportTableVisual,
  workbookRows,
} from '../reports/reportHelpers'
import { pathPattern, withFaults } from '../../../mocks/faults'
import { currentPortalState } from '../../../.storybook/portalState'

const latest = quarterAt(dataset().latestQuarter)
const entityTermFunds = new Set(
  seedTerms.filter((t) => t.associationType === 'EntitledEntity').flatMap((t) => t.associations ?? []),
)
const investorFunds = scopeOf('investor', null).funds.filter(
  (fund) => firstReportingQuarter(fund) <= dataset().latestQuarter - 8,
)
/** An investor's fund without terms of its own, reporting for two years or more. */
const fund = investorFunds.find((f) => !entityTermFunds.has(f.id))!
/** An investor's fund with its own terms (the terms dialog comes first). */
const fundWithTerms = scopeOf('investor', null).funds.find((f) => entityTermFunds.has(f.id))!
const fundId = fund.id
/** The fund's investments at the latest quarter. */
const latestInvestments = endpoints.fundInvestments.path({ fundId, date: latest.endDate })
/** Any call a fund profile makes for its fund, for any fund. */
const fundPageCalls = [
  endpoints.funds,
  endpoints.fundHeads,
  endpoints.fundPeriods,
  endpoints.fundInvestments,
  endpoints.fundAdjustments,
  endpoints.moicTotals,
  endpoints.fundReportingPeriod,
  endpoints.summaryInvestmentScheduleDownload,
].map((call) => pathPattern(call.glob()))
const isFundPageCall = (path: string) => fundPageCalls.some((pattern) => pattern.test(path))
const route = (query = '', id: number | string = fund.id) => `${paths.fundProfile(id)}${query}`
const shown = (date: string | Date) => formatDate(date, 'MMM-DD-YYYY')
const previousQuarter = quarterAt(dataset().latestQuarter - 1).endDate
const q1 = `${latest.year}-03-31`
const q4 = `${latest.year - 1}-12-31`

const scheduleTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: /summary investment schedule as of/ }, { timeout: 8000 })
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
const tile = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('region', { name: texts.moicSummary })).getByText(label)
    .parentElement!
const tab = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('tab', { name })

/**
 * A fund's profile (spec §2.5, /fund-profile/{entityID}) against the embedded provider: the fund from reporting
 * Funds, its heads, and the tabs Summary Investment Schedule (FPSIS calls), Key Dates, Waterfall Terms and Fund
 * Documents. The route's gate (ViewFunds, entitlement, terms) is the portal's own.
 */
const meta = {
  title: 'Screens/FundProfile',
  tags: ['!autodocs'],
  component: FundProfileScreen,
  // The schedule (SummaryInvestmentSchedule and its FundInvestmentsTable) in each of its states: loaded, loading,
  // failed, not found, totals failed, another period, European numbers, narrow, hostile names.
  subcomponents: { SummaryInvestmentSchedule, FundInvestmentsTable },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: {
    session: 'started',
    route: route(),
    visual: reportTableVisual,
  },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof FundProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The latest period: the header with IRRs (1 decimal) and fund heads, the companies by status with the MOIC totals
 * (total value / equity invested), the total MOIC against the prior quarter, prior year end and same quarter of the
 * prior year (historic MOIC), and the adjustments of types 1 to 4.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await scheduleTable(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fund.name)
    await expect(canvas.getByRole('region', { name: texts.factsLabel })).toHaveTextContent(
      new RegExp(`${texts.grossIrr}\\d+\\.\\d%`),
    )
    await expect(await canvas.findAllByRole('listitem')).not.toHaveLength(0)
    await expect(headers(table)).toContain(texts.previousQuarterMoic)
    await expect(headers(table)).toContain(texts.endPreviousYearMoic)
    const total = within(table).getByRole('rowheader', { name: texts.totalInvestments }).closest('tr')!
    // Acquired, Exited, Equity Invested, Cash Received, Remaining FMV, Total Value, MOIC, …
    const cells = [...total.querySelectorAll('td')].map((td) => td.textContent)
    const [equity, value, moic] = [cells[2], cells[5], cells[6]].map((text) =>
      Number(text?.replace(/[,x]/g, '')),
    )
    await expect(cells[6]).toMatch(/^\d+\.\d\dx$/)
    await expect(moic).toBeCloseTo(value! / equity!, 2)
    await waitFor(() =>
      expect(
        tile(canvasElement, `${texts.moicComparison.previousQuarter}, ${shown(previousQuarter)}`),
      ).toHaveTextContent(/\d\.\d\dx/),
    )
    await expect(
      await canvas.findByRole('table', { name: `${texts.adjustments}, ${shown(latest.endDate)}` }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(fundProfileTabs[0])
  },
}

export const Loading: Story = {
  parameters: { ...neverAnswers('get', latestInvestments), visual: { busyWith: [texts.loadingSchedule] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('status', { name: texts.loadingSchedule }, { timeout: 8000 }),
    ).toBeVisible()
    // Only the schedule waits: the heads, the four MOIC tiles and the adjustments arrive on their own, and the
    // screenshot is taken once they have (they change the page's height).
    for (const head of fundHeads(fund.id)) await canvas.findByText(head.name, {}, { timeout: 8000 })
    await waitFor(() => expect(canvas.getAllByText(/^\d+\.\d{2}x$/)).toHaveLength(4), { timeout: 8000 })
    await canvas.findByRole('table', { name: new RegExp(`^${texts.adjustments}, `) }, { timeout: 8000 })
  },
}

/** Each call fails with its own §8 text, and the rest of the page stays. */
const failedCall = (path: string, text: string, status = 500): Story => ({
  parameters: answers('GET', path, status),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })
    await expect(alert).toHaveTextContent(text)
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
  },
})

export const FundsFailed = failedCall(endpoints.funds.path(), rejectionTexts.funds)
export const FundHeadsFailed = failedCall(endpoints.fundHeads.path({ fundId }), rejectionTexts.fundHeads)
export const PeriodsFailed = failedCall(endpoints.fundPeriods.path({ fundId }), rejectionTexts.fundPeriods)
export const ScheduleFailed = failedCall(latestInvestments, rejectionTexts.fpsisData)
export const ScheduleNotFound = failedCall(latestInvestments, rejectionTexts.flocReportsNotFound, 404)
export const AdjustmentsFailed = failedCall(
  endpoints.fundAdjustments.path({ fundId, date: latest.endDate }),
  rejectionTexts.fsisReports,
)
export const AdjustmentsNotFound = failedCall(
  endpoints.fundAdjustments.path({ fundId, date: latest.endDate }),
  rejectionTexts.fsisReportsNotFound,
  404,
)
export const MoicTotalsFailed = failedCall(
  endpoints.moicTotals.path({ fundId, date: latest.endDate }),
  rejectionTexts.moicNotFound,
)
export const PeriodDataFailed = failedCall(
  endpoints.fundReportingPeriod.path(),
  rejectionTexts.fpsisPeriodData,
)

/** A fund without a Summary Investment Schedule yet (204: no periods). */
export const NoPeriods: Story = {
  parameters: answers('GET', endpoints.fundPeriods.path({ fundId }), 204),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(texts.noPeriods, {}, { timeout: 8000 })).toBeVisible()
    await expect(
      within(canvasElement).queryByRole('button', { name: EXPORT_AS_EXCEL }),
    ).not.toBeInTheDocument()
  },
}

/** Q1: no previous-quarter MOIC (it would repeat the previous year end), in the table and the comparisons. */
export const Q1: Story = {
  parameters: { route: route(`?date=${q1}`) },
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    await expect(headers(table)).not.toContain(texts.previousQuarterMoic)
    await expect(headers(table)).toContain(texts.endPreviousYearMoic)
    const region = within(canvasElement).getByRole('region', { name: texts.moicSummary })
    await waitFor(() => expect(region).toHaveTextContent(texts.moicComparison.endPreviousYear))
    await expect(region).not.toHaveTextContent(texts.moicComparison.previousQuarter)
  },
}

/** Q4: no end-of-previous-year MOIC. */
export const Q4: Story = {
  parameters: { route: route(`?date=${q4}`) },
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    await expect(headers(table)).toContain(texts.previousQuarterMoic)
    await expect(headers(table)).not.toContain(texts.endPreviousYearMoic)
    const region = within(canvasElement).getByRole('region', { name: texts.moicSummary })
    await waitFor(() => expect(region).toHaveTextContent(texts.moicComparison.previousQuarter))
    await expect(region).not.toHaveTextContent(texts.moicComparison.endPreviousYear)
  },
}

/** The prior quarter's MOIC fails: stored for that date only; the other comparisons and the schedule stay. */
export const HistoricMoicPartlyFailed: Story = {
  parameters: answers('GET', endpoints.historicMoic.path({ fundId, date: previousQuarter }), 500),
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    const failed = `${texts.moicComparison.previousQuarter}, ${shown(previousQuarter)}`
    await waitFor(() => expect(tile(canvasElement, failed)).toHaveTextContent(rejectionTexts.historicMoic))
    await waitFor(() =>
      expect(
        tile(
          canvasElement,
          `${texts.moicComparison.sameQuarterPreviousYear}, ${shown(quarterAt(dataset().latestQuarter - 4).endDate)}`,
        ),
      ).toHaveTextContent(/\d\.\d\dx/),
    )
  },
}

/** Another period: every FPSIS call asks for its date, and the URL keeps it. */
export const PeriodChange: Story = {
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await choose(canvasElement, texts.period, new RegExp(`^Q4 ${latest.year - 1}`))
    await waitFor(async () =>
      expect((await requestLog()).map((r) => r.path)).toContain(
        endpoints.fundInvestments.path({ fundId, date: q4 }),
      ),
    )
    const table = await scheduleTable(canvasElement)
    await expect(table).toHaveAccessibleName(texts.tableCaption(fund.name, shown(q4)))
    const periodCalls = (await requestLog()).filter((r) => r.path.endsWith('/FPSISPeriod'))
    await expect(periodCalls.at(-1)?.query).toMatchObject({ fundId: String(fund.id), reportingDate: q4 })
  },
}

/** 'Export as Excel' saves the provider's workbook of the period: its companies are the screen's. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    await waitFor(() =>
      expect(within(table).getByRole('rowheader', { name: texts.totalInvestments })).toBeVisible(),
    )
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3))
    const companies = within(table).getAllByRole('row').length
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect(file.fileName).toMatch(/^Summary Investment Schedule_\d{8}\.xlsx$/)
    const rows = await workbookRows(file)
    await expect(rows[0]).toEqual([fund.name])
    await expect(rows.some((row) => row[0] === 'Total')).toBe(true)
    await expect(companies).toBeGreaterThan(3)
    await expect(await screenOf(canvasElement).findByText(successTexts.reportGeneration)).toBeVisible()
  },
}

export const DownloadFailed: Story = {
  parameters: answers(
    'GET',
    endpoints.summaryInvestmentScheduleDownload.path({ fundId, date: latest.endDate }),
    500,
  ),
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByText(warningTexts.reportDownloadShort)).toBeVisible()
  },
}

/** The tabs work by keyboard (arrows, Home, End), each with its own content. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    tab(canvasElement, fundProfileTabs[0]).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(tab(canvasElement, fundProfileTabs[1])).toHaveFocus()
    await expect(
      await within(canvasElement).findByRole('table', { name: texts.keyDatesCaption }),
    ).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(
      await within(canvasElement).findByRole('list', { name: texts.waterfallDiagram }),
    ).toBeVisible()
    await userEvent.keyboard('{End}')
    await waitFor(() =>
      expect(tab(canvasElement, fundProfileTabs[3])).toHaveAttribute('aria-selected', 'true'),
    )
    await userEvent.keyboard('{Home}')
    await expect(await scheduleTable(canvasElement)).toBeVisible()
  },
}

/** An investor's fund whose periods were extended and whose term is still ahead. */
const extendedFund = scopeOf('investor', null).funds.find(
  (f) =>
    !entityTermFunds.has(f.id) &&
    f.investmentPeriodCurrent !== f.investmentPeriodOriginal &&
    new Date(f.termExpirationCurrent!) > mockState.today,
)!

/** Key Dates: original and current end of each period against today; an extension says so. */
export const KeyDates: Story = {
  parameters: { route: route('?tab=key-dates', extendedFund.id) },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: texts.keyDatesCaption },
      { timeout: 8000 },
    )
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await expect(headers(table)).toContain(texts.standing(shown(mockState.today)))
    const term = within(table).getByRole('rowheader', { name: texts.termExpiration }).closest('tr')!
    await expect(term).toHaveTextContent(shown(extendedFund.termExpirationCurrent!))
    await expect(term).toHaveTextContent(new RegExp(`${texts.extended}. Ends in \\d+ years?`))
    await expect(within(canvasElement).getByRole('img', { name: texts.timelineLabel })).toHaveTextContent(
      texts.today,
    )
  },
}

/** Waterfall Terms: the hurdle, the carry and the catch-up split, tier by tier in plain words. */
export const WaterfallTerms: Story = {
  parameters: { route: route('?tab=waterfall-terms') },
  play: async ({ canvasElement }) => {
    const tiers = await within(canvasElement).findByRole(
      'list',
      { name: texts.waterfallDiagram },
      { timeout: 8000 },
    )
    await expect(within(tiers).getAllByRole('listitem')).toHaveLength(4)
    await expect(tiers).toHaveTextContent(`${fund.hurdleRatePct}% a year`)
    await expect(tiers).toHaveTextContent(
      `${100 - fund.carriedIntPct!}% to investors and ${fund.carriedIntPct}% to the manager`,
    )
  },
}

/** The Key Dates and Waterfall Terms tabs wait for the fund (reporting Funds), then show its terms. */
export const KeyDatesLoading: Story = {
  parameters: { route: route('?tab=key-dates'), ...neverAnswers('get', endpoints.funds.path()) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: texts.loading }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

export const WaterfallTermsFailed: Story = {
  ...failedCall(endpoints.funds.path(), rejectionTexts.funds),
  parameters: { route: route('?tab=waterfall-terms'), ...answers('GET', endpoints.funds.path(), 500) },
}

/** A fund whose provider gives no waterfall terms, or unreadable ones: each is said to be missing, never guessed. */
export const WaterfallTermsNotProvided: Story = {
  parameters: {
    route: route('?tab=waterfall-terms'),
    msw: {
      handlers: [
        http.get(`*${endpoints.funds.path()}`, () =>
          HttpResponse.json([
            {
              ...fundAnswer(fund),
              hurdleRatePct: null,
              carriedIntPct: 120,
              catchUpSplitByGpLp: 'to be agreed',
            },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const tiers = await within(canvasElement).findByRole(
      'list',
      { name: texts.waterfallDiagram },
      { timeout: 8000 },
    )
    await expect(within(tiers).getAllByText(texts.termNotProvided)).toHaveLength(3)
    await expect(within(canvasElement).getAllByText(texts.notProvided)).toHaveLength(3)
  },
}

export const FundDocumentsLoading: Story = {
  parameters: {
    route: route('?tab=documents'),
    ...neverAnswers('post', endpoints.documentSearch.path()),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'status',
        { name: documentsScreenTexts.loading },
        { timeout: 8000 },
      ),
    ).toBeVisible()
  },
}

/** Fund Documents: the library narrowed to this fund, with the fund's own document types. */
export const FundDocuments: Story = {
  parameters: { route: route('?tab=documents') },
  play: async ({ canvasElement }) => {
    const { rows } = await findRows(canvasElement, texts.documentsLabel(fund.name), 3)
    for (const row of rows) await expect(row).toHaveTextContent(fund.name)
    await expect((await searchBodies())[0]?.entitledEntityIds).toEqual([fund.id])
    await expect((await requestLog()).map((r) => r.path)).toContain(
      endpoints.fundDocumentTypes.path({ entityId: fund.id }),
    )
    await expect(
      within(canvasElement).queryByRole('button', { name: new RegExp(`^${documentsScreenTexts.funds}`) }),
    ).not.toBeInTheDocument()
  },
}

export const FundDocumentsFailed: Story = {
  parameters: {
    route: route('?tab=documents'),
    ...answers('POST', endpoints.documentSearch.path(), 500),
  },
  play: async ({ canvasElement }) => {
    // The warning, and the grid saying why it is empty.
    await waitFor(
      () => expect(screenOf(canvasElement).getAllByText(warningTexts.documentsLoad)).toHaveLength(2),
      { timeout: 8000 },
    )
    await expect(screenOf(canvasElement).getByText('Error!')).toBeVisible()
  },
}

/** Leaving Fund Documents while its search runs cancels it quietly: no warning, the schedule shows. */
export const FundDocumentsLeftMidFetch: Story = {
  parameters: {
    route: route('?tab=documents'),
    ...neverAnswers('post', endpoints.documentSearch.path()),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'status',
      { name: documentsScreenTexts.loading },
      { timeout: 8000 },
    )
    await userEvent.click(tab(canvasElement, fundProfileTabs[0]))
    await scheduleTable(canvasElement)
    await expect(
      screenOf(canvasElement).queryByText(rejectionTexts.cancelledFundDocuments),
    ).not.toBeInTheDocument()
    await expect(screenOf(canvasElement).queryByText(warningTexts.documentsLoad)).not.toBeInTheDocument()
  },
}

/** The fund's own terms have not been agreed to (story beforeEach). */
function fundTermsOutstanding(): () => void {
  const restore = reportStorySetup()
  const portal = currentPortalState()
  portal.terms = portal.terms.map((t) =>
    t.associationType === 'EntitledEntity' ? { ...t, accepted: false } : t,
  )
  return restore
}

/** A fund with its own terms: the dialog comes first; once agreed, the profile opens. */
export const TermsRequired: Story = {
  parameters: { route: route('', fundWithTerms.id) },
  beforeEach: fundTermsOutstanding,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 8000 })
    await userEvent.click(within(dialog).getByRole('button', { name: termsDialogTexts.agree }))
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: fundWithTerms.name },
        { timeout: 8000 },
      ),
    ).toBeVisible()
    // Settled for the screenshot: the dialog gone and the whole schedule drawn.
    await waitFor(() => expect(screenOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument())
    await within(canvasElement).findByRole('table', { name: /^Adjustments/ }, { timeout: 8000 })
  },
}

/** Declining the fund's terms leaves the page (home, when the portal was opened on it). */
export const TermsDeclined: Story = {
  parameters: { route: route('', fundWithTerms.id) },
  beforeEach: fundTermsOutstanding,
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 8000 })
    await userEvent.click(within(dialog).getByRole('button', { name: termsDialogTexts.disagree }))
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent(
        fundWithTerms.name,
      ),
    )
    await expect((await requestLog()).some((r) => r.path.includes('/FPSIS/'))).toBe(false)
  },
}

/** An id that is not among the user's funds goes home. */
export const UnknownFund: Story = {
  parameters: { route: route('', 'no-such-fund') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('tablist')).not.toBeInTheDocument())
    await expect((await requestLog()).some((r) => isFundPageCall(r.path))).toBe(false)
  },
}

/** An administrator acting as the investor sees the investor's fund, asked for as the investor. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await expect(await entitledUserIdOf(endpoints.funds.path())).toBe('u-investor')
  },
}

export const EuropeanNumbers: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    const total = (await within(table).findByRole('rowheader', { name: texts.totalInvestments })).closest(
      'tr',
    )!
    await expect(total.querySelectorAll('td')[6]?.textContent).toMatch(/^\d+,\d\dx$/)
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** Hostile fund, head and company names are shown as text: nothing runs, the page holds. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
    consentToReportingTerms()
  },
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await expect(within(canvasElement).getByRole('heading', { level: 1 }).textContent).toBe(
      hostileFundName(fund.id),
    )
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}

/** 'Try again' after a failed schedule loads it. */
export const FailedThenRetried: Story = {
  parameters: {
    msw: {
      handlers: withFaults([{ method: 'GET', path: latestInvestments, status: 500, times: 1 }]),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })
    await userEvent.click(within(canvasElement).getByRole('button', { name: componentTexts.retry }))
    await expect(await scheduleTable(canvasElement)).toBeVisible()
  },
}
