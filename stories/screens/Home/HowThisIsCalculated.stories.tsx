import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { acceptReportingTerms, freshPortalState, startStorySession } from '../../../.storybook/portalState'
import { hostileCorpus } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { endpoints } from '../../../src/api'
import { figureTraceTexts as texts, paths, rejectionTexts, successTexts } from '../../../src/domain'
import { FigureButton, TieList } from '../../../src/screens/figureTrace'
import { TracePanel } from '../../../src/screens/figureTrace/TracePanel'
import { HomeScreen } from '../../../src/screens/Home'
import { portfolioTexts } from '../../../src/screens/Home/portfolio/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import { answers, neverAnswers, workbookRows } from '../reports/reportHelpers'

const CASH_FLOWS = endpoints.cashFlowReport.path()

/** The portfolio's 'Your net IRR', as a button, once it is worked out (or while it is). */
const portfolioIrr = (canvasElement: HTMLElement, value: RegExp | string = /-?[\d.()]+%|-/u) =>
  within(canvasElement).findByRole(
    'button',
    {
      name: new RegExp(
        `^${texts.yourNetIrr} of ${texts.portfolioScope}: ${typeof value === 'string' ? value.replace(/[().]/gu, '\\$&') : value.source}\\. ${texts.title}$`,
        'u',
      ),
    },
    { timeout: 15_000 },
  )

/** The panel, once open. */
const panelOf = (canvasElement: HTMLElement) =>
  screenOf(canvasElement).findByRole('dialog', { name: texts.title }, { timeout: 10_000 })

/** The arithmetic's figure by its line. */
const arithmetic = (panel: HTMLElement, line: string) =>
  within(panel).getByText(line, { selector: 'dt' }).nextElementSibling?.textContent

/**
 * 'How this is calculated' (issue 63) on home's portfolio: every ratio and IRR is a button opening the figure's
 * flows, its ending value, the arithmetic and the IRR, with 'Export as Excel' (live formulas), against the embedded
 * provider. A side panel on a wide screen, a dialog on a phone. The panel is opened through `useTracedFigures`
 * (src/screens/figureTrace/useTracedFigures.tsx), as the account summary's figures open it: these stories are its
 * states (loading, failed, loaded, exported, by keyboard, on a phone, hostile text).
 */
const meta = {
  title: 'Screens/Home/HowThisIsCalculated',
  tags: ['!autodocs'],
  component: HomeScreen,
  subcomponents: { FigureButton, TracePanel, TieList },
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The portfolio's IRR opens its trace: every fund's flows in USD, the arithmetic, the IRR shown on home. */
export const Portfolio: Story = {
  play: async ({ canvasElement }) => {
    const button = await portfolioIrr(canvasElement)
    const shown = button.textContent
    await userEvent.click(button)
    const panel = await panelOf(canvasElement)
    await expect(
      within(panel).getByText(/^The figures of your portfolio as of Sep-30-2026, in USD\.$/u),
    ).toBeVisible()
    const flows = within(panel).getByRole('table', { name: texts.flowsCaption })
    await expect(within(flows).getByRole('columnheader', { name: texts.fund })).toBeVisible()
    await expect(arithmetic(panel, texts.irr)).toBe(shown)
    await expect(arithmetic(panel, texts.tvpi)).toMatch(/^\d+\.\d\dx$/u)
    for (const item of within(panel).getAllByRole('listitem')) await expect(item).toHaveTextContent(/^✓/u)
  },
}

/** A fund's reported IRR opens the fund's trace, in its currency, with the fund's own figure beside the investor's. */
export const FundWithItsReportedIrr: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole(
      'table',
      { name: portfolioTexts.fundsCaption },
      { timeout: 15_000 },
    )
    const reported = await within(table).findAllByRole(
      'button',
      // Once the flows are in: a figure, not '…'.
      { name: new RegExp(`^${texts.fundNetIrr.replace(/[()]/gu, '\\$&')} of .*: -?[\\d.()]+%\\.`, 'su') },
      { timeout: 15_000 },
    )
    await userEvent.click(reported[0]!)
    const panel = await panelOf(canvasElement)
    await expect(arithmetic(panel, texts.fundNetIrr)).toBe(reported[0]!.textContent)
    await expect(
      within(panel).getByText(/^Fund net IRR \(reported\) is the fund's own figure/u),
    ).toBeVisible()
    await expect(within(panel).queryByRole('columnheader', { name: texts.fund })).toBeNull()
  },
}

/** 'Export as Excel' saves the flows with live formulas: XIRR over the amounts and dates, SUM for the ratios. */
export const Exported: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await portfolioIrr(canvasElement))
    const panel = await panelOf(canvasElement)
    const saved = nextSavedFile(20_000)
    await userEvent.click(within(panel).getByRole('button', { name: texts.exportExcel }))
    const file = await saved
    await expect(file.fileName).toMatch(/^How this is calculated your portfolio 20260930\.xlsx$/u)
    await expect(await screenOf(canvasElement).findByText(successTexts.fileGeneration)).toBeVisible()
    const rows = await workbookRows(file, texts.sheetName)
    const irr = rows.find((row) => row[3] === texts.irr)!
    await expect(JSON.stringify(irr[4])).toMatch(/IFERROR\(XIRR\(E5:E\d+,A5:A\d+\)/u)
    const contributions = rows.find((row) => row[3] === texts.contributions)!
    await expect(JSON.stringify(contributions[4])).toMatch(/SUM\(F5:F\d+\)/u)
  },
}

/** By keyboard: the figure opens the panel, Escape closes it and the focus is back on the figure. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = await portfolioIrr(canvasElement)
    button.focus()
    await userEvent.keyboard('{Enter}')
    const panel = await panelOf(canvasElement)
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(button.ownerDocument.activeElement).toBe(button))
  },
}

/** The flows are still loading: the IRR says so, and the panel opened meanwhile shows that it loads. */
export const LoadingFlows: Story = {
  parameters: { ...neverAnswers('POST', CASH_FLOWS), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    // The rest of home drawn first (its history last), so that the picture holds still.
    await within(canvasElement).findByRole(
      'button',
      { name: /^Figures by quarter \(\d+\)$/u },
      { timeout: 15_000 },
    )
    await userEvent.click(await portfolioIrr(canvasElement, texts.loadingFigure))
    const panel = await panelOf(canvasElement)
    await expect(await within(panel).findByRole('status', { name: texts.loading })).toBeVisible()
  },
}

/** The flows fail: the §8 text under the figures, '-' for the IRR, and the panel offers 'Try again'. */
export const FlowsFailed: Story = {
  parameters: answers('POST', CASH_FLOWS, 500),
  play: async ({ canvasElement }) => {
    await userEvent.click(await portfolioIrr(canvasElement, '-'))
    const panel = await panelOf(canvasElement)
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(rejectionTexts.cashFlowReports)
    await expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/**
 * No flows at all (a provider that answers none): the capital account alone never changes sign, so the IRR is '-',
 * and the account summary's figures do not tie with the flows' sums, each named with both figures.
 */
export const NoSignChange: Story = {
  parameters: { msw: { handlers: [http.post(`*${CASH_FLOWS}`, () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await portfolioIrr(canvasElement, '-'))
    const panel = await panelOf(canvasElement)
    await expect(within(panel).getByText(texts.noSignChange)).toBeVisible()
    const failed = within(panel)
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.startsWith('✗'))
    await expect(failed.length).toBeGreaterThan(0)
    await expect(failed[0]).toHaveTextContent(
      /contributed capital is the sum of the cash flows' contributions: expected 0\.00, reported [\d,]+\.\d\d, difference [\d,]+\.\d\d$/u,
    )
  },
}

/** On a phone the panel is a dialog inside the screen, not a side panel. */
export const OnAPhone: Story = {
  parameters: { pageWidth: 412 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await portfolioIrr(canvasElement))
    const panel = await panelOf(canvasElement)
    await within(panel).findByText(texts.irr)
    const box = panel.getBoundingClientRect()
    await expect(box.left).toBeGreaterThan(0)
    await expect(box.right).toBeLessThan(panel.ownerDocument.documentElement.clientWidth)
  },
}

/**
 * With the hostile corpus on (fund names, the flows' types): shown as text in the panel, the file named by the §5
 * characters, and no workbook cell that a spreadsheet would run.
 */
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
    const table = await within(canvasElement).findByRole(
      'table',
      { name: portfolioTexts.fundsCaption },
      { timeout: 15_000 },
    )
    const irrs = await within(table).findAllByRole(
      'button',
      { name: new RegExp(`^${texts.yourNetIrr} of .*: -?[\\d.()]+%\\.`, 'su') },
      { timeout: 15_000 },
    )
    await userEvent.click(irrs[0]!)
    const panel = await panelOf(canvasElement)
    const flows = within(panel).getByRole('table', { name: texts.flowsCaption })
    // The type is the first cell after the date (the row's header), once the table has drawn its rows.
    const types = () =>
      [...flows.querySelectorAll('tbody td:nth-child(2)')].map((cell) => cell.textContent ?? '')
    await waitFor(() =>
      expect(types().filter((type) => hostileCorpus.includes(type)).length).toBeGreaterThan(3),
    )
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
    const saved = nextSavedFile(20_000)
    await userEvent.click(within(panel).getByRole('button', { name: texts.exportExcel }))
    const file = await saved
    await expect(file.fileName).toMatch(/^[\p{L}\p{N}_ ]+\.xlsx$/u)
    const rows = await workbookRows(file, texts.sheetName)
    const texted = rows.flat().filter((cell): cell is string => typeof cell === 'string')
    await expect(texted.filter((cell) => /^[=+\-@]/u.test(cell))).toEqual([])
  },
}
