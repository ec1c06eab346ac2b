import type { PersonaId } from '../mocks/personas'

declare global {
  interface Window {
    /** Provider calls a story made that no MSW handler answered; the test-runner fails the story on any. */
    __unhandledProviderCalls?: string[]
    /** Page navigations (sign-in, sign-out, 300 answers) the portal asked for during the story. */
    __navigations?: string[]
  }
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The path the story's MemoryRouter starts at (a deep link). */
    route?: string
    /** The demo persona the embedded provider answers as; null means signed out. */
    persona?: PersonaId | null
    /** 'started': the story's portal session runs its real start-up against the mock before rendering. */
    session?: 'started'
    /**
     * 'accepted': the started session has accepted the reporting terms (as after a first report), so home's
     * portfolio shows its figures; 'pending' (as when absent): a new session's, not yet asked.
     */
    reportingTerms?: 'accepted' | 'pending'
    /**
     * Visual snapshot options for the test-runner. disable: no visual snapshot; staysBusy: a loading state, pictured
     * without waiting for its busy parts (only for the page's height to hold); busyWith: the loading messages of
     * the parts that stay busy on purpose, the rest of the page waited for.
     */
    visual?: { disable?: boolean; staysBusy?: boolean; busyWith?: string[]; maxDiffPixels?: number }
  }
}
