import { endpoints, type RequestContext } from '../api'

/** Where the embedded provider answers when no API is configured. */
export const EMBEDDED_API_PATH = '/mock-api'

/** The embedded provider's worker script (MSW's, in public/): start-up never unregisters it. */
export const EMBEDDED_WORKER_SCRIPT = '/mockServiceWorker.js'

/** The demo provider's stand-in for the identity provider's change-password endpoint (under the API base). */
export const DEMO_PASSWORD_CHANGE_PATH = endpoints.passwordChange.path()

/**
 * Starts the embedded demo provider (a service worker) and says how the client reaches it. A service worker
 * does not answer page navigations, so sign-in goes to the portal's demo sign-in page and sign-out is a call
 * to the provider's session control route followed by that page.
 */
export async function startEmbeddedProvider(): Promise<Partial<RequestContext>> {
  const mocks = await import('../../mocks/browser')
  await mocks.startEmbeddedProvider()
  const baseUrl = `${window.location.origin}${EMBEDDED_API_PATH}`
  const signOutUrl = `${baseUrl}${endpoints.signOut.path()}`
  return {
    baseUrl,
    signInUrl: '/login',
    navigate: (url) => {
      if (url !== signOutUrl) return window.location.assign(url)
      void fetch(`${baseUrl}/__mock/session`, { method: 'DELETE' }).finally(() =>
        window.location.assign('/login'),
      )
    },
  }
}

/** Signs in to the embedded provider as a demo persona. */
export async function signInAsPersona(persona: string): Promise<boolean> {
  const response = await fetch(`${window.location.origin}${EMBEDDED_API_PATH}/__mock/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ persona }),
  })
  return response.ok
}
