import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server } from '../../../mocks/node'
import { resetMockState } from '../../../mocks/state'
import { configureApi, resetApiContext } from '../../api'

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

/** Polls a condition the portal reaches asynchronously (initialisation runs in the background). */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!check()) throw new Error('condition not reached')
}
