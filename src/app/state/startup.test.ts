// @vitest-environment jsdom
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import { groupsOf, preferencesOf, setPreferences } from '../../../mocks/store'
import { DEEP_LINK_STORAGE_KEY, requestContext, SESSION_FLAG_STORAGE_KEY } from '../../api'
import { createPortalState } from './portal'
import { startEarly, startPortal } from './startup'
import { answerTerms } from './terms'
import { nextTermsPost, setUpTestProvider, termPosts, testApiBase, until } from './testProvider'

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
})
