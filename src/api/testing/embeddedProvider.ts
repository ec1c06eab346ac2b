import { afterAll, beforeAll } from 'vitest'
import { server } from '../../../mocks/node'
import { MOCK_REFERENCE_DATE } from '../../../mocks/seed/dates'
import { configureApi, resetApiContext } from '..'

/** Where the client sends its calls in these tests; the embedded provider answers them (msw/node). */
export const providerBase = 'http://provider.test/api'
/** The demo book's today, noon UTC: the day its figures and dates are written for. */
export const providerToday = new Date(`${MOCK_REFERENCE_DATE}T12:00:00Z`)

/**
 * The client against the embedded provider for a test file: the provider listens from the first test to the
 * last (a call no handler answers fails the test), the client is configured for it and reset afterwards.
 */
export function withEmbeddedProvider(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' })
    configureApi({ baseUrl: providerBase, now: () => providerToday })
  })
  afterAll(() => {
    server.close()
    resetApiContext()
  })
}
