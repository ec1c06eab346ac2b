import { subscribe } from 'valtio'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '../../../mocks/node'
import { resetMockState } from '../../../mocks/state'
import { configureApi, resetApiContext } from '../../api'
import type { PortalState } from '../state/portalStore'

export const testApiBase = 'http://localhost/mock-api'

/** The embedded provider under vitest, with the page navigations the portal asks for recorded. */
export function setUpTestProvider() {
  const navigations: string[] = []
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    navigations.length = 0
    resetApiContext()
    configureApi({ baseUrl: testApiBase, navigate: (url) => void navigations.push(url) })
    window.localStorage.clear()
    window.sessionStorage.clear()
  })
  afterEach(() => {
    server.resetHandlers()
    resetMockState()
  })
  afterAll(() => server.close())
  return { navigations, server }
}

export async function providerRequests(): Promise<Array<{ method: string; path: string; body: unknown }>> {
  return (await fetch(`${testApiBase}/__mock/requests`)).json()
}

/** POST /entitlements/v1/user/Terms: the accepted 'Once' terms. */
export const isTermsPost = (method: string, path: string) => method === 'POST' && path.endsWith('/user/Terms')

export const termPosts = async () => (await providerRequests()).filter((r) => isTermsPost(r.method, r.path))

/** Resolves with the answer to the next terms post (the dialog does not await it). */
export const nextTermsPost = () => nextAnswer((r) => isTermsPost(r.method, new URL(r.url).pathname))

/**
 * Resolves once the portal's state satisfies `check` (initialisation runs in the background): checked now and
 * after every change of the store, so nothing is polled. A state that is never reached fails by the test's timeout.
 */
export function until(portal: PortalState, check: (portal: PortalState) => boolean): Promise<void> {
  if (check(portal)) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = subscribe(portal, () => {
      if (!check(portal)) return
      unsubscribe()
      resolve()
    })
  })
}

/** Resolves with the provider's answer to the next request the predicate picks (the portal may not await it). */
export function nextAnswer(picks: (request: Request) => boolean): Promise<Response> {
  return new Promise((resolve) => {
    const answered = ({ request, response }: { request: Request; response: Response }) => {
      if (!picks(request)) return
      server.events.removeListener('response:mocked', answered)
      resolve(response)
    }
    server.events.on('response:mocked', answered)
  })
}
