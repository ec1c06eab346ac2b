import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { currentPortalState } from '../../.storybook/portalState'
import { setFaults } from '../../mocks/faults'
import { DEEP_LINK_STORAGE_KEY, endpoints } from '../../src/api'
import {
  featureFlagsFor,
  GENERAL_TERMS_NAME,
  IMPERSONATION_ADMIN_DISABLED_TOOLTIP,
  impersonationBannerText,
  navigationTabTexts,
  paths,
  rejectionTexts,
  termsDialogTexts,
  userMenuTexts,
  utilityMenuTexts,
} from '../../src/domain'
import { componentTexts } from '../../src/components'
import { appTexts } from '../../src/app/texts'
import { accountSummaryTexts } from '../../src/screens/reports/accountSummary/texts'
import { portfolioTexts } from '../../src/screens/Home/portfolio/texts'
import { impersonateTexts } from '../../src/screens/Impersonate/texts'
import { JourneyPortal } from './JourneyPortal'
import { answerAllTerms, findHome, findPageHeading, navigations, screenOf, settle } from './journeyHelpers'

/**
 * Journeys through the assembled portal: the real routes, start-up, terms and gates, against the embedded
 * provider. Each story starts signed in as its persona on the path of `parameters.route`.
 */
const meta = {
  title: 'App/Journeys',
  component: JourneyPortal,
  parameters: { route: paths.home },
} satisfies Meta<typeof JourneyPortal>

export default meta
type Story = StoryObj<typeof meta>

const requestLog = async (): Promise<Array<{ method: string; path: string; body: unknown }>> =>
  (await fetch('/mock-api/__mock/requests')).json()

/** A new session's home: the portfolio's figures wait for the reporting terms, which home does not ask unasked. */
export const InvestorSignsIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(await findHome(canvasElement)).toBeVisible()
    await expect(within(canvasElement).getByText(portfolioTexts.termsRequired)).toBeVisible()
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull()
  },
}

/** The portfolio's figures (a TVPI shown), once they are. */
const portfolioFigures = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText('TVPI', { selector: 'abbr' }, { timeout: 10_000 })

/**
 * The reporting terms accepted from home's portfolio are the report pages' own, for the session: the figures show,
 * and a report opened next asks nothing more.
 */
export const ReportingTermsAcceptedOnHomeHoldForTheReports: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findHome(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: portfolioTexts.reviewTerms }))
    await answerAllTerms(canvasElement, 'agree')
    await expect(await portfolioFigures(canvasElement)).toBeVisible()
    await userEvent.click(
      mainNavigation(canvasElement).getByRole('button', { name: navigationTabTexts.reporting }),
    )
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Capital Account Statement' }))
    await expect(await findPageHeading(canvasElement, 'Capital Account Statement')).toBeVisible()
    await expect(screen.queryByRole('dialog')).toBeNull()
    await within(canvasElement).findByRole(
      'table',
      { name: /capital account statement$/ },
      { timeout: 10_000 },
    )
    await settle(canvasElement)
  },
}

/** The reporting terms accepted on a report first: home then shows the portfolio's figures, asking nothing. */
export const ReportingTermsAcceptedOnAReportShowHomeFigures: Story = {
  parameters: { route: paths.capitalAccountStatement },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await findPageHeading(canvasElement, 'Capital Account Statement')
    // The portal's header is the first banner (a report's page header may be another).
    const [header] = screenOf(canvasElement).getAllByRole('banner')
    await userEvent.click(within(header!).getByRole('link', { name: componentTexts.brandName }))
    await findHome(canvasElement)
    await expect(await portfolioFigures(canvasElement)).toBeVisible()
    await expect(within(canvasElement).queryByText(portfolioTexts.termsRequired)).toBeNull()
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull()
    await settle(canvasElement)
  },
}

const mainNavigation = (canvasElement: HTMLElement) =>
  within(screenOf(canvasElement).getByRole('navigation', { name: 'Main' }))

export const NewcomerAcceptsTerms: Story = {
  parameters: { persona: 'newcomer' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await expect(dialog).toHaveTextContent('Portal Terms of Use')
    await expect(screen.getByRole('button', { name: termsDialogTexts.disagree })).toBeVisible()
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findHome(canvasElement)).toBeVisible()
    // 'Once' terms are posted to the provider.
    await waitFor(async () => {
      const posts = (await requestLog()).filter(
        (r) => r.method === 'POST' && r.path.endsWith(endpoints.acceptTerms.path()),
      )
      await expect(posts).toHaveLength(1)
    })
  },
}

export const NewcomerDeclinesSitewideTerm: Story = {
  parameters: { persona: 'newcomer' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: termsDialogTexts.disagree }))
    await answerAllTerms(canvasElement, 'agree')
    await waitFor(() => expect(navigations()).toContain(`/mock-api${endpoints.signOut.path()}`))
    await expect(screen.queryByRole('heading', { level: 1, name: 'Home' })).toBeNull()
  },
}

export const ReportingOpensFirstPermittedReport: Story = {
  parameters: { route: paths.reporting },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findPageHeading(canvasElement, 'Capital Account Statement')).toBeVisible()
    // The statement itself, not only its page: the screenshot is of the report.
    await within(canvasElement).findByRole(
      'table',
      { name: /capital account statement$/ },
      { timeout: 10_000 },
    )
  },
}

/** A line-two-only investor's /reporting is portfolio performance (§2.2): the embedded report draws. */
export const LineTwoInvestorOpensPortfolioPerformance: Story = {
  parameters: { persona: 'alpinvest', route: paths.reporting },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findPageHeading(canvasElement, 'Portfolio Performance')).toBeVisible()
    const frame = (await within(canvasElement).findByTitle(
      'Portfolio Performance',
      {},
      { timeout: 10_000 },
    )) as HTMLIFrameElement
    await waitFor(() => expect(frame.contentDocument?.querySelector('.recharts-surface')).toBeTruthy(), {
      timeout: 15_000,
    })
  },
}

export const UnknownReportingPathRedirects: Story = {
  parameters: { route: '/reporting/no-such-report' },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findPageHeading(canvasElement, 'Capital Account Statement')).toBeVisible()
  },
}

export const DecliningReportingTermsLeavesTheReport: Story = {
  parameters: { route: paths.scheduleOfInvestments },
  play: async ({ canvasElement }) => {
    await answerAllTerms(canvasElement, 'disagree')
    await expect(await findHome(canvasElement)).toBeVisible()
  },
}

/** The built-in General Terms & Conditions (§3) come first among the reporting terms, in the same dialog. */
export const GeneralTermsBeforeTheFirstReport: Story = {
  parameters: { route: paths.scheduleOfInvestments },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    const dialog = await screen.findByRole('dialog', {
      name: new RegExp(`^${GENERAL_TERMS_NAME} \\(1 of \\d\\)$`),
    })
    await expect(
      within(dialog).getByRole('button', { name: new RegExp(`^${GENERAL_TERMS_NAME}`) }),
    ).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog).toHaveTextContent(/confidential/)
    await expect(dialog).toHaveTextContent(/public securities/)
  },
}

/** Closing the reporting terms' dialog (not I DO NOT AGREE) goes back to the page the investor came from. */
export const ClosingReportingTermsGoesBack: Story = {
  parameters: { route: paths.documents },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, /Documents/)
    await userEvent.click(
      mainNavigation(canvasElement).getByRole('button', { name: navigationTabTexts.reporting }),
    )
    await userEvent.click(
      await screenOf(canvasElement).findByRole('menuitem', { name: 'Cash Flow Activity' }),
    )
    await screenOf(canvasElement).findByRole('dialog', {}, { timeout: 5000 })
    await userEvent.keyboard('{Escape}')
    await expect(await findPageHeading(canvasElement, /Documents/)).toBeVisible()
  },
}

export const UnknownFundProfileGoesHome: Story = {
  parameters: { route: paths.fundProfile('no-such-fund') },
  play: async ({ canvasElement }) => {
    await expect(await findHome(canvasElement)).toBeVisible()
  },
}

export const ExpiredSessionRemembersTheDeepLink: Story = {
  parameters: {
    route: paths.documents,
    msw: {
      handlers: [http.get(`*${endpoints.userProfile.path()}`, () => new HttpResponse(null, { status: 401 }))],
    },
  },
  play: async () => {
    await waitFor(() => expect(navigations()).toContain('/mock-api/signin'))
    await expect(window.sessionStorage.getItem(DEEP_LINK_STORAGE_KEY)).toBe(paths.documents)
  },
}

const PROFILE = endpoints.userProfile.path()

/** The profile calls start-up has made (the provider's log holds the faulted ones too). */
const profileCalls = async () =>
  (await requestLog()).filter((r) => r.method === 'GET' && r.path.endsWith(PROFILE)).length

/** The error screen of a failed start-up, once shown: the spec's two lines and its 'Try again'. */
async function startupErrorScreen(canvasElement: HTMLElement) {
  const screen = screenOf(canvasElement)
  const title = await screen.findByRole(
    'heading',
    { level: 1, name: appTexts.errorScreen.title },
    { timeout: 8000 },
  )
  const alert = title.closest<HTMLElement>('[role="alert"]')!
  await expect(alert).toHaveTextContent(appTexts.errorScreen.hint)
  return within(alert).getByRole('button', { name: appTexts.errorScreen.retry })
}

/**
 * The profile call fails (500), and again when start-up asks once more: the error screen, with 'Try again' beside
 * the spec's two lines; no third call by itself.
 */
export const StartUpFailedShowsTheErrorScreen: Story = {
  parameters: { route: paths.documents },
  beforeEach: () => setFaults([{ method: 'GET', path: PROFILE, status: 500 }]),
  play: async ({ canvasElement }) => {
    await expect(await startupErrorScreen(canvasElement)).toBeVisible()
    await expect(await profileCalls()).toBe(2)
    await expect(screenOf(canvasElement).queryByRole('navigation', { name: 'Main' })).toBeNull()
  },
}

/** The profile call fails twice, then answers: 'Try again' starts the portal on the page asked for. */
export const TryAgainRecoversOnceTheProviderAnswers: Story = {
  parameters: { route: paths.documents },
  beforeEach: () => setFaults([{ method: 'GET', path: PROFILE, status: 500, times: 2 }]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await startupErrorScreen(canvasElement))
    await expect(await findPageHeading(canvasElement, /Documents/)).toBeVisible()
    await expect(await profileCalls()).toBe(3)
    await expect(screenOf(canvasElement).queryByText(appTexts.errorScreen.hint)).toBeNull()
    await settle(canvasElement)
  },
}

export const LimitedInvestorCannotOpenAdministration: Story = {
  parameters: { persona: 'limited', route: paths.administration },
  play: async ({ canvasElement }) => {
    await expect(await findHome(canvasElement)).toBeVisible()
  },
}

export const AdministratorImpersonatesAnInvestor: Story = {
  parameters: { persona: 'admin', route: paths.impersonate },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findPageHeading(canvasElement, userMenuTexts.impersonateUser)
    await userEvent.type(screen.getByLabelText(impersonateTexts.userEmail), 'margaret.ellison@example.com')
    await userEvent.click(screen.getByRole('button', { name: userMenuTexts.startImpersonation }))
    await expect(await findHome(canvasElement)).toBeVisible()
  },
}

export const ImpersonationOfAnUnknownUserFailed: Story = {
  parameters: { persona: 'admin', route: paths.impersonate },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await findPageHeading(canvasElement, userMenuTexts.impersonateUser)
    await userEvent.type(screen.getByLabelText(impersonateTexts.userEmail), 'nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: userMenuTexts.startImpersonation }))
    await expect(await screen.findByText(rejectionTexts.impersonation)).toBeVisible()
    await settle(canvasElement)
  },
}

export const InvestorVisitsEveryPermittedTab: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, 'Home')
    const nav = () => mainNavigation(canvasElement)
    await userEvent.click(nav().getByRole('link', { name: navigationTabTexts.dataRooms }))
    await expect(await findPageHeading(canvasElement, /Data Rooms/)).toBeVisible()
    await userEvent.click(nav().getByRole('link', { name: navigationTabTexts.documents }))
    await expect(await findPageHeading(canvasElement, /Documents/)).toBeVisible()
    await userEvent.click(nav().getByRole('link', { name: navigationTabTexts.myCalendar }))
    await expect(await findPageHeading(canvasElement, 'My Calendar')).toBeVisible()
    await userEvent.click(nav().getByRole('button', { name: navigationTabTexts.reporting }))
    await userEvent.click(
      await screenOf(canvasElement).findByRole('menuitem', { name: 'Cash Flow Activity' }),
    )
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findPageHeading(canvasElement, 'Cash Flow Activity')).toBeVisible()
    await userEvent.click(nav().getByRole('button', { name: navigationTabTexts.funds }))
    const fundLinks = await screenOf(canvasElement).findAllByRole('link', { name: /Fund|Partners|Capital/ })
    await expect(fundLinks.length).toBeGreaterThan(0)
    await settle(canvasElement)
    await findPageHeading(canvasElement, 'Cash Flow Activity')
  },
}

/**
 * With the runtime configuration's environment set to production the calendar feature is off (spec §9): no My
 * Calendar tab or footer link, and its routes, deep links included, go home.
 */
export const ProductionHasNoCalendar: Story = {
  parameters: { route: paths.calendarEvent('EVT-2419') },
  beforeEach: () => {
    const portal = currentPortalState()
    portal.config = { ...portal.config, environment: 'production' }
    portal.flags = featureFlagsFor('production')
  },
  play: async ({ canvasElement }) => {
    await expect(await findHome(canvasElement)).toBeVisible()
    const screen = screenOf(canvasElement)
    await expect(
      mainNavigation(canvasElement).queryByRole('link', { name: navigationTabTexts.myCalendar }),
    ).toBeNull()
    const footer = within(screen.getByRole('contentinfo'))
    await expect(footer.getByRole('link', { name: navigationTabTexts.documents })).toBeVisible()
    await expect(footer.queryByRole('link', { name: navigationTabTexts.myCalendar })).toBeNull()
    await expect(screen.queryByRole('link', { name: /My Calendar/ })).toBeNull()
  },
}

/** The Funds tab: search the investor's funds by keyboard, open one; its profile asks for the reporting terms. */
export const InvestorOpensAFundFromTheFundsMenu: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, 'Home')
    const screen = screenOf(canvasElement)
    const funds = mainNavigation(canvasElement).getByRole('button', { name: navigationTabTexts.funds })
    funds.focus()
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('flagship partners')
    const list = await screen.findByRole('list', { name: navigationTabTexts.funds })
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
    await expect(names.length).toBeGreaterThan(0)
    await expect(names.every((name) => /flagship partners/i.test(name))).toBe(true)
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await answerAllTerms(canvasElement, 'agree')
    await expect(await findPageHeading(canvasElement, names[0]!)).toBeVisible()
    await expect(
      await screen.findByRole('table', { name: /summary investment schedule as of/ }, { timeout: 8000 }),
    ).toBeVisible()
    await settle(canvasElement)
  },
}

export const LimitedInvestorSeesReportingAndFundsDisabled: Story = {
  parameters: { persona: 'limited' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, 'Home')
    const nav = mainNavigation(canvasElement)
    await expect(nav.getByRole('button', { name: navigationTabTexts.reporting })).toBeDisabled()
    await expect(nav.getByRole('button', { name: navigationTabTexts.funds })).toBeDisabled()
    await expect(nav.getByRole('link', { name: navigationTabTexts.documents })).toBeVisible()
  },
}

export const ImpersonationRestrictions: Story = {
  parameters: { persona: 'admin', route: paths.impersonate },
  play: async (context) => {
    await AdministratorImpersonatesAnInvestor.play?.(context)
    const screen = screenOf(context.canvasElement)
    await expect(
      screen.getByText(impersonationBannerText('Dana Whitfield', 'Margaret Ellison')),
    ).toBeVisible()
    const administration = screen.getByRole('link', { name: utilityMenuTexts.administration })
    await expect(administration).toHaveAttribute('aria-disabled', 'true')
    await expect(administration).toHaveAccessibleDescription(IMPERSONATION_ADMIN_DISABLED_TOOLTIP)
    await expect(screen.getByRole('button', { name: utilityMenuTexts.investorRequest })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    // The impersonated investor's permissions: no line-two report in the Reporting menu.
    await userEvent.click(
      mainNavigation(context.canvasElement).getByRole('button', { name: navigationTabTexts.reporting }),
    )
    await expect(await screen.findByRole('menuitem', { name: 'Capital Account Statement' })).toBeVisible()
    await expect(screen.queryByRole('menuitem', { name: 'Portfolio Performance' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: userMenuTexts.stopImpersonating }))
    await waitFor(() => expect(screen.queryByText(/You currently impersonate/)).toBeNull())
    await expect(await findPageHeading(context.canvasElement, 'Home')).toBeVisible()
  },
}

/**
 * At 1,600 px the account summary's eleven columns (its IRRs beside net MOIC) fit beside the collapsed reports
 * drawer: the report collapses it until the reader opens it, and their choice then holds on the next report.
 */
export const WideReportCollapsesTheDrawer: Story = {
  parameters: { route: paths.accountSummary, pageWidth: 1600 },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement)
    await answerAllTerms(canvasElement, 'agree')
    await findPageHeading(canvasElement, accountSummaryTexts.title)
    const table = await screen.findByRole(
      'table',
      { name: accountSummaryTexts.summaryTable },
      { timeout: 10_000 },
    )
    const expand = await screen.findByRole('button', { name: componentTexts.expandDrawer })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    // Once the drawer has slid shut the table fits: it is not a region of its own that scrolls sideways.
    await waitFor(async () => {
      await expect(table.parentElement!.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth)
      await expect(screen.queryByRole('region', { name: accountSummaryTexts.summaryTable })).toBeNull()
    })

    await userEvent.click(expand)
    const drawer = screen.getByRole('complementary', { name: componentTexts.reportsDrawer })
    await userEvent.click(within(drawer).getByRole('link', { name: 'Capital Account Statement' }))
    await findPageHeading(canvasElement, 'Capital Account Statement')
    await expect(screen.getByRole('button', { name: componentTexts.collapseDrawer })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await settle(canvasElement)
  },
}
