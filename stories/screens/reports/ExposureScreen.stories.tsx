import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { endpoints } from '../../../src/api'
import { componentTexts } from '../../../src/components'
import { exposureTexts as texts, paths, rejectionTexts } from '../../../src/domain'
import { ExposureScreen } from '../../../src/screens/reports/portfolioAnalytics/ExposureScreen'
import { mockState } from '../../../mocks/state'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { neverAnswers, nextSavedFile } from '../screenHelpers'
import {
  answers,
  choose,
  fitsANarrowScreen,
  nothingRanNorWidened,
  reportStorySetup,
  reportTableVisual,
  SUMMARY_FILTER,
  workbookIsSafe,
  workbookRows,
} from './reportHelpers'

const SOI_REPORT = endpoints.scheduleOfInvestments.path()

const table = (canvasElement: HTMLElement, grouping: string = texts.groupings.company) =>
  within(canvasElement).findByRole('table', { name: texts.tableLabel(grouping) }, { timeout: 20_000 })

/** The figure of the exposure's total tile. */
const totalTile = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('heading', { name: texts.total }).parentElement as HTMLElement

/**
 * Exposure (issue 65, /reporting/exposure) against the embedded provider: the account summary's latest quarter
 * (AccountSummary/filter, Cas/report), the funds (Funds), and each fund's schedule (SOI/Report) and industries
 * (FPSIS).
 */
const meta = {
  title: 'Screens/Reports/Exposure',
  tags: ['!autodocs'],
  component: ExposureScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.exposure, visual: reportTableVisual },
  beforeEach: reportStorySetup,
} satisfies Meta<typeof ExposureScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The investor's companies across their funds, largest first, with each fund's other assets and liabilities; the
 * total and the top ten's concentration.
 */
export const ByCompany: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement))
    await waitFor(() => expect(grid.getAllByRole('row').length).toBeGreaterThan(10))
    await expect(within(canvasElement).getByText(/^\d+ of \d+ shown$/)).toBeVisible()
    await expect(within(totalTile(canvasElement)).getByText(/^[\d,]+$/)).toBeVisible()
    await expect(
      within(canvasElement).getByText(/^The ten largest make [\d.]+% of your exposure\.$/),
    ).toBeVisible()
  },
}

/** Grouped by industry (the funds' FPSIS), then by geography and by strategy (the funds'). */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    for (const grouping of ['industry', 'geography', 'strategy'] as const) {
      await choose(canvasElement, texts.groupBy, texts.groupings[grouping])
      const grid = within(await table(canvasElement, texts.groupings[grouping]))
      await expect(grid.getByRole('columnheader', { name: texts.groupings[grouping] })).toBeVisible()
    }
    await expect(within(await table(canvasElement, 'Strategy')).getByText('Buyout')).toBeVisible()
  },
}

/**
 * Searching keeps the groups that match (the funds' other lines among them); sorting by name puts them in order;
 * nothing matched says so.
 */
export const SearchAndSort: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(await table(canvasElement))
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: texts.search })
    // The funds' other lines are one group, not companies.
    await userEvent.type(search, 'other assets')
    await expect(await grid.findByRole('rowheader', { name: texts.otherAssetsAndLiabilities })).toBeVisible()
    await userEvent.clear(search)
    await userEvent.type(search, 'apex')
    await waitFor(() =>
      expect(canvas.getByText(/^\d+ of \d+ shown$/).textContent).not.toMatch(/^(\d+) of \1 /),
    )
    await choose(canvasElement, texts.sortBy, texts.sorts.name)
    const names = within(await table(canvasElement))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent ?? '')
      .filter((name) => name !== texts.total)
    await expect(names.every((name) => name.toLowerCase().includes('apex'))).toBe(true)
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    await userEvent.clear(canvas.getByRole('searchbox', { name: texts.search }))
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.search }), 'zzzz')
    await expect(await canvas.findByText(texts.noMatch('zzzz'))).toBeVisible()
  },
  parameters: { visual: { disable: true } },
}

/** 'Export as Excel': every holding with its fund, industry, geography, strategy and status, and the total. */
export const Export: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export as Excel/ }))
    const rows = await workbookRows(await saved, texts.sheetName)
    await expect(rows[0]).toEqual(Object.values(texts.sheetColumns))
    const last = rows.at(-1)!
    await expect(last[0]).toBe(texts.total)
    const sum = rows.slice(1, -1).reduce((total, row) => total + Math.round(Number(row[6]) * 100), 0)
    await expect(sum).toBe(Math.round(Number(last[6]) * 100))
  },
  parameters: { visual: { disable: true } },
}

/** While the funds' schedules load: how many of them are in. */
export const Loading: Story = {
  parameters: { ...neverAnswers('POST', SOI_REPORT), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('progressbar', { name: texts.loading }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/Loaded 0 of \d+ funds/)
  },
}

/** No quarter published for the group: nothing to show. */
export const Empty: Story = {
  parameters: answers('GET', SUMMARY_FILTER, 204),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(texts.noExposure, {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** A fund's schedule fails: the schedule's §8 text and 'Try again', which loads the page. */
export const Failed: Story = {
  parameters: answers('POST', SOI_REPORT, 500, 1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      rejectionTexts.scheduleOfInvestments,
    )
    await userEvent.click(canvas.getByRole('button', { name: componentTexts.retry }))
    await expect(await table(canvasElement)).toBeVisible()
  },
}

/** The industries (FPSIS) fail: the figures stand, the companies are not classified, and the page says why. */
export const IndustriesUnknown: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(/\/reporting\/v1\/FPSIS\/[^/]+:[^/]+$/, () => new HttpResponse(null, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(/could not be loaded/)
    await choose(canvasElement, texts.groupBy, texts.groupings.industry)
    const grid = within(await table(canvasElement, texts.groupings.industry))
    await expect(grid.getByText(texts.notClassified)).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await fitsANarrowScreen(canvasElement)
  },
}

/**
 * The hostile corpus in every name the page shows (companies, funds, industries, geographies, strategies) and in
 * the workbook: shown as text, never run, nothing wider than the page.
 */
export const HostileNames: Story = {
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    mockState.hostile = true
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement)
    await expect(grid.querySelector('script, img, iframe, style, input')).toBeNull()
    await waitFor(() => expect(grid.textContent).toContain('<'))
    for (const grouping of ['industry', 'geography', 'strategy'] as const) {
      await choose(canvasElement, texts.groupBy, texts.groupings[grouping])
      const grouped = await table(canvasElement, texts.groupings[grouping])
      await expect(grouped.querySelector('script, img, iframe, style, input')).toBeNull()
      // The schedule and FPSIS name a company alike, so its industry is the corpus's markup, shown as text.
      if (grouping === 'industry') await expect(grouped.textContent).toContain('<')
    }
    const saved = nextSavedFile()
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Export as Excel/ }))
    await workbookIsSafe(await saved)
    await nothingRanNorWidened(canvasElement)
  },
}
