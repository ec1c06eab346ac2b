import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { mockState } from '../../mocks/state'
import { endpoints } from '../../src/api'
import { paths, rejectionTexts } from '../../src/domain'
import { HomeScreen } from '../../src/screens/Home'
import { portfolioTexts } from '../../src/screens/Home/portfolio/texts'
import { homeTexts } from '../../src/screens/Home/texts'
import { loadScreens, ScreenRoutes } from '../screens/ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../screens/ScreenStage'
import { entitledUserIdOf } from '../screens/reports/reportHelpers'

/**
 * The reviewer's toolbar at work (.storybook/reviewerGlobals.ts): each story here sets the toolbar's choices
 * itself, as a reviewer would from the menus, on home, a screen that leaves them open; the session has accepted the
 * reporting terms, so the portfolio's figures show the persona's formats and the failing call.
 */
const meta = {
  title: 'Reviewers/Toolbar',
  component: HomeScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.home, reportingTerms: 'accepted' },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Waits for the portfolio's figures (its TVPI), and gives the panel that holds them. */
async function portfolioOf(canvasElement: HTMLElement) {
  const tvpi = await within(canvasElement).findByText('TVPI', { selector: 'abbr' }, { timeout: 10_000 })
  const panel = tvpi.closest('section')
  await expect(panel).toHaveAccessibleName(portfolioTexts.heading)
  return within(panel as HTMLElement)
}

/** Persona AlpInvest, numbers 1.234,56 and dates DD.M.YYYY: the line-two investor's home in European formats. */
export const PersonaAndFormats: Story = {
  globals: { persona: 'alpinvest', numberFormat: 'comma', dateFormat: 'DD-M-YYYY' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: homeTexts.title })
    await expect(within(canvasElement).getByText(homeTexts.welcome('Pieter'))).toBeVisible()
    const figures = await portfolioOf(canvasElement)
    await expect(figures.getByText('As of 30.9.2026, across 11 funds, in USD.')).toBeVisible()
    await expect(figures.getByText('2.000.992.289')).toBeVisible()
  },
}

/** Impersonating on: the administrator signs in and acts as the persona; every call names the investor. */
export const Impersonating: Story = {
  globals: { impersonating: 'on' },
  play: async ({ canvasElement }) => {
    await portfolioOf(canvasElement)
    await expect(within(canvasElement).getByText(homeTexts.welcome('Margaret'))).toBeVisible()
    await expect(await entitledUserIdOf(endpoints.accountSummary.path())).toBe('u-investor')
    await expect(mockState.persona).toBe('admin')
  },
}

/** Failing call: the account summary answers 500, so the portfolio says so in the spec's words; the rest loads. */
export const FailingCall: Story = {
  globals: { faultCall: 'accountSummary', fault: '500' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(rejectionTexts.accountSummaryReport, undefined, {
      timeout: 10_000,
    })
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: homeTexts.title }),
    ).toBeVisible()
  },
}

/** Hostile input on: the corpus is in the documents' titles, shown as text, and nothing runs. */
export const HostileInput: Story = {
  globals: { hostile: 'on' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByText(/<script>/).length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined()
  },
}
