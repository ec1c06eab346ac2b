// What the screen benchmarks share: a signed-in investor's session as a plain object, a provider answered inside
// the page (window.fetch replaced, each answer in a task of its own, as a network answer is), a recorder of long
// tasks, and mounting a real screen at a route in the portal's theme.
import '../../src/components/theme/fonts'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { configureApi } from '../../src/api'
import { GlobalStyle } from '../../src/components'
import {
  ALL_ACCOUNTS_GROUP_ID,
  featureFlagsFor,
  sessionPermissions,
  userFormats,
  type User,
} from '../../src/domain'
import { RouterLinkNavigation } from '../../src/screens/kit/RouterLinkNavigation'
import { PortalSessionProvider, type PortalSession } from '../../src/screens/portalSession'

export const API_BASE = '/bench-api'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

export const benchUser: User = {
  userId: 'u-bench',
  userType: 'Investor',
  email: 'bench.investor@example.com',
  firstName: 'Bench',
  lastName: 'Investor',
  name: 'Bench Investor',
  external: true,
  isAdmin: false,
  permissions: [],
  segmentFunction: ['GlobalPrivateEquityAccountSummary', 'GlobalPrivateEquityReports'],
  preferences: [
    { setting: 'DateFormat', value: 'MMM-DD-YYYY' },
    { setting: 'NumberFormat', value: '1,234.56' },
  ],
}

/** The screen's session as a plain object (what the app's session provides; see screens/testing). */
function benchSession(failures: string[], overrides: Partial<PortalSession> = {}): PortalSession {
  const user = benchUser
  return {
    user,
    signedInUser: user,
    permissions: sessionPermissions({ user }),
    flags: featureFlagsFor('production'),
    preferences: user.preferences,
    formats: userFormats(user.preferences),
    entitledEntities: [],
    entitledAccounts: [],
    documentTypes: [],
    accountGroups: [],
    selectedGroupId: ALL_ACCOUNTS_GROUP_ID,
    actionRequiredCount: 0,
    isShownActionRequiredDocumentsNotice: false,
    // The screens are measured past their terms (requestConsent answers at once, with none outstanding).
    reportingTermsAccepted: true,
    impersonationPending: false,
    impersonationError: null,
    reportsDrawerOpen: true,
    insightsHubUrl: 'https://insights.example.com/',
    videoHost: null,
    notifySuccess: () => undefined,
    notifyWarning: (text) => void failures.push(`warning: ${text}`),
    reportFailure: (error) => void failures.push(`failure: ${String(error)}`),
    requestConsent: async () => [],
    refreshActionRequiredCount: async () => undefined,
    dismissActionRequiredDocumentsNotice: () => undefined,
    reloadAccountGroups: async () => undefined,
    selectInvestorGroup: () => undefined,
    savePreference: async () => true,
    createAccountGroup: async () => ({ groupId: null, complete: false }),
    updateAccountGroup: async () => false,
    deleteAccountGroup: async () => false,
    startImpersonation: async () => false,
    stopImpersonation: async () => undefined,
    setReportsDrawerOpen: () => undefined,
    setPageTitle: () => undefined,
    ...overrides,
  }
}

/**
 * A provider call the page answers: the JSON text to answer with, or null for a call it does not expect. `query`
 * is the call's query string (most answers need only the path).
 */
export type Answer = (method: string, path: string, body: unknown, query: URLSearchParams) => string | null

/**
 * Answers the portal's provider calls in the page (anything else goes to the network), and points the client at
 * them. An unexpected call is a failure of the run.
 */
export function answerInPage(answer: Answer, failures: string[]): void {
  const pageFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (!url.pathname.startsWith(`${API_BASE}/`)) return pageFetch(input, init)
    const method = (init?.method ?? 'GET').toUpperCase()
    await sleep(0)
    const text = answer(
      method,
      url.pathname.slice(API_BASE.length),
      init?.body ? JSON.parse(String(init.body)) : null,
      url.searchParams,
    )
    if (text !== null)
      return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } })
    failures.push(`unexpected call: ${method} ${url.pathname}`)
    return new Response(null, { status: 404 })
  }
  configureApi({
    baseUrl: API_BASE,
    entitledUserId: benchUser.userId,
    investorAccountGroupId: ALL_ACCOUNTS_GROUP_ID,
  })
}

/** Records the page's long tasks from now on; `during(from, to)` lists the durations overlapping a span. */
export function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
  })
  observer.observe({ type: 'longtask', buffered: false })
  return {
    stop: () => observer.disconnect(),
    during: (from: number, to: number) =>
      tasks.filter((t) => t.start < to && t.start + t.duration > from).map((t) => t.duration),
  }
}

/** Mounts a real screen at a route, with the bench session, in the portal's theme; in-app links follow the router. */
export function mountScreen(
  element: HTMLElement,
  route: string,
  screen: ReactNode,
  failures: string[],
  /** What the screen needs of the session beyond the bench investor's (their entitled funds). */
  overrides?: Partial<PortalSession>,
): void {
  const session = benchSession(failures, overrides)
  createRoot(element).render(
    <>
      <GlobalStyle />
      <MemoryRouter initialEntries={[route]}>
        <RouterLinkNavigation>
          <PortalSessionProvider data={session} actions={session}>
            {screen}
          </PortalSessionProvider>
        </RouterLinkNavigation>
      </MemoryRouter>
    </>,
  )
}
