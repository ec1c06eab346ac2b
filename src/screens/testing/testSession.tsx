import type { ReactNode } from 'react'
import { cleanup } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { server } from '../../../mocks/node'
import { resetMockState } from '../../../mocks/state'
import { api, configureApi, failureWarning, resetApiContext } from '../../api'
import {
  ALL_ACCOUNTS_GROUP_ID,
  featureFlagsFor,
  sessionPermissions,
  termsAwaitingConsent,
  userFormats,
  type DialogTerm,
  type Impersonation,
  type TermScope,
  type User,
  withBuiltInTerms,
} from '../../domain'
import { RouterLinkNavigation } from '../kit/RouterLinkNavigation'
import { PortalSessionProvider, type PortalSession } from '../portalSession'

/** Test provider's API base (vitest runs the mock provider with msw/node). */
export const testApiBase = 'http://localhost/mock-api'

export interface TestSessionOptions {
  /** How the terms dialog is answered: every outstanding term accepted, declined, or the dialog abandoned. */
  terms?: 'accept' | 'decline' | 'abandon'
  /**
   * The reporting terms were accepted earlier in the session (a report opened first); by default they are not, as
   * in a new session, until a dialog asking for them is answered 'accept'.
   */
  reportingTermsAccepted?: boolean
  impersonation?: Impersonation | null
}

export type TestSession = PortalSession & {
  notifySuccess: ReturnType<typeof vi.fn<(text: string) => void>>
  notifyWarning: ReturnType<typeof vi.fn<(text: string) => void>>
  refreshActionRequiredCount: ReturnType<typeof vi.fn<() => Promise<void>>>
  dismissActionRequiredDocumentsNotice: ReturnType<typeof vi.fn<() => void>>
  consentScopes: TermScope[]
}

export function resetTestApi(): void {
  resetApiContext()
  configureApi({ baseUrl: testApiBase, now: () => new Date('2026-11-16T12:00:00Z') })
}

/**
 * The mock provider for a screen's tests: listening for the file, the persona's seeded state and a fresh api
 * context before each test (a file's own beforeEach runs after this one), handlers reset after each.
 */
export function setUpScreenTestProvider(persona: Parameters<typeof resetMockState>[0] = 'investor'): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    resetMockState(persona)
    resetTestApi()
  })
  // Each test's screen is unmounted with it: a screen left mounted keeps loading (its calls, its lazy panels) after
  // the file's test environment is gone, and React then fails on a missing window.
  afterEach(() => {
    cleanup()
    server.resetHandlers()
  })
  afterAll(() => server.close())
}

/**
 * A signed-in session over the mock provider, loaded through the real api (profile, terms, entitlements), with
 * spies for notifications and a terms dialog answered as asked. For hooks and screens under vitest.
 */
export async function loadTestSession(options: TestSessionOptions = {}): Promise<TestSession> {
  const user: User = await api.entitlements.getUserProfile()
  const [terms, entitledEntities, entitledAccounts, documentTypes, accountGroups, actionRequiredCount] =
    await Promise.all([
      api.entitlements.getTerms().then(withBuiltInTerms),
      api.entitlements.getEntitledEntities(),
      api.entitlements.getEntitledAccounts(),
      api.documents.getDocumentTypes(),
      api.entitlements.getAccountGroups(),
      api.documents.getActionRequiredCount(),
    ])
  const impersonation = options.impersonation ?? null
  const consentScopes: TermScope[] = []
  const answer = options.terms ?? 'accept'
  const session: TestSession = {
    user: impersonation?.user ?? user,
    signedInUser: user,
    permissions: sessionPermissions({ user, impersonation }),
    flags: featureFlagsFor('development'),
    preferences: user.preferences,
    formats: userFormats(user.preferences),
    entitledEntities,
    entitledAccounts,
    documentTypes,
    accountGroups,
    selectedGroupId: ALL_ACCOUNTS_GROUP_ID,
    actionRequiredCount,
    isShownActionRequiredDocumentsNotice: actionRequiredCount > 0,
    reportingTermsAccepted: options.reportingTermsAccepted ?? false,
    impersonationPending: false,
    impersonationError: null,
    reportsDrawerOpen: true,
    insightsHubUrl: 'https://insights.example.com/',
    videoHost: { mediaUrl: '/demo-video/{videoId}.webm', captionsUrl: '/demo-video/{videoId}.vtt' },
    notifySuccess: vi.fn<(text: string) => void>(),
    notifyWarning: vi.fn<(text: string) => void>(),
    // What the app's session does: the warning the user would see goes to notifyWarning.
    reportFailure: vi.fn<(error: unknown, warning?: string) => void>((error, warning) => {
      const text = failureWarning(error, warning)
      if (text !== null) session.notifyWarning(text)
    }),
    requestConsent: async (scope) => {
      consentScopes.push(scope)
      if (answer === 'abandon') return null
      // As the app's session: accepted, they are accepted for the session (a test renders again to see it).
      if (answer === 'accept' && scope.reporting) session.reportingTermsAccepted = true
      return termsAwaitingConsent(terms, scope).map((term): DialogTerm => ({
        ...term,
        status: answer === 'accept' ? 'Accepted' : 'Declined',
      }))
    },
    refreshActionRequiredCount: vi.fn<() => Promise<void>>(async () => undefined),
    dismissActionRequiredDocumentsNotice: vi.fn<() => void>(() => {
      session.isShownActionRequiredDocumentsNotice = false
    }),
    reloadAccountGroups: async () => undefined,
    selectInvestorGroup: () => undefined,
    savePreference: async () => true,
    createAccountGroup: async () => ({ groupId: null, complete: false }),
    updateAccountGroup: async () => false,
    deleteAccountGroup: async () => false,
    startImpersonation: async () => false,
    stopImpersonation: async () => undefined,
    setReportsDrawerOpen: (open) => {
      session.reportsDrawerOpen = open
    },
    setPageTitle: vi.fn<(detail: string | null) => void>(),
    consentScopes,
  }
  return session
}

/** Providers a screen or hook needs: the session, the theme and a router at `route` that in-app links follow. */
export function sessionWrapper(session: PortalSession, route = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <RouterLinkNavigation>
          <PortalSessionProvider data={session} actions={session}>
            {children}
          </PortalSessionProvider>
        </RouterLinkNavigation>
      </MemoryRouter>
    )
  }
}

/**
 * Records every file the screens save (the 'portal:file-saved' event) and the download links they click, without
 * letting jsdom try to navigate to them. Call the returned stop() when done.
 */
export function captureSavedFiles() {
  const files: Array<{ fileName: string; blob: Blob }> = []
  const clicked: Array<{ download: string; href: string }> = []
  const listen = (event: CustomEvent<{ fileName: string; blob: Blob }>) => files.push(event.detail)
  window.addEventListener('portal:file-saved', listen)
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ download: this.download, href: this.href })
  })
  return {
    files,
    clicked,
    stop: () => {
      window.removeEventListener('portal:file-saved', listen)
      click.mockRestore()
    },
  }
}
