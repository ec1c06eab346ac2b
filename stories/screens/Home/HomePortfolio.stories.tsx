import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { acceptReportingTerms, freshPortalState, startStorySession } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { hostileCorpus } from '../../../mocks/hostile'
import { scopeOf } from '../../../mocks/scope'
import { mockState } from '../../../mocks/state'
import { endpoints } from '../../../src/api'
import {
  figureTraceTexts as traceTexts,
  GENERAL_TERMS_NAME,
  paths,
  rejectionTexts,
  USD_AGGREGATION_NOTE,
} from '../../../src/domain'
import { HomeScreen } from '../../../src/screens/Home'
import { attentionTexts } from '../../../src/screens/Home/attention'
import { homeTexts } from '../../../src/screens/Home/texts'
import { PortfolioSnapshotPanel } from '../../../src/screens/Home/portfolio/PortfolioFigures'
import { PortfolioFrame } from '../../../src/screens/Home/portfolio/PortfolioFrame'
import { PortfolioFunds } from '../../../src/screens/Home/portfolio/PortfolioFunds'
import { PortfolioHistory } from '../../../src/screens/Home/portfolio/PortfolioHistory'
import { PortfolioTermsPrompt } from '../../../src/screens/Home/portfolio/PortfolioTermsPrompt'
import { portfolioTexts as texts } from '../../../src/screens/Home/portfolio/texts'
import { europeanFormats, impersonateInvestor, entitledUserIdOf } from '../reports/reportHelpers'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { answerAllTerms, neverAnswers, requestLog, screenOf } from '../screenHelpers'

const FILTER = endpoints.accountSummaryFilter.path()
const SUMMARY = endpoints.accountSummary.path()

/** The snapshot's panel, once its figures are shown (the placeholder's panel is another element). */
async function figures(canvasElement: HTMLElement) {
  const tvpi = await within(canvasElement).findByText('TVPI', { selector: 'abbr' }, { timeout: 10_000 })
  const panel = tvpi.closest('section')!
  await expect(panel).toHaveAccessibleName(texts.heading)
  return { panel, list: panel.querySelector('dl')! }
}

/** The snapshot panel's failure, once it is shown. */
async function snapshotFailure(canvasElement: HTMLElement, text: string) {
  const alert = await within(canvasElement).findByText(
    text,
    { selector: '[role="alert"]' },
    { timeout: 10_000 },
  )
  const panel = alert.closest<HTMLElement>('section[aria-labelledby="home-portfolio"]')!
  await expect(panel).toHaveAccessibleName(texts.heading)
  return panel
}

/** A figure's shown value, by its label. */
const figure = (list: HTMLElement, label: string | RegExp) => {
  const term = within(list).getByText(label, { selector: 'dt, dt *' }).closest('div')!
  return term.querySelector('dd')!.textContent ?? ''
}

/** The funds table's rows (fund names as row headers). */
const fundRows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole(
    'table',
    { name: texts.fundsCaption },
    { timeout: 10_000 },
  )
  return within(table).getAllByRole('rowheader')
}

/** The portfolio's panel while the reporting terms are not accepted: its sentence and the button that asks. */
async function termsPrompt(canvasElement: HTMLElement) {
  const sentence = await within(canvasElement).findByText(texts.termsRequired, {}, { timeout: 10_000 })
  const panel = sentence.closest('section')!
  await expect(panel).toHaveAccessibleName(texts.heading)
  return { panel, button: within(panel).getByRole('button', { name: texts.reviewTerms }) }
}

/** The portfolio's calls in the story's request log: the published quarters and the account summaries. */
const portfolioCalls = async () =>
  (await requestLog()).filter((request) => [FILTER, SUMMARY].some((path) => request.path.endsWith(path)))

/** The rest of home has drawn: the video and both lists of 'What needs attention'. */
async function restOfHome(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await expect(
    await canvas.findByText('A Message from Our Co-CEOs', { selector: 'p' }, { timeout: 10_000 }),
  ).toBeVisible()
  for (const name of [attentionTexts.unreadList, attentionTexts.eventsList])
    await expect(await canvas.findByRole('list', { name }, { timeout: 10_000 })).toBeVisible()
}

/** No figure of the portfolio is shown, nor asked of the provider. */
async function noFigures(canvasElement: HTMLElement) {
  await expect(within(canvasElement).queryByText('TVPI')).toBeNull()
  await expect(within(canvasElement).queryByRole('region', { name: texts.fundsHeading })).toBeNull()
  await expect(await portfolioCalls()).toEqual([])
}

const pageFits = async (canvasElement: HTMLElement) => {
  const page = canvasElement.ownerDocument.documentElement
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
}

/**
 * Home's portfolio snapshot, each part drawn from the mock's answers: the frame holding its room while it loads
 * (PortfolioFrame), the group's position and the ILPA ratios (PortfolioFigures' PortfolioSnapshotPanel), the funds
 * (PortfolioFunds) and the history (PortfolioHistory). They are report figures: the stories' session has accepted
 * the reporting terms, but for the last three, of a session that has not yet (PortfolioTermsPrompt).
 */
const meta = {
  title: 'Screens/Home/Portfolio',
  component: HomeScreen,
  subcomponents: {
    PortfolioFrame,
    PortfolioSnapshotPanel,
    PortfolioFunds,
    PortfolioHistory,
    PortfolioTermsPrompt,
  },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const { panel, list } = await figures(canvasElement)
    await expect(within(panel).getByText(/^As of Sep-30-2026, across 15 funds, in USD\.$/)).toBeVisible()
    for (const label of [
      texts.commitment,
      texts.remainingCommitment,
      texts.contributed,
      texts.distributions,
      texts.nav,
    ])
      await expect(figure(list, label)).toMatch(/^\d{1,3}(,\d{3})*$/)
    for (const ratio of ['DPI', 'RVPI', 'TVPI']) await expect(figure(list, ratio)).toMatch(/^\d+\.\d\dx$/)
    await expect(within(panel).getByText(USD_AGGREGATION_NOTE)).toBeVisible()
    // The largest ten funds, largest NAV first, with the link to the rest.
    const rows = await fundRows(canvasElement)
    await expect(rows).toHaveLength(10)
    await expect(within(canvasElement).getByText(texts.someFunds(10, 15))).toBeVisible()
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('link', { name: /^Fund profile of / })).toHaveLength(10)
    await expect(canvas.getAllByRole('link', { name: /^Account summary of / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/reporting\/account-summary\/flagship\?funds=\d+&date=2026-09-30$/),
    )
    // The history: the chart and its table under the disclosure.
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Figures by quarter \(12\)$/ }, { timeout: 10_000 }),
    )
    await expect(await canvas.findByRole('table', { name: texts.historyTable })).toBeVisible()
  },
}

/** Each ratio explains itself on keyboard focus (and hover). */
export const RatioExplained: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await figures(canvasElement)
    const tvpi = within(list).getByText('TVPI')
    tvpi.focus()
    await expect(await screenOf(canvasElement).findByRole('tooltip')).toHaveTextContent(
      texts.ratios.tvpi.explanation,
    )
    await expect(tvpi).toHaveAccessibleDescription(texts.ratios.tvpi.explanation)
  },
}

/** The figures' room is held while they load: the placeholder says so, nothing else moves. */
export const Loading: Story = {
  parameters: { ...neverAnswers('GET', FILTER), visual: { busyWith: [texts.loading] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: texts.loading })).toBeVisible()
  },
}

/** The snapshot's call fails: its panel says so with a retry; the rest of home shows. */
export const SnapshotFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'POST', path: SUMMARY, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    const panel = await snapshotFailure(canvasElement, rejectionTexts.accountSummaryReport)
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible()
    const video = await within(canvasElement).findByText('A Message from Our Co-CEOs', { selector: 'p' })
    await expect(video).toBeVisible()
  },
}

/** The published quarters fail: the filter's text, and home carries on. */
export const QuartersFailed: Story = {
  parameters: { msw: { handlers: withFaults([{ method: 'GET', path: FILTER, status: 500 }]) } },
  play: async ({ canvasElement }) => {
    await snapshotFailure(canvasElement, rejectionTexts.accountSummaryFilters)
  },
}

/** No funds (the empty persona has no account summary to show): home shows no snapshot at all. */
export const NoFunds: Story = {
  parameters: { persona: 'empty' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 })
    await waitFor(async () => expect((await requestLog()).length).toBeGreaterThan(0))
    await expect(within(canvasElement).queryByRole('region', { name: texts.heading })).toBeNull()
  },
}

/** A group whose quarter reports one fund: its figures, one row, no link to the rest. */
export const SingleFund: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${FILTER}`, () =>
          HttpResponse.json([
            { fundId: scopeOf('investor', null).funds[0]!.id, reportingDate: '2026-09-30' },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await figures(canvasElement)
    await expect(within(panel).getByText(/across 1 fund, in USD\.$/)).toBeVisible()
    await expect(await fundRows(canvasElement)).toHaveLength(1)
    await expect(within(canvasElement).queryByText(/largest of your/)).toBeNull()
  },
}

/** The administrator's 48 funds: the largest ten, then the link to the rest in the account summary. */
export const ManyFunds: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    const { panel, list } = await figures(canvasElement)
    // The administrator's 48 funds' cash flows, four calls at a time, then their IRRs: pictured once shown.
    await waitFor(() => expect(figure(list, traceTexts.yourNetIrr)).toMatch(/%$/), { timeout: 30_000 })
    await expect(within(panel).getByText(/across \d{2} funds, in USD\.$/)).toBeVisible()
    await expect(await fundRows(canvasElement)).toHaveLength(10)
    await expect(within(canvasElement).getByRole('link', { name: texts.allFunds })).toHaveAttribute(
      'href',
      paths.accountSummary,
    )
  },
}

export const EuropeanFormats: Story = {
  beforeEach: () => {
    europeanFormats()
    return syncStoryRequestContext()
  },
  play: async ({ canvasElement }) => {
    const { panel, list } = await figures(canvasElement)
    await expect(within(panel).getByText(/^As of 30\.9\.2026,/)).toBeVisible()
    await expect(figure(list, texts.commitment)).toMatch(/^\d{1,3}(\.\d{3})*$/)
    await expect(figure(list, 'TVPI')).toMatch(/^\d+,\d\dx$/)
  },
}

/** An administrator acting as the investor sees the investor's portfolio, asked for as the investor. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: async () => {
    await impersonateInvestor()
    return syncStoryRequestContext()
  },
  play: async ({ canvasElement }) => {
    const { panel } = await figures(canvasElement)
    await expect(within(panel).getByText(/across 15 funds, in USD\.$/)).toBeVisible()
    await expect(await entitledUserIdOf(SUMMARY)).toBe('u-investor')
  },
}

export const OnAPhone: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    await figures(canvasElement)
    await fundRows(canvasElement)
    await pageFits(canvasElement)
  },
}

export const OnASmallPhone: Story = {
  parameters: { pageWidth: 320 },
  play: async ({ canvasElement }) => {
    await figures(canvasElement)
    await fundRows(canvasElement)
    await pageFits(canvasElement)
  },
}

/** Hostile fund names are shown as text in the funds table: nothing runs, the page holds. */
export const HostileNames: Story = {
  beforeEach: async () => {
    // The funds' names come with the session: it starts again with the corpus on.
    mockState.hostile = true
    const portal = freshPortalState()
    await startStorySession(portal)
    acceptReportingTerms(portal)
    return syncStoryRequestContext()
  },
  play: async ({ canvasElement }) => {
    const names = (await fundRows(canvasElement)).map((row) => row.textContent ?? '')
    // Markup from the provider is shown as its text.
    await expect(names.filter((name) => hostileCorpus.includes(name)).length).toBeGreaterThan(5)
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    await pageFits(canvasElement)
  },
}

/**
 * A new session, the reporting terms not yet accepted: the panel says the figures are shown once they are, with the
 * button that asks for them; no figure is shown, none is asked of the provider, and home opens no dialog unasked.
 * The rest of home is as always.
 */
export const AwaitingReportingTerms: Story = {
  parameters: { reportingTerms: 'pending' },
  play: async ({ canvasElement }) => {
    const { button } = await termsPrompt(canvasElement)
    await expect(button).toBeVisible()
    await restOfHome(canvasElement)
    await noFigures(canvasElement)
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull()
    await pageFits(canvasElement)
  },
}

/**
 * The button opens the report pages' terms dialog, the General Terms & Conditions first; all accepted, the figures
 * are asked for and shown, the funds and history below them, and the focus is on the page's heading.
 */
export const AcceptingTheReportingTermsShowsTheFigures: Story = {
  parameters: { reportingTerms: 'pending' },
  play: async ({ canvasElement }) => {
    const { button } = await termsPrompt(canvasElement)
    await restOfHome(canvasElement)
    await userEvent.click(button)
    await screenOf(canvasElement).findByRole('dialog', {
      name: new RegExp(`^${GENERAL_TERMS_NAME} \\(1 of \\d\\)$`),
    })
    await answerAllTerms(canvasElement, 'agree')
    const { panel } = await figures(canvasElement)
    await expect(within(panel).getByText(/^As of Sep-30-2026, across 15 funds, in USD\.$/)).toBeVisible()
    await expect(await fundRows(canvasElement)).toHaveLength(10)
    await expect((await portfolioCalls()).length).toBeGreaterThan(0)
    await expect(within(canvasElement).queryByText(texts.termsRequired)).toBeNull()
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: homeTexts.title }),
    ).toHaveFocus()
  },
}

/**
 * Closed, or I DO NOT AGREE: home stays as it is (no page is left, nothing else changes), the prompt still there
 * to ask again, and still no figure asked for.
 */
export const DecliningTheReportingTermsKeepsHome: Story = {
  parameters: { reportingTerms: 'pending' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await restOfHome(canvasElement)
    await userEvent.click((await termsPrompt(canvasElement)).button)
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect((await termsPrompt(canvasElement)).button).toHaveFocus()

    await userEvent.click((await termsPrompt(canvasElement)).button)
    await answerAllTerms(canvasElement, 'disagree')
    const { button } = await termsPrompt(canvasElement)
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: homeTexts.title }),
    ).toBeInTheDocument()
    await restOfHome(canvasElement)
    await noFigures(canvasElement)
    // A still picture: the button as it is before it is used.
    button.blur()
  },
}
