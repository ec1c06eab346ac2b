import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { withFaults } from '../../../mocks/faults'
import { hostileFundName } from '../../../mocks/hostile'
import { mockState } from '../../../mocks/state'
import { selectInvestorGroup } from '../../../src/app/state/investorGroup'
import { componentTexts } from '../../../src/components'
import {
  capitalAccountLineLabels as lines,
  reportTexts,
  EXPORT_AS_EXCEL,
  paths,
  rejectionTexts,
  reportLabels,
  SOMETHING_WENT_WRONG,
  successTexts,
  SUPPORTED_CURRENCIES,
  warningTexts,
} from '../../../src/domain'
import { CapitalAccountStatementScreen } from '../../../src/screens/reports'
import { accountSummaryTexts } from '../../../src/screens/reports/accountSummary/texts'
import { capitalAccountStatementTexts as texts } from '../../../src/screens/reports/capitalAccountStatement/texts'
import { reportScreenTexts } from '../../../src/screens/reports/shared/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import {
  answers,
  bodiesOf,
  CAS_DOWNLOAD,
  CAS_PERIODS,
  CAS_REPORT,
  choose,
  entitledUserIdOf,
  europeanFormats,
  fitsANarrowScreen,
  impersonateInvestor,
  investorFunds,
  loadingStory,
  reportStorySetup,
  recordSignals,
  workbookRows,
  reportTableVisual,
} from './reportHelpers'

const route = (query = '') => `${paths.capitalAccountStatement}${query}`
const [first, second] = investorFunds()
const twoFunds = route(`?funds=${first!.id}&funds=${second!.id}`)

/** The statement of a fund: its table, named by the fund. */
const statementOf = (canvasElement: HTMLElement, fund: string) =>
  within(canvasElement).findByRole('table', { name: texts.statementOf(fund) }, { timeout: 8000 })

/** A line's QTD, YTD and ITD cells. */
const lineCells = (table: HTMLElement, label: string) =>
  [...within(table).getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td')].map(
    (cell) => cell.textContent,
  )

/**
 * The capital account statement (spec §2.5, /reporting/capital-account-statement) against the embedded provider:
 * the real screen on its route, its filters from Cas/periods and one Cas/report call per fund.
 */
const meta = {
  title: 'Screens/Reports/CapitalAccountStatement',
  tags: ['!autodocs'],
  component: CapitalAccountStatementScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: route(), visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CapitalAccountStatementScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The latest date's first fund, in its own currency; your interest, the capital account template. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await statementOf(canvasElement, first!.name)
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([texts.line, 'QTD', 'YTD', 'ITD'])
    await expect(lineCells(table, lines.endingCapitalAccount)).toHaveLength(3)
    await expect(lineCells(table, lines.capitalAccountPercentOfFund)[2]).toMatch(/^\d+\.\d{2}%$/)
    await expect(canvas.getByRole('tab', { name: texts.views.yourInterest })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('button', { name: EXPORT_AS_EXCEL })).toBeEnabled()
    const drawer = canvas.getByRole('complementary', { name: componentTexts.reportsDrawer })
    await expect(
      within(drawer).getByRole('link', { name: reportLabels.capitalAccountStatement }),
    ).toHaveAttribute('aria-current', 'page')
    const [body] = await bodiesOf(CAS_REPORT)
    await expect(body).toMatchObject({ fundIds: [first!.id], reportingCurrency: first!.currency })
    await expect(String(body?.reportingDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  },
}

export const Loading: Story = loadingStory('POST', CAS_REPORT)

export const Empty: Story = {
  parameters: answers('POST', CAS_REPORT, 204),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(reportTexts.noData, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).queryByRole('table')).toBeNull()
  },
}

/** Every fund failed: 'could not fetch data', and a retry loads the statement. */
export const Failed: Story = {
  parameters: answers('POST', CAS_REPORT, 500, 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      reportTexts.couldNotFetch,
    )
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await statementOf(canvasElement, first!.name)).toBeVisible()
  },
}

/** The periods failed: the statement cannot be asked for; 'could not fetch fund options'. */
export const FiltersFailed: Story = {
  parameters: answers('GET', CAS_PERIODS, 500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      rejectionTexts.fundOptions,
    )
    await expect(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** One of two funds fails: 'Something went wrong' in its place, the other fund's statement beside it. */
export const PartlyFailed: Story = {
  parameters: { ...answers('POST', CAS_REPORT, 500, 1), route: twoFunds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      SOMETHING_WENT_WRONG,
    )
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(1), { timeout: 8000 })
    await expect(
      within(canvas.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([first!.name, second!.name])
  },
}

/** The views and templates: the total fund holds 100 % of itself; the remaining-commitment lines. */
export const ViewsAndTemplates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const yours = lineCells(await statementOf(canvasElement, first!.name), lines.endingCapitalAccount)
    await userEvent.click(canvas.getByRole('tab', { name: texts.views.totalFund }))
    const total = await statementOf(canvasElement, first!.name)
    await expect(lineCells(total, lines.capitalAccountPercentOfFund)).toEqual([
      '100.00%',
      '100.00%',
      '100.00%',
    ])
    await expect(lineCells(total, lines.endingCapitalAccount)).not.toEqual(yours)
    await choose(canvasElement, texts.template, texts.templates.remainingCommitment)
    const remaining = await statementOf(canvasElement, first!.name)
    await expect(
      within(remaining).getByRole('rowheader', { name: lines.endingRemainingCommitment }),
    ).toBeVisible()
    await choose(canvasElement, texts.template, texts.templates.contributionsOutsideCommitment)
    await expect(
      within(await statementOf(canvasElement, first!.name)).getByRole('rowheader', {
        name: lines.contributionsOutsideCommitment,
      }),
    ).toBeVisible()
    // Only the reporting currency and the funds go to the provider: views and templates are the screen's. (The
    // account summary's call that 'Figures tie' makes, with its period, is another.)
    await expect((await bodiesOf(CAS_REPORT)).filter((body) => !('period' in body))).toHaveLength(1)
  },
}

/** Every supported currency can be chosen, and each is asked for and shown. */
export const EveryCurrency: Story = {
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    for (const currency of SUPPORTED_CURRENCIES) {
      if (currency === first!.currency) continue
      await choose(canvasElement, reportScreenTexts.reportingCurrency, currency)
      await waitFor(async () =>
        expect((await bodiesOf(CAS_REPORT)).some((body) => body.reportingCurrency === currency)).toBe(true),
      )
      await within(canvasElement).findByText(
        new RegExp(reportScreenTexts.inCurrency(currency) + '$'),
        {},
        { timeout: 8000 },
      )
      await statementOf(canvasElement, first!.name)
    }
  },
}

const signals: AbortSignal[] = []

/** A new filter aborts the load in flight: its request is aborted, and nothing of it shows. */
export const FilterChangeAbortsEarlierLoad: Story = {
  parameters: {
    msw: { handlers: withFaults([{ method: 'POST', path: CAS_REPORT, delayMs: 4000, times: 1 }]) },
  },
  beforeEach: () => {
    signals.length = 0
    return recordSignals(CAS_REPORT, signals)
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(signals).toHaveLength(1), { timeout: 8000 })
    await choose(canvasElement, reportScreenTexts.reportingCurrency, 'EUR')
    await waitFor(() => expect(signals).toHaveLength(2))
    await expect(signals[0]!.aborted).toBe(true)
    await expect(signals[1]!.aborted).toBe(false)
    await statementOf(canvasElement, first!.name)
    await expect(
      within(canvasElement).getByText(new RegExp(reportScreenTexts.inCurrency('EUR') + '$')),
    ).toBeVisible()
    await expect(screenOf(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/** A new investor-account group resets the filters: the chosen currency goes back to the fund's. */
export const GroupChangeResetsFilters: Story = {
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await choose(canvasElement, reportScreenTexts.reportingCurrency, 'JPY')
    await waitFor(async () => expect((await bodiesOf(CAS_REPORT)).at(-1)?.reportingCurrency).toBe('JPY'))
    const portal = currentPortalState()
    selectInvestorGroup(portal, String(portal.accountGroups[0]!.groupId))
    await waitFor(
      async () => expect((await bodiesOf(CAS_REPORT)).at(-1)?.reportingCurrency).not.toBe('JPY'),
      {
        timeout: 8000,
      },
    )
    await expect(
      within(canvasElement).getByRole('button', {
        name: new RegExp(`^${reportScreenTexts.reportingCurrency}`),
      }),
    ).not.toHaveTextContent('JPY')
  },
}

/** 'Export as Excel' saves the provider's workbook; its figures are the screen's. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const table = await statementOf(canvasElement, first!.name)
    const ending = lineCells(table, lines.endingCapitalAccount)[2]
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect(file.fileName).toMatch(/^Capital Account Statement_\d{8}\.xlsx$/)
    const [body] = await bodiesOf(CAS_DOWNLOAD)
    await expect(body).toMatchObject({
      fundIds: [first!.id],
      investorIds: null,
      reportingCurrency: first!.currency,
    })
    await expect(String(body?.reportingDate)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/)
    const [header, ...rows] = await workbookRows(file)
    const column = (name: string) => header!.indexOf(name)
    const yourItd = rows.filter(
      (row) =>
        row[column('Period')] === 'ITD' &&
        Number(row[column('Exchange Rate to USD')]) > 0 &&
        !/Group|Total Fund/.test(String(row[column('Investor Account')])),
    )
    const sum = yourItd.reduce<number>(
      (total, row) => total + Math.round(Number(row[column('Capital Account at Fair Value')]) * 100),
      0,
    )
    await expect(ending).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(sum / 100))
    await expect(await screenOf(canvasElement).findByText(successTexts.reportGeneration)).toBeVisible()
  },
}

export const DownloadFailed: Story = {
  parameters: answers('POST', CAS_DOWNLOAD, 500),
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByText(warningTexts.reportDownload)).toBeVisible()
    await expect(await statementOf(canvasElement, first!.name)).toBeVisible()
  },
}

export const DownloadEmpty: Story = {
  parameters: answers('POST', CAS_DOWNLOAD, 204),
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByText(warningTexts.reportNoData)).toBeVisible()
  },
}

/** 1.234,56 and DD.M.YYYY from the user's preferences. */
export const EuropeanNumbers: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    const table = await statementOf(canvasElement, first!.name)
    await expect(lineCells(table, lines.endingCapitalAccount)[2]).toMatch(/^\d{1,3}(\.\d{3})+$/)
    await expect(lineCells(table, lines.capitalAccountPercentOfFund)[2]).toMatch(/^\d+,\d{2}%$/)
    await expect(within(canvasElement).getByText(/^As of \d{2}\.\d{1,2}\.\d{4}/)).toBeVisible()
  },
}

/** An administrator acting as the investor sees the investor's statement (entitledUserId sent). */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await expect(await entitledUserIdOf(CAS_REPORT)).toBe('u-investor')
  },
}

/** On a phone the statement scrolls inside its frame; the page itself does not scroll sideways. */
export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await statementOf(canvasElement, first!.name)
    await fitsANarrowScreen(canvasElement)
  },
}

/** Hostile fund names render as text in the filter, the headings and the table names; nothing runs. */
export const HostileNames: Story = {
  beforeEach: () => {
    mockState.hostile = true
  },
  parameters: { route: twoFunds },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('table')).toHaveLength(2), { timeout: 8000 })
    const headings = within(canvas.getByRole('tabpanel'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
    await expect(headings).toEqual([hostileFundName(first!.id), hostileFundName(second!.id)])
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}

/** The drawer stays as the user left it when they move to another report. */
export const DrawerKeptBetweenReports: Story = {
  beforeEach: () => {
    currentPortalState().reportsDrawerOpen = false
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await statementOf(canvasElement, first!.name)
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.expandDrawer }))
    await userEvent.click(canvas.getByRole('link', { name: reportLabels.accountSummary }))
    await canvas.findByRole('heading', { level: 1, name: accountSummaryTexts.title }, { timeout: 8000 })
    await expect(canvas.getByRole('button', { name: componentTexts.collapseDrawer })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.collapseDrawer }))
    await expect(currentPortalState().reportsDrawerOpen).toBe(false)
  },
}
