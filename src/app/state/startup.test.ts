// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { resetMockState } from '../../../mocks/state'
import { groupsOf, preferencesOf, setPreferences } from '../../../mocks/store'
import { DEEP_LINK_STORAGE_KEY, endpoints, requestContext, SESSION_FLAG_STORAGE_KEY } from '../../api'
import { createPortalState } from './portalStore'
import { startEarly, startPortal } from './startup'
import { answerTerms } from './terms'
import { nextTermsPost, setUpTestProvider, termPosts, testApiBase, until } from '../testing/testProvider'

const { navigations, server } = setUpTestProvider()
const ACTION_REQUIRED_COUNT = '/documents/v1/Users/documents/actionRequired'

/** A newcomer's start-up, at the point where the sitewide terms dialog asks. */
async function newcomerAskedForTerms() {
  resetMockState('newcomer')
  const portal = createPortalState()
  const started = startPortal(portal)
  await until(portal, (state) => state.termsDialog.open)
  return { portal, started }
}

describe('startPortal', () => {
  it('loads the user, finds no outstanding sitewide term, and initialises the entitlements', async () => {
    resetMockState('investor')
    const portal = createPortalState()
    await expect(startPortal(portal)).resolves.toBeNull()
    expect(portal.startup).toBe('ready')
    expect(portal.user?.userId).toBe('u-investor')
    expect(window.localStorage.getItem(SESSION_FLAG_STORAGE_KEY)).toBe('1')
    await until(portal, (state) => state.initialised)
    expect(portal.entitledEntities.length).toBeGreaterThan(0)
    expect(portal.accountGroups.length).toBeGreaterThan(1)
  })

  it("selects the user's default investor group (UserDefaultInvestorsGroup) once the groups are known", async () => {
    resetMockState('investor')
    const group = groupsOf('investor')[1]!
    setPreferences('investor', [
      ...preferencesOf('investor'),
      { id: 900, setting: 'UserDefaultInvestorsGroup', value: String(group.groupId) },
    ])
    const portal = createPortalState()
    await startPortal(portal)
    await until(portal, (state) => state.initialised)
    expect(portal.selectedGroupId).toBe(String(group.groupId))
    expect(requestContext.investorAccountGroupId).toBe(String(group.groupId))
  })

  it('keeps All Investor Accounts when the default group no longer exists', async () => {
    resetMockState('investor')
    setPreferences('investor', [{ id: 900, setting: 'UserDefaultInvestorsGroup', value: '424242' }])
    const portal = createPortalState()
    await startPortal(portal)
    await until(portal, (state) => state.initialised)
    expect(portal.selectedGroupId).toBe('ALL')
  })

  it('asks the newcomer for the sitewide terms, posts the accepted Once terms, then initialises', async () => {
    const { portal, started } = await newcomerAskedForTerms()
    expect(portal.startup).toBe('awaitingTerms')
    expect(portal.termsDialog.terms.every((term) => term.associationType === 'Sitewide')).toBe(true)
    const posted = nextTermsPost()
    while (portal.termsDialog.open) answerTerms(portal, { type: 'accept' })
    await started
    expect(portal.startup).toBe('ready')
    await until(portal, (state) => state.initialised)
    await posted
    const posts = await termPosts()
    expect(posts).toHaveLength(1)
    expect(posts[0]?.body).toEqual(expect.arrayContaining([1, 2]))
  })

  it('signs the newcomer out when a sitewide term is declined', async () => {
    const { portal, started } = await newcomerAskedForTerms()
    answerTerms(portal, { type: 'decline' })
    while (portal.termsDialog.open) answerTerms(portal, { type: 'accept' })
    await started
    expect(portal.startup).toBe('signingOut')
    expect(navigations).toEqual([`${testApiBase}/entitlements/v1/user/signout`])
    expect(window.localStorage.getItem(SESSION_FLAG_STORAGE_KEY)).toBeNull()
    expect(portal.initialised).toBe(false)
  })

  it('closing the dialog declines every pending sitewide term and signs out', async () => {
    const { portal, started } = await newcomerAskedForTerms()
    answerTerms(portal, { type: 'close' })
    await started
    expect(navigations).toEqual([`${testApiBase}/entitlements/v1/user/signout`])
  })

  it('follows a saved deep link on the first load of a session, and only then', async () => {
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/documents')
    await expect(startPortal(createPortalState())).resolves.toBe('/documents')
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/documents')
    await expect(startPortal(createPortalState())).resolves.toBeNull()
  })

  it('goes on from a first step taken early: one profile call, the first load read before the session was marked', async () => {
    resetMockState('investor')
    const profileCalls: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/entitlements/v1/user/profile'))
        profileCalls.push(request.url)
    })
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/documents')
    startEarly()
    expect(window.localStorage.getItem(SESSION_FLAG_STORAGE_KEY)).toBe('1')
    const portal = createPortalState()
    await expect(startPortal(portal)).resolves.toBe('/documents')
    expect(portal.user?.userId).toBe('u-investor')
    expect(profileCalls).toHaveLength(1)
    // The next start-up asks for itself.
    await startPortal(createPortalState())
    expect(profileCalls).toHaveLength(2)
    server.events.removeAllListeners()
  })

  it('never follows a saved deep link to another origin', async () => {
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '//evil.example.com/phish')
    await expect(startPortal(createPortalState())).resolves.toBeNull()
  })

  it('a failing profile call shows the error screen; failing entitlements are only logged', async () => {
    server.use(http.get('*/entitlements/v1/user/profile', () => new HttpResponse(null, { status: 500 })))
    const broken = createPortalState()
    await startPortal(broken)
    expect(broken.startup).toBe('failed')

    server.resetHandlers()
    server.use(
      http.get('*/entitlements/v1/user/EntitledEntities', () => new HttpResponse(null, { status: 500 })),
    )
    const portal = createPortalState()
    await startPortal(portal)
    await until(portal, (state) => state.initialised)
    expect(portal.startup).toBe('ready')
    expect(portal.entitledEntities).toEqual([])
  })

  it('knows the action-required count once the provider has answered it, or failed to', async () => {
    resetMockState('investor')
    const portal = createPortalState()
    expect(portal.actionRequiredCountKnown).toBe(false)
    await startPortal(portal)
    await until(portal, (state) => state.initialised)
    expect(portal.actionRequiredCountKnown).toBe(true)
    expect(portal.actionRequiredCount).toBeGreaterThan(0)

    server.use(http.post(`*${ACTION_REQUIRED_COUNT}`, () => new HttpResponse(null, { status: 500 })))
    const failed = createPortalState()
    await startPortal(failed)
    await until(failed, (state) => state.initialised)
    expect(failed.actionRequiredCountKnown).toBe(true)
    expect(failed.actionRequiredCount).toBe(0)
  })

  describe('a start-up call failing for a reason that may pass is asked once more', () => {
    const PROFILE = endpoints.userProfile.path()

    /** Counts the calls to `path` the portal makes from now on (a fault answers some before the provider). */
    function callsTo(path: string) {
      const made: string[] = []
      server.events.on('request:start', ({ request }) => {
        if (new URL(request.url).pathname.endsWith(path)) made.push(request.method)
      })
      return made
    }
    const fault = (path: string, answer: { status?: number; network?: boolean }, times?: number) =>
      server.use(...withFaults([{ method: '*', path, ...answer, times }]))

    // Each failure is logged (spec §8); the tests read what start-up did instead.
    beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined))
    afterEach(() => {
      server.events.removeAllListeners()
      vi.restoreAllMocks()
    })

    it('a 5xx of the profile, then an answer: start-up goes on, no error screen', async () => {
      resetMockState('investor')
      fault(PROFILE, { status: 503 }, 1)
      const profileCalls = callsTo(PROFILE)
      const portal = createPortalState()
      await startPortal(portal)
      expect(portal.startup).toBe('ready')
      expect(portal.user?.userId).toBe('u-investor')
      expect(profileCalls).toHaveLength(2)
    })

    /** How many times start-up asks for the profile when each of its answers is `answer`; start-up fails. */
    async function profileCallsWhenAnswering(answer: Parameters<typeof fault>[1]): Promise<number> {
      server.resetHandlers()
      fault(PROFILE, answer)
      const profileCalls = callsTo(PROFILE)
      const portal = createPortalState()
      await startPortal(portal)
      expect(portal.startup).toBe('failed')
      server.events.removeAllListeners()
      return profileCalls.length
    }

    it('two 5xx or two network errors: the error screen, after one retry only', async () => {
      for (const answer of [{ status: 500 }, { network: true }])
        expect(await profileCallsWhenAnswering(answer)).toBe(2)
    })

    it('a 4xx or a 204 (no user) is what the provider means: not asked again', async () => {
      for (const status of [403, 404, 204]) expect(await profileCallsWhenAnswering({ status })).toBe(1)
    })

    it('a 401 goes to sign-in, remembering the deep link, and is not asked again', async () => {
      fault(PROFILE, { status: 401 })
      const profileCalls = callsTo(PROFILE)
      window.history.replaceState(null, '', '/documents')
      try {
        await startPortal(createPortalState())
      } finally {
        window.history.replaceState(null, '', '/')
      }
      expect(navigations).toEqual([`${testApiBase}/signin`])
      expect(window.sessionStorage.getItem(DEEP_LINK_STORAGE_KEY)).toBe('/documents')
      expect(profileCalls).toHaveLength(1)
    })

    it("Try again recovers: start-up runs again on the same store, the session's first load still followed", async () => {
      resetMockState('investor')
      window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/documents')
      fault(PROFILE, { status: 500 }, 2)
      const portal = createPortalState()
      await expect(startPortal(portal)).resolves.toBeNull()
      expect(portal.startup).toBe('failed')
      // The provider answers again: the error screen's Try again.
      await expect(startPortal(portal)).resolves.toBe('/documents')
      expect(portal.startup).toBe('ready')
      expect(portal.firstLoadOfSession).toBe(true)
    })

    it('the terms and the entitlements too, each once', async () => {
      resetMockState('investor')
      fault(endpoints.terms.path(), { status: 502 }, 1)
      fault(endpoints.entitledFunds.path(), { network: true }, 1)
      const termsCalls = callsTo(endpoints.terms.path())
      const portal = createPortalState()
      await startPortal(portal)
      await until(portal, (state) => state.initialised)
      expect(termsCalls).toHaveLength(2)
      // The provider's terms, not only the built-in one; the funds, not none.
      expect(portal.terms.length).toBeGreaterThan(1)
      expect(portal.entitledEntities.length).toBeGreaterThan(0)
    })
  })
})
