import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/node'
import { resetMockState } from '../../mocks/state'
import { api, ApiError, configureApi } from '.'

const base = 'http://provider.test/api'

beforeAll(() => {
  configureApi({ baseUrl: base })
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => {
  server.resetHandlers()
  resetMockState()
})
afterAll(() => server.close())

describe('GET /entitlements/v1/user/profile', () => {
  it("answers the signed-in persona's profile, asked for without caching", async () => {
    let cacheControl: string | null = null
    server.events.on('request:start', ({ request }) => {
      cacheControl = request.headers.get('cache-control')
    })
    resetMockState('admin')
    const user = await api.entitlements.getUserProfile()
    expect(user).toMatchObject({ userId: 'u-admin', permissions: ['impersonate:User'], external: false })
    expect(cacheControl).toBe('no-cache')
    server.events.removeAllListeners()
  })

  it("rejects with the spec's text 'Failed to load user profile' on a server error", async () => {
    server.use(
      http.get(`${base}/entitlements/v1/user/profile`, () => new HttpResponse(null, { status: 500 })),
    )
    const failure = api.entitlements.getUserProfile()
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('Failed to load user profile')
  })

  it('answers 401 when nobody is signed in', async () => {
    resetMockState(null)
    await expect(api.entitlements.getUserProfile()).rejects.toMatchObject({ status: 401 })
  })
})
