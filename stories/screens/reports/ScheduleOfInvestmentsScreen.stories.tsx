import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { dataset } from '../../../mocks/dataset'
import { positionsByFund } from '../../../mocks/seed/book'
import { quarterAt } from '../../../mocks/seed/dates'
import { accountById, investorNameAt } from '../../../mocks/seed/investors'
import { firstReportingQuarter } from '../../../mocks/seed/performance'
import { reportTableTexts } from '../../../src/components'
import { componentTexts } from '../../../src/components/texts'
import {
  EXPORT_AS_EXCEL,
  multiSelectTexts,
  paths,
  rejectionTexts,
  scheduleOfInvestmentsTexts,
  successTexts,
} from '../../../src/domain'
import { ScheduleOfInvestmentsScreen } from '../../../src/screens/reports'
import { scheduleOfInvestmentsScreenTexts as texts } from '../../../src/screens/reports/scheduleOfInvestments/texts'
import { reportScreenTexts } from '../../../src/screens/reports/shared/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import {
  answers,
  bodiesOf,
  choose,
  entitledUserIdOf,
  europeanFormats,
  impersonateInvestor,
  fitsANarrowScreen,
  investorFunds,
  failedStory,
  loadingStory,
  emptyStory,
  reportStorySetup,
  workbookRows,
  reportTableVisual,
} from './reportHelpers'

const SOI_REPORT = endpoints.scheduleOfInvestments.path()
const SOI_PERIODS = endpoints.scheduleOfInvestmentsPeriods.path()
const SOI_DOWNLOAD = endpoints.scheduleOfInvestmentsDownload.path()
const route = (query = '') => `${paths.scheduleOfInvestments}${query}`
const [first] = investorFunds()
const latest = quarterAt(dataset().latestQuarter)

const scheduleTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: /schedule of investments$/ }, { timeout: 8000 })

/**
 * The schedule of investments (spec §2.5, /reporting/schedule-of-investments) against the embedded provider:
 * periods and funds from SOI/Periods, the report from SOI/Report.
 */
const meta = {
  title: 'Screens/Reports/ScheduleOfInvestments',
  tags: ['!autodocs'],
  component: ScheduleOfInvestmentsScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: route(), visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof ScheduleOfInvestmentsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The latest period and its first fund: companies by status with subtotals, then the adjustments. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    await expect(table).toHaveAccessibleName(texts.tableCaption(first!.name))
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8)
    await expect(within(table).getByRole('rowheader', { name: texts.totalInvestments })).toBeVisible()
    await expect(
      within(table).getByRole('rowheader', { name: scheduleOfInvestmentsTexts.adjustments }),
    ).toBeVisible()
    const total = within(table)
      .getByRole('rowheader', { name: texts.capitalAccountAtFairValue })
      .closest('tr')!
    await expect(total.querySelectorAll('td')[6]?.textContent).toMatch(/^\(?[\d,]+\.\d\)?$/)
    await expect(
      within(table).getAllByRole('rowheader', { name: new RegExp(`^${reportTableTexts.subtotal('')}`) })
        .length,
    ).toBeGreaterThan(0)
    const [body] = await bodiesOf(SOI_REPORT)
    await expect(body).toEqual({
      fundId: first!.id,
      currency: first!.currency,
      reportingDate: latest.endDate,
    })
  },
}

export const Loading: Story = loadingStory('POST', SOI_REPORT)

export const Empty: Story = emptyStory('POST', SOI_REPORT)

export const Failed: Story = failedStory(
  'POST',
  SOI_REPORT,
  rejectionTexts.scheduleOfInvestments,
  scheduleTable,
)

export const FiltersFailed: Story = {
  parameters: answers('POST', SOI_PERIODS, 500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      rejectionTexts.fundOptions,
    )
  },
}

/** Q4 of last year, then this year (which has no Q4 yet): its latest quarter. */
export const YearWithoutQuarter: Story = {
  parameters: { route: route(`?date=${latest.year - 1}-12-31`) },
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await expect((await bodiesOf(SOI_REPORT))[0]).toMatchObject({ reportingDate: `${latest.year - 1}-12-31` })
    await choose(canvasElement, reportScreenTexts.year, String(latest.year))
    await waitFor(async () =>
      expect((await bodiesOf(SOI_REPORT)).at(-1)).toMatchObject({ reportingDate: latest.endDate }),
    )
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(`^${reportScreenTexts.quarter}`) }),
    ).toHaveTextContent(`Q${latest.quarter}`)
  },
}

/** A fund that did not report yet in the quarter chosen: the period's first fund instead. */
export const FundNotInPeriod: Story = {
  play: async ({ canvasElement }) => {
    const youngest = [...investorFunds()].sort(
      (a, b) => firstReportingQuarter(b) - firstReportingQuarter(a),
    )[0]!
    const before = quarterAt(firstReportingQuarter(youngest) - 1)
    await scheduleTable(canvasElement)
    await choose(canvasElement, texts.fund, youngest.name)
    await waitFor(async () =>
      expect((await bodiesOf(SOI_REPORT)).at(-1)).toMatchObject({ fundId: youngest.id }),
    )
    await choose(canvasElement, reportScreenTexts.year, String(before.year))
    await choose(canvasElement, reportScreenTexts.quarter, new RegExp(`^Q${before.quarter}`))
    await waitFor(async () =>
      expect((await bodiesOf(SOI_REPORT)).at(-1)).toMatchObject({ reportingDate: before.endDate }),
    )
    const last = (await bodiesOf(SOI_REPORT)).at(-1)
    await expect(last?.fundId).not.toBe(youngest.id)
    await expect(
      within(canvasElement).getByRole('button', { name: new RegExp(`^${texts.fund}`) }),
    ).not.toHaveTextContent(youngest.name)
  },
}

/** The saved workbook is the provider's; the capital account at fair value matches the screen's. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    const total = within(table)
      .getByRole('rowheader', { name: texts.capitalAccountAtFairValue })
      .closest('tr')!
    const shown = total.querySelectorAll('td')[6]?.textContent
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect(file.fileName).toMatch(/^Schedule of Investments_\d{8}\.xlsx$/)
    await expect((await bodiesOf(SOI_DOWNLOAD))[0]).toMatchObject({ fundId: first!.id, investorIds: null })
    const rows = await workbookRows(file)
    const line = rows.find((row) => row.includes('capitalAccountAtFairValue'))
    const amount = Number(line?.at(-1))
    await expect(shown).toBe(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
        .format(Math.abs(amount))
        .replace(/^/, amount < 0 ? '(' : '')
        .replace(/$/, amount < 0 ? ')' : ''),
    )
    await expect(await screenOf(canvasElement).findByText(successTexts.reportGeneration)).toBeVisible()
  },
}

export const EuropeanNumbers: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    const table = await scheduleTable(canvasElement)
    const total = within(table)
      .getByRole('rowheader', { name: texts.capitalAccountAtFairValue })
      .closest('tr')!
    await expect(total.querySelectorAll('td')[6]?.textContent).toMatch(/^\(?[\d.]+,\d\)?$/)
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}

const INVESTORS = endpoints.investors.path()
/** An investor of the book with accounts in the first fund: the download for them has their rows. */
const holder = (() => {
  const account = accountById.get(positionsByFund.get(Number(first!.id))![0]!.accountId)!
  return { id: account.investorId, name: investorNameAt(account.investorId - 1) }
})()
const investorPicker = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: new RegExp(`^${texts.investors}`) })
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/**
 * Internal staff choose the download's investors from the manager's whole directory: 1,000,000 investors from
 * the mock, loaded into a worker when the picker first opens. Only the rows on screen are rendered; typing
 * searches the million names; the chosen investors' ids go with 'Export as Excel'.
 */
export const InvestorPicker: Story = {
  parameters: { persona: 'admin' },
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await userEvent.click(await investorPicker(canvasElement))
    const status = popup(canvasElement).getByRole('status')
    await waitFor(
      () => expect(status).toHaveTextContent(componentTexts.directorySize(1_000_000, 'Investor')),
      {
        timeout: 60_000,
      },
    )
    const list = popup(canvasElement).getByRole('listbox')
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent(/\w/))
    await expect(within(list).getAllByRole('option').length).toBeLessThanOrEqual(24)
    await userEvent.type(popup(canvasElement).getByRole('combobox'), holder.name)
    await waitFor(() => expect(status).toHaveTextContent(/of 1,000,000 Investors match/))
    const match = await within(list).findByRole('option', { name: holder.name })
    await userEvent.click(match)
    await userEvent.keyboard('{Escape}{Escape}')
    await expect(await investorPicker(canvasElement)).toHaveTextContent(
      multiSelectTexts.selected(1, 'Investor'),
    )
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    await saved
    const [body] = await bodiesOf(SOI_DOWNLOAD)
    await expect(body?.investorIds).toEqual([holder.id])
  },
}

/** GET Investors fails: 'Failed to load Investors' in the picker, and 'Try again' loads it again. */
export const InvestorsFailed: Story = {
  parameters: { persona: 'admin', ...answers('GET', INVESTORS, 500, 1) },
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await userEvent.click(await investorPicker(canvasElement))
    const status = popup(canvasElement).getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent(rejectionTexts.investors))
    await userEvent.click(popup(canvasElement).getByRole('button', { name: componentTexts.retry }))
    await expect(status).toHaveTextContent(componentTexts.directoryLoading('Investor'))
    await waitFor(
      () => expect(status).toHaveTextContent(componentTexts.directorySize(1_000_000, 'Investor')),
      {
        timeout: 60_000,
      },
    )
  },
}

/** An investor (or an administrator acting as one) has no investor picker: the download is their own. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await scheduleTable(canvasElement)
    await expect(await entitledUserIdOf(SOI_REPORT)).toBe('u-investor')
    await expect(
      within(canvasElement).queryByRole('button', { name: new RegExp(`^${texts.investors}`) }),
    ).not.toBeInTheDocument()
  },
}
