import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/** The embedded provider of the dev portal: a service worker answering the provider's calls. */
export async function startEmbeddedProvider(): Promise<void> {
  const worker = setupWorker(...handlers)
  // Assets and the portal's own files pass through; only provider calls are mocked.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}
