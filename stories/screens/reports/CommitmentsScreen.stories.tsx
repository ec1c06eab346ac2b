import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { endpoints } from '../../../src/api'
import { componentTexts } from '../../../src/components'
import { commitmentsTexts as texts, paths, rejectionTexts } from '../../../src/domain'
import { CommitmentsScreen } from '../../../src/screens/reports/portfolioAnalytics/CommitmentsScreen'
import { mockState } from '../../../mocks/state'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { neverAnswers, nextSavedFile } from '../screenHelpers'
import {
  answers,
  fitsANarrowScreen,
  nothingRanNorWidened,
  reportStorySetup,
  reportTableVisual,
  SUMMARY_FILTER,
  workbookIsSafe,
  workbookRows,
} from './reportHelpers'

const CF_REPORT = endpoints.cashFlowReport.path()

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: texts.tableLabel }, { timeout: 20_000 })

/**
 * Commitments (issue 65, /reporting/commitments) against the embedded provider: the account summary's latest
 * quarter (AccountSummary/filter, Cas/report), the funds' terms (Funds) and every fund's cash flows
 * (FundCashflows/Report).
 */
const meta = {
  title: 'Screens/Reports/Commitments',
  tags: ['!autodocs'],
  component: CommitmentsScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.commitments, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof CommitmentsScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Each fund's commitment, contributed and unfunded capital, share called, investment period and last call, with
 * the totals; the calls and distributions by quarter; the projection, labelled as one.
 */
export const ByFund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const grid = within(await table(canvasElement))
    await expect(grid.getByRole('rowheader', { name: texts.total })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: texts.pacingHeading })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: texts.projectionHeading })).toBeVisible()
    await expect(canvas.getByRole('note')).toHaveTextContent(texts.projectionNotice)
    const projection = within(canvas.getByRole('table', { name: texts.projectionTable }))
    await expect(projection.getAllByRole('row')).toHaveLength(5)
  },
}

/** 'Export as Excel': the funds with their totals, the calls by quarter and the projection, each a sheet. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export as Excel/ }))
    const file = await saved
    const funds = await workbookRows(file, texts.sheetName)
    await expect(funds[0]?.[0]).toBe(texts.columns.fund)
    await expect(funds.at(-1)?.[0]).toBe(texts.total)
    const unfunded = funds.slice(1, -1).reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0)
    await expect(unfunded).toBe(Math.round(Number(funds.at(-1)?.[3]) * 100))
    await expect((await workbookRows(file, texts.pacingSheetName)).length).toBeGreaterThan(4)
    const projection = await workbookRows(file, texts.projectionSheetName)
    await expect(projection[0]?.[0]).toBe(texts.projectionNotice)
    await expect(projection).toHaveLength(6)
  },
  parameters: { visual: { disable: true } },
}

/** No fund has called in the last four quarters: nothing is projected, and the page says why. */
export const NothingProjected: Story = {
  parameters: { msw: { handlers: [http.post(`*${CF_REPORT}`, () => HttpResponse.json([]))] } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(within(canvasElement).getByText(texts.noProjection)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { ...neverAnswers('POST', CF_REPORT), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: texts.loading }, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** No quarter published for the group: nothing to show. */
export const Empty: Story = {
  parameters: answers('GET', SUMMARY_FILTER, 204),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(texts.noCommitments, {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** A fund's cash flows fail: their §8 text and 'Try again', which loads the page. */
export const Failed: Story = {
  parameters: answers('POST', CF_REPORT, 500, 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      rejectionTexts.cashFlowReports,
    )
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await table(canvasElement)).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}

/** The hostile corpus in the funds' names, on the page and in the workbook: text, never run, never wider. */
export const HostileNames: Story = {
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement)
    await expect(grid.querySelector('script, img, iframe, style, input')).toBeNull()
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export as Excel/ }))
    await workbookIsSafe(await saved)
    await nothingRanNorWidened(canvasElement)
  },
}
