import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../../.storybook/portalState'
import { currentEmbedToken } from '../../../mocks/handlers/entitlements'
import { componentTexts } from '../../../src/components/texts'
import { reportTexts, paths, rejectionTexts, reportLabels } from '../../../src/domain'
import { LineTwoAccountSummaryScreen } from '../../../src/screens/reports/embeddedReports/EmbeddedReportScreen'
import { forgetEmbedToken } from '../../../src/screens/reports/embeddedReports/useEmbedToken'
import { accountSummaryTexts } from '../../../src/screens/reports/accountSummary/texts'
import { embeddedReportScreenTexts } from '../../../src/screens/reports/embeddedReports/texts'
import { reportScreenTexts } from '../../../src/screens/reports/shared/texts'
import { atWidth } from '../../components/Stage'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'
import { personas } from '../../../mocks/personas'
import { preferencesOf, setPreferences } from '../../../mocks/store'
import {
  answers,
  choose,
  entitledUserIdOf,
  fitsANarrowScreen,
  impersonate,
  neverAnswers,
  reportStorySetup,
} from './reportHelpers'

const TOKEN = endpoints.embedToken.path()
const urlOf = (reportName: string) => endpoints.embedUrl.path({ reportName })

/**
 * The line-two reports (spec §1, §2.5): the report service's pages embedded with powerbi-client, here the demo
 * report service's pages (mocks/reports) drawing the `alpinvest` persona's book.
 */
const meta = {
  title: 'Screens/Reports/LineTwo',
  tags: ['!autodocs'],
  component: LineTwoAccountSummaryScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: {
    session: 'started',
    persona: 'alpinvest',
    route: paths.portfolioPerformance,
  },
  beforeEach: () => {
    forgetEmbedToken()
    return reportStorySetup()
  },
} satisfies Meta<typeof LineTwoAccountSummaryScreen>

export default meta
type Story = StoryObj<typeof meta>

const frameOf = async (canvasElement: HTMLElement, title: string) =>
  (await within(canvasElement).findByTitle(title, {}, { timeout: 10_000 })) as HTMLIFrameElement

/** The frame's document once its report has drawn a chart (the demo page is on this origin). */
async function drawn(frame: HTMLIFrameElement) {
  await waitFor(() => expect(frame.contentDocument?.querySelector('.recharts-surface')).toBeTruthy(), {
    timeout: 15_000,
  })
  return frame.contentDocument!
}

export const PortfolioPerformance: Story = {
  play: async ({ canvasElement }) => {
    const report = await drawn(await frameOf(canvasElement, reportLabels.portfolioPerformance))
    await expect(within(report.body).getByRole('table', { name: 'Performance by fund' })).toBeVisible()
    await expect(within(canvasElement).getByText(/^As of /)).toBeVisible()
    // The embed token lives in memory only (spec §4).
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage })
    await expect(stored).not.toContain(currentEmbedToken('alpinvest'))
  },
}

/** The administrator acting as the AlpInvest investor sees their reports, asked for as them. */
export const Impersonating: Story = {
  parameters: { persona: 'admin' },
  beforeEach: () => impersonate(personas.alpinvest.email),
  play: async ({ canvasElement }) => {
    const report = await drawn(await frameOf(canvasElement, reportLabels.portfolioPerformance))
    await expect(within(report.body).getByRole('table', { name: 'Performance by fund' })).toBeVisible()
    await expect(await entitledUserIdOf(TOKEN)).toBe(personas.alpinvest.userId)
  },
}

export const DiversificationAnalysis: Story = {
  parameters: { route: paths.diversificationAnalysis },
  play: async ({ canvasElement }) => {
    const report = await drawn(await frameOf(canvasElement, reportLabels.diversificationAnalysis))
    await expect(within(report.body).getByRole('table', { name: 'Exposure by fund' })).toBeVisible()
  },
}

/**
 * The line-two account summary in USD (no AlpInvestDefaultCurrency preference); choosing EUR hands the loaded
 * report a filter: it draws again in euros in the same frame, not reloaded.
 */
export const CurrencyEUR: Story = {
  parameters: { route: paths.accountSummaryAlpInvest },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, accountSummaryTexts.title)
    const report = await drawn(frame)
    await expect(report.documentElement.dataset.currency).toBe('USD')
    const page = frame.contentWindow
    await choose(canvasElement, reportScreenTexts.reportingCurrency, 'EUR')
    await waitFor(() =>
      expect(within(report.body).getByRole('table', { name: 'Account summary in EUR' })).toBeVisible(),
    )
    await expect(frame.contentWindow).toBe(page)
    await expect(frame.contentDocument).toBe(report)
    await expect(
      within(canvasElement).getByText(new RegExp(embeddedReportScreenTexts.inCurrency('EUR'))),
    ).toBeVisible()
  },
}

/** The user's AlpInvestDefaultCurrency (SEK) is the account summary's first currency, handed over at load. */
export const PreferredCurrency: Story = {
  parameters: { route: paths.accountSummaryAlpInvest },
  beforeEach: () => {
    const portal = currentPortalState()
    portal.user = {
      ...portal.user!,
      preferences: [
        ...(portal.user?.preferences ?? []),
        { setting: 'AlpInvestDefaultCurrency', value: 'SEK' },
      ],
    }
  },
  play: async ({ canvasElement }) => {
    const report = await drawn(await frameOf(canvasElement, accountSummaryTexts.title))
    await expect(report.documentElement.dataset.currency).toBe('SEK')
    await expect(within(report.body).getByRole('table', { name: 'Account summary in SEK' })).toBeVisible()
    await expect(
      within(canvasElement).getByText(new RegExp(embeddedReportScreenTexts.inCurrency('SEK'))),
    ).toBeVisible()
  },
}

/**
 * An administrator acting as the AlpInvest investor, whose saved AlpInvestDefaultCurrency is SEK: the account
 * summary opens in SEK, the impersonated user's preference, not the USD fallback (spec §4).
 */
export const ImpersonatingPreferredCurrency: Story = {
  parameters: { persona: 'admin', route: paths.accountSummaryAlpInvest },
  beforeEach: async () => {
    setPreferences('alpinvest', [
      ...preferencesOf('alpinvest'),
      { id: 901, setting: 'AlpInvestDefaultCurrency', value: 'SEK' },
    ])
    await impersonate(personas.alpinvest.email)
  },
  play: async ({ canvasElement }) => {
    const report = await drawn(await frameOf(canvasElement, accountSummaryTexts.title))
    await expect(report.documentElement.dataset.currency).toBe('SEK')
    await expect(within(report.body).getByRole('table', { name: 'Account summary in SEK' })).toBeVisible()
    await expect(
      within(canvasElement).getByRole('button', {
        name: new RegExp(`^${reportScreenTexts.reportingCurrency}`),
      }),
    ).toHaveTextContent('SEK')
    await expect(await entitledUserIdOf(TOKEN)).toBe(personas.alpinvest.userId)
  },
}

/**
 * A token that expires 61 seconds from now: 1 second later under 60 seconds remain, and the portal fetches a new
 * one and hands it to the loaded report, which is not reloaded.
 */
export const TokenNearExpiry: Story = {
  parameters: {
    msw: {
      handlers: [
        // The first token expires in 61 s; the next one is another token, for an hour.
        http.get(`*${TOKEN}`, () =>
          HttpResponse.json(
            tokensAnswered++ === 0
              ? {
                  token: currentEmbedToken('alpinvest'),
                  expiration: new Date(Date.now() + 61_000).toISOString(),
                }
              : { token: 'refreshed-token', expiration: new Date(Date.now() + 3_600_000).toISOString() },
          ),
        ),
      ],
    },
  },
  beforeEach: () => {
    tokensAnswered = 0
  },
  play: async ({ canvasElement }) => {
    const frame = await frameOf(canvasElement, reportLabels.portfolioPerformance)
    const report = await drawn(frame)
    await waitFor(() => expect(report.documentElement.dataset.token).toBe('refreshed-token'), {
      timeout: 10_000,
    })
    await expect(frame.contentDocument).toBe(report)
  },
}
let tokensAnswered = 0

export const Loading: Story = {
  parameters: { ...neverAnswers('GET', urlOf('PortfolioPerformance')), visual: { staysBusy: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading report' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** A call of the report fails once: 'Failed to load report', and 'Try again' loads the report. */
const failsOnce = (path: string): Story => ({
  parameters: answers('GET', path, 500, 1),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })
    await expect(alert).toHaveTextContent(rejectionTexts.embeddedReport)
    await userEvent.click(within(alert).getByRole('button', { name: componentTexts.retry }))
    await drawn(await frameOf(canvasElement, reportLabels.portfolioPerformance))
  },
})

export const TokenFailed = failsOnce(TOKEN)

export const UrlFailed = failsOnce(urlOf('PortfolioPerformance'))

export const Empty: Story = {
  parameters: answers('GET', urlOf('PortfolioPerformance'), 204),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(reportTexts.noData, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

export const Narrow: Story = {
  decorators: [atWidth(412)],
  play: async ({ canvasElement }) => {
    await frameOf(canvasElement, reportLabels.portfolioPerformance)
    await fitsANarrowScreen(canvasElement)
  },
}
