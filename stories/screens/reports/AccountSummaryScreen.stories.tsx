import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { selectInvestorGroup } from '../../../src/app/state/investorGroup'
import {
  reportTexts,
  EXPORT_AS_EXCEL,
  paths,
  rejectionTexts,
  successTexts,
  USD_AGGREGATION_NOTE,
  warningTexts,
  figureTraceTexts,
} from '../../../src/domain'
import { AccountSummaryScreen } from '../../../src/screens/reports'
import { accountSummaryTexts as texts } from '../../../src/screens/reports/accountSummary/texts'
import { reportScreenTexts } from '../../../src/screens/reports/shared/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import {
  answers,
  bodiesOf,
  CAS_REPORT,
  summaryBodies,
  choose,
  entitledUserIdOf,
  europeanFormats,
  fitsANarrowScreen,
  impersonateInvestor,
  failedStory,
  loadingStory,
  emptyStory,
  reportStorySetup,
  SUMMARY_DOWNLOAD,
  SUMMARY_FILTER,
  workbookRows,
  reportTableVisual,
} from './reportHelpers'

const summaryTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: texts.summaryTable }, { timeout: 8000 })

/** The cells of a table's total row: currency, as of, five amounts, net MOIC. */
const totalCells = (table: HTMLElement) =>
  [
    ...within(table).getByRole('rowheader', { name: texts.totalUSD }).closest('tr')!.querySelectorAll('td'),
  ].map((cell) => cell.textContent ?? '')

const fundRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].filter((row) => row.querySelectorAll('td').length > 0)

/**
 * The line-one account summary (spec §2.5, /reporting/account-summary/{product}) against the embedded provider:
 * periods from AccountSummary/filter, rows from Cas/report, the fund-type tables and the USD note.
 */
const meta = {
  title: 'Screens/Reports/AccountSummary',
  tags: ['!autodocs'],
  component: AccountSummaryScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.accountSummary, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof AccountSummaryScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every fund of the latest period, every account of the group summed (group-wide); totals in USD. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await summaryTable(canvasElement)
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      texts.fund,
      texts.currency,
      texts.asOf,
      texts.commitment,
      texts.remainingCommitments,
      texts.contributedCapital,
      texts.distributions,
      texts.capitalAccountAtFairValue,
      texts.netMoic,
      figureTraceTexts.yourNetIrr,
      figureTraceTexts.fundNetIrr,
    ])
    const total = totalCells(table)
    await expect(total[0]).toBe('USD')
    await expect(total[7]).toMatch(/^(\d+\.\d{2}x|\(\d+\.\d{2}x\)|-)$/)
    await expect(canvas.getByRole('table', { name: texts.remainingCommitmentTable })).toBeVisible()
    const fairValue = canvas.getByRole('table', { name: texts.fairValueTable })
    for (const row of fundRows(fairValue))
      await expect(row.lastElementChild?.textContent).toMatch(/^\d+\.\d%$/)
    await expect(canvas.getByText(USD_AGGREGATION_NOTE)).toBeVisible()
    const [body] = await summaryBodies()
    await expect(body).toMatchObject({ period: 'ITD', current: false })
    await expect((body?.fundIds as unknown[]).length).toBeGreaterThan(1)
  },
}

export const Loading: Story = loadingStory('POST', CAS_REPORT)

export const Empty: Story = emptyStory('POST', CAS_REPORT)

/** AccountSummary/filter answered 204: there is no period to report on. */
export const NoPeriods: Story = {
  parameters: answers('GET', SUMMARY_FILTER, 204),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(reportTexts.noData, {}, { timeout: 8000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Failed: Story = failedStory(
  'POST',
  CAS_REPORT,
  rejectionTexts.accountSummaryReport,
  summaryTable,
)

export const FiltersFailed: Story = {
  parameters: answers('GET', SUMMARY_FILTER, 500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      rejectionTexts.accountSummaryFilters,
    )
  },
}

/** The download fails: 'The report download failed.'; the report stays. */
export const PartlyFailed: Story = {
  parameters: answers('POST', SUMMARY_DOWNLOAD, 500),
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await expect(await screenOf(canvasElement).findByText(warningTexts.reportDownload)).toBeVisible()
    await expect(await summaryTable(canvasElement)).toBeVisible()
  },
}

/** 'Current' swaps the funds to those of the last three periods and loads again with current: true. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('switch', { name: reportScreenTexts.current }))
    await waitFor(async () => expect(await summaryBodies()).toHaveLength(2), { timeout: 8000 })
    const [before, after] = await summaryBodies()
    await expect(after).toMatchObject({ current: true, reportingDate: before!.reportingDate, period: 'ITD' })
    await expect(
      within(canvasElement).getByRole('switch', { name: reportScreenTexts.current }),
    ).toHaveAttribute('aria-checked', 'true')
    await expect(await summaryTable(canvasElement)).toBeVisible()
  },
}

/** One investor account (single) against every account of the group (group-wide); the download names it. */
export const GroupWide: Story = {
  // The screen's report-table tolerance (the meta's reportTableVisual): its sticky column headings are drawn a
  // subpixel apart in some runs (295 and 561 pixels of heading text, nothing else).
  play: async ({ canvasElement }) => {
    const groupWide = totalCells(await summaryTable(canvasElement))
    const account = currentPortalState().entitledAccounts[0]!
    await choose(canvasElement, reportScreenTexts.investorAccount, account.name)
    await waitFor(async () => expect(totalCells(await summaryTable(canvasElement))[2]).not.toBe(groupWide[2]))
    // The same rows, summed for one account: no new call.
    await expect(await summaryBodies()).toHaveLength(1)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await saved
    await expect((await bodiesOf(SUMMARY_DOWNLOAD))[0]).toMatchObject({
      investorIds: [account.id],
      period: 'ITD',
    })
  },
}

/** A year without the chosen quarter moves to its latest quarter, and the report loads for that date. */
export const EarlierYear: Story = {
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    const [first] = await summaryBodies()
    const year = Number(String(first!.reportingDate).slice(0, 4)) - 1
    await choose(canvasElement, reportScreenTexts.year, String(year))
    await waitFor(async () =>
      expect((await summaryBodies()).at(-1)?.reportingDate).toMatch(new RegExp(`^${year}-`)),
    )
    await expect(await summaryTable(canvasElement)).toBeVisible()
  },
}

/** A new investor-account group resets the filters (the chosen account) and loads again. */
export const GroupChangeResetsFilters: Story = {
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('switch', { name: reportScreenTexts.current }))
    await waitFor(async () => expect((await summaryBodies()).at(-1)).toMatchObject({ current: true }))
    const portal = currentPortalState()
    selectInvestorGroup(portal, String(portal.accountGroups[0]!.groupId))
    await waitFor(async () => expect((await summaryBodies()).at(-1)).toMatchObject({ current: false }), {
      timeout: 8000,
    })
    await expect(
      within(canvasElement).getByRole('switch', { name: reportScreenTexts.current }),
    ).toHaveAttribute('aria-checked', 'false')
  },
}

/** The saved workbook is the provider's; its commitments add up to the screen's fund line. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const table = await summaryTable(canvasElement)
    const firstFund = fundRows(table)[0]!
    const fundName = firstFund.querySelector('th')!.textContent
    const commitment = firstFund.querySelectorAll('td')[2]!.textContent
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect(file.fileName).toMatch(/^Account Summary_\d{8}\.xlsx$/)
    const [header, ...rows] = await workbookRows(file)
    const at = (name: string) => header!.indexOf(name)
    const ofFund = rows.filter(
      (row) => row[at('Fund')] === fundName && !/Group|Total Fund/.test(String(row[at('Investor Account')])),
    )
    const sum = ofFund.reduce<number>((total, row) => total + Number(row[at('Commitment')]), 0)
    await expect(commitment).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(sum))
    await expect(await screenOf(canvasElement).findByText(successTexts.reportGeneration)).toBeVisible()
  },
}

export const EuropeanNumbers: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    const total = totalCells(await summaryTable(canvasElement))
    await expect(total[1]).toMatch(/^\d{2}\.\d{1,2}\.\d{4}$/)
    await expect(total[2]).toMatch(/^\d{1,3}(\.\d{3})+$/)
    await expect(total[7]).toMatch(/^(\d+,\d{2}x|\(\d+,\d{2}x\)|-)$/)
  },
}

export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    await expect(await entitledUserIdOf(CAS_REPORT)).toBe('u-investor')
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await summaryTable(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}
