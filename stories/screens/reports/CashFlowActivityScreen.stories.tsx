import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { firstReportingQuarter } from '../../../mocks/seed/performance'
import { mockState } from '../../../mocks/state'
import { antiForgeryHeaders, configureApi, endpoints } from '../../../src/api'
import { cashFlowRange, EXPORT_AS_EXCEL, paths, rejectionTexts, successTexts } from '../../../src/domain'
import { CashFlowActivityScreen } from '../../../src/screens/reports'
import { cashFlowScreenTexts as texts } from '../../../src/screens/reports/cashFlowActivity/texts'
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
  fitsANarrowScreen,
  impersonateInvestor,
  investorFunds,
  failedStory,
  loadingStory,
  emptyStory,
  reportStorySetup,
  workbookRows,
} from './reportHelpers'

const CF_REPORT = endpoints.cashFlowReport.path()
const CF_FILTERS = endpoints.cashFlowFilters.path()
const CF_DOWNLOAD = endpoints.cashFlowDownload.path()
/** The investor's youngest fund: it still calls and distributes capital every quarter. */
const youngest = [...investorFunds()].sort((a, b) => firstReportingQuarter(b) - firstReportingQuarter(a))[0]!
const route = (query = '') =>
  `${paths.cashFlowActivity}${query}${query ? '&' : '?'}fund=${encodeURIComponent(youngest.name)}`
const exact = (start: string, end: string) => {
  const [startYear, startQuarter] = start.split('-Q')
  const [endYear, endQuarter] = end.split('-Q')
  return route(
    `?range=EXACT_DATE_RANGE&startYear=${startYear}&startQuarter=${startQuarter}&endYear=${endYear}&endQuarter=${endQuarter}`,
  )
}

const activity = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: /cash flow activity$/ }, { timeout: 8000 })

const quarterTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: texts.quarterTable }, { timeout: 8000 })

/** Today, for the stories whose year lists depend on the month (spec §5). */
const todayIs = (iso: string) => () => {
  const undo = reportStorySetup()
  configureApi({ now: () => new Date(iso) })
  return undo
}

/**
 * Cash flow activity (spec §2.5, /reporting/cash-flow-activity) against the embedded provider: fund and accounts
 * from FundCashflows/filters, the activity from FundCashflows/Report.
 */
const meta = {
  title: 'Screens/Reports/CashFlowActivity',
  tags: ['!autodocs'],
  component: CashFlowActivityScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: route() },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CashFlowActivityScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The first fund, every account, the last published quarter: totals, the chart and its table, the activity. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    const [body] = await bodiesOf(CF_REPORT)
    const { startDate, endDate } = cashFlowRange('LAST_PUBLISHED_QUARTER', new Date(mockState.today))
    await expect(body).toMatchObject({
      timePeriod: 'LAST_PUBLISHED_QUARTER',
      startDate,
      endDate,
      investors: null,
    })
    await expect(body).not.toHaveProperty('types')
    await expect(await quarterTable(canvasElement)).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[data-chart] svg')).not.toBeNull(), {
      timeout: 8000,
    })
  },
}

export const Loading: Story = loadingStory('POST', CF_REPORT)

export const Empty: Story = emptyStory('POST', CF_REPORT)

export const Failed: Story = failedStory('POST', CF_REPORT, rejectionTexts.cashFlowReports, activity)

export const FiltersFailed: Story = {
  parameters: answers('GET', CF_FILTERS, 500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      rejectionTexts.cashFlowFilters,
    )
  },
}

/** An exact range: the first day of the start quarter to the last day of the end quarter. */
export const ExactRange: Story = {
  parameters: { route: exact('2024-Q2', '2025-Q1') },
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    await expect((await bodiesOf(CF_REPORT))[0]).toMatchObject({
      timePeriod: 'EXACT_DATE_RANGE',
      startDate: '2024-04-01',
      endDate: '2025-03-31',
    })
  },
}

/** Only the start of an exact range: nothing is asked for until the end is set too. */
export const ExactRangeHalfFilled: Story = {
  parameters: { route: route('?range=EXACT_DATE_RANGE&startYear=2024&startQuarter=1') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(texts.chooseRange, {}, { timeout: 8000 }),
    ).toBeVisible()
    await choose(canvasElement, texts.endYear, '2024')
    await expect(within(canvasElement).getByText(texts.chooseRange)).toBeVisible()
    await expect(await bodiesOf(CF_REPORT)).toHaveLength(0)
    await choose(canvasElement, texts.endQuarter, 'Dec. 31')
    await waitFor(async () =>
      expect((await bodiesOf(CF_REPORT))[0]).toMatchObject({
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      }),
    )
  },
}

/** An end before the start is refused, with a message, and nothing is asked for. */
export const EndBeforeStart: Story = {
  parameters: { route: exact('2025-Q1', '2024-Q4') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      texts.endBeforeStart,
    )
    await expect(await bodiesOf(CF_REPORT)).toHaveLength(0)
  },
}

/** Chosen accounts that the new fund does not have are dropped; those it has stay. */
export const FundChangeKeepsAccounts: Story = {
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    const mapping = (await (
      await fetch(`/mock-api${CF_FILTERS}`, { headers: antiForgeryHeaders })
    ).json()) as {
      fundToInvestorsMapping: Array<{ fundName: string; investors: string[] }>
    }
    const from = mapping.fundToInvestorsMapping.find((entry) => entry.fundName === youngest.name)
    const to = mapping.fundToInvestorsMapping.find(
      (entry) => entry !== from && entry.investors.some((name) => from!.investors.includes(name)),
    )
    const shared = from!.investors.find((name) => to!.investors.includes(name))!
    const onlyFirst = from!.investors.find((name) => !to!.investors.includes(name))
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(`^${texts.investorAccounts}`) }),
    )
    const list = screenOf(canvasElement)
    await userEvent.click(await list.findByRole('option', { name: shared }))
    if (onlyFirst) await userEvent.click(list.getByRole('option', { name: onlyFirst }))
    await userEvent.keyboard('{Escape}')
    await choose(canvasElement, texts.fund, to!.fundName)
    await waitFor(async () =>
      expect((await bodiesOf(CF_REPORT)).at(-1)).toMatchObject({ fund: to!.fundName, investors: [shared] }),
    )
  },
}

/** Types go to the provider only when one is chosen. */
export const Types: Story = {
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: texts.distributions }))
    await waitFor(async () =>
      expect((await bodiesOf(CF_REPORT)).at(-1)).toMatchObject({ types: ['Distribution'] }),
    )
  },
}

/** The start years offered on a given day: from 1991 to `lastYear` (spec §5). */
const yearListOn = (today: string, lastYear: string): Story => ({
  beforeEach: todayIs(today),
  parameters: { route: route('?range=EXACT_DATE_RANGE') },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: new RegExp(`^${texts.startYear}`) },
        { timeout: 8000 },
      ),
    )
    const options = (await screenOf(canvasElement).findAllByRole('option')).map((o) => o.textContent)
    await expect(options[0]).toBe('1991')
    await expect(options.at(-1)).toBe(lastYear)
  },
})

/** In March no quarter of this year is complete: the year lists end with last year. */
export const JanuaryYearList = yearListOn('2026-03-15T12:00:00Z', '2025')

/** From April the current year is offered. */
export const AprilYearList = yearListOn('2026-04-02T12:00:00Z', '2026')

export const Download: Story = {
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_AS_EXCEL }))
    const file = await saved
    await expect((await bodiesOf(CF_DOWNLOAD))[0]).toMatchObject({ timePeriod: 'LAST_PUBLISHED_QUARTER' })
    const rows = await workbookRows(file)
    const header = rows.findIndex((row) => row.includes('Amount'))
    const at = rows[header]!.indexOf('Amount')
    const typeAt = rows[header]!.indexOf('Type')
    const cents = rows
      .slice(header + 1)
      .filter((row) => row[typeAt] === 'Distribution')
      .reduce<number>((sum, row) => sum + Math.round(Number(row[at]) * 100), 0)
    const shown = within(canvasElement).getByText(texts.distributions, { selector: 'dt' }).nextElementSibling
    await expect(shown?.textContent).toBe(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        cents / 100,
      ),
    )
    await expect(await screenOf(canvasElement).findByText(successTexts.reportGeneration)).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}

/**
 * Since the fund's first quarter: a bar pair per quarter (contributions below the axis, distributions above) and
 * the cumulative net line, the J-curve. The chart is a picture hidden from assistive technology; the quarterly
 * table beside it is its accessible alternative, and ends on the net of the two totals.
 */
export const Chart: Story = {
  parameters: { route: route('?range=ALL_DATES') },
  play: async ({ canvasElement }) => {
    const table = await quarterTable(canvasElement)
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-chart] [data-bar]').length).toBeGreaterThan(4),
      { timeout: 8000 },
    )
    await expect(canvasElement.querySelector('[data-chart] [data-line]')).not.toBeNull()
    await expect(canvasElement.querySelector('[data-chart]')?.closest('[aria-hidden="true"]')).not.toBeNull()
    const amountOf = (text: string | null | undefined) => {
      const number = Number((text ?? '').replace(/[(),]/g, ''))
      return text?.startsWith('(') ? -number : number
    }
    const total = (label: string) =>
      amountOf(within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent)
    const rows = within(table).getAllByRole('row')
    await expect(rows.length).toBeGreaterThan(4)
    const net = amountOf(rows.at(-1)!.querySelectorAll('td')[2]?.textContent)
    await expect(Math.abs(net - (total(texts.distributions) - total(texts.contributions)))).toBeLessThan(1)
  },
}

export const EuropeanNumbers: Story = {
  beforeEach: europeanFormats,
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    const shown = within(canvasElement).getByText(texts.contributions, { selector: 'dt' }).nextElementSibling
    await expect(shown?.textContent).toMatch(/^\(?\d{1,3}(\.\d{3})*,\d{2}\)?$/)
  },
}

/** The administrator acting as the investor sees the investor's funds and accounts, asked for as the investor. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: impersonateInvestor,
  play: async ({ canvasElement }) => {
    await activity(canvasElement)
    await expect(await entitledUserIdOf(CF_FILTERS)).toBe('u-investor')
    await expect(await entitledUserIdOf(CF_REPORT)).toBe('u-investor')
  },
}
