import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rejectionTexts } from '../domain'
import { server } from '../../mocks/node'
import { setFaults } from '../../mocks/faults'
import { resetMockState } from '../../mocks/state'
import { api, configureApi, DEEP_LINK_STORAGE_KEY, resetApiContext, takeDeepLink } from '.'

/** A provider's 300 answer is followed only to the portal or the provider itself (spec §8 300). */
const base = 'http://provider.test/api'
const portal = 'https://portal.example.com'

function answerTermsWith(location: string): void {
  setFaults([
    { method: 'GET', path: '/entitlements/v1/user/Terms', status: 300, headers: { Location: location } },
  ])
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetMockState('investor')
  const sessionStorage = new Map<string, string>()
  vi.stubGlobal('window', {
    location: { origin: portal, pathname: '/', search: '', hash: '', assign: vi.fn() },
    sessionStorage: {
      getItem: (key: string) => sessionStorage.get(key) ?? null,
      setItem: (key: string, value: string) => void sessionStorage.set(key, value),
      removeItem: (key: string) => void sessionStorage.delete(key),
    },
  })
  configureApi({ baseUrl: base, entitledUserId: 'u-investor', investorAccountGroupId: 'ALL' })
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  resetApiContext()
})
afterAll(() => server.close())

describe('300 answers', () => {
  it.each([
    ['/elsewhere/terms', 'http://provider.test/elsewhere/terms'],
    ['http://provider.test/signin?next=1', 'http://provider.test/signin?next=1'],
    [`${portal}/documents`, `${portal}/documents`],
  ])('follow %s on the portal or the provider', async (location, expected) => {
    const navigate = vi.fn()
    configureApi({ navigate })
    answerTermsWith(location)
    await expect(api.entitlements.getTerms()).rejects.toMatchObject({ status: 300 })
    expect(navigate).toHaveBeenCalledWith(expected)
  })

  it.each([
    'https://evil.example.com/signin',
    '//evil.example.com/signin',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://provider.test.evil.example.com/',
    'https://provider.test/api',
  ])('refuse %s: logged, never followed, failing with the call’s text', async (location) => {
    const navigate = vi.fn()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    configureApi({ navigate })
    answerTermsWith(location)
    await expect(api.entitlements.getTerms()).rejects.toMatchObject({
      status: 300,
      message: rejectionTexts.userTerms,
    })
    expect(navigate).not.toHaveBeenCalled()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('refused'))
  })

  it('refuse without a navigate hook too: the browser location is never assigned', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answerTermsWith('https://evil.example.com/')
    await expect(api.entitlements.getTerms()).rejects.toMatchObject({ status: 300 })
    expect((window.location.assign as ReturnType<typeof vi.fn>).mock.calls).toEqual([])
  })
})

describe('the deep link followed after sign-in', () => {
  it.each([
    '/\\evil.example.com',
    '//evil.example.com',
    'https://evil.example.com',
    '/%5Cevil',
    'javascript:alert(1)',
  ])('is dropped when it would leave the portal: %s', (saved) => {
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, saved)
    expect(takeDeepLink()).toBeNull()
  })

  it('keeps a path of the portal with its query and hash', () => {
    window.sessionStorage.setItem(DEEP_LINK_STORAGE_KEY, '/documents?fund=3#top')
    expect(takeDeepLink()).toBe('/documents?fund=3#top')
  })
})
