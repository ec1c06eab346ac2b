import type { Decorator } from '@storybook/react-vite'
import { subscribe } from 'valtio'
import { createPortalState, type PortalState } from '../src/app/state/portalStore'
import { startPortal } from '../src/app/state/startup'
import { PortalProvider } from '../src/app/state/PortalContext'
import { ScreenSessionProvider } from '../src/app/state/ScreenSessionProvider'
import { keepRequestContextInStep } from '../src/app/state/requestContext'
import { recordConsents, REPORTING_TERMS, termsAwaitingConsent } from '../src/domain'
import { reviewerChoice } from './reviewerGlobals'

/**
 * A fresh portal store per story (created in preview's beforeEach), so no state leaks from one story into
 * the next. Journey stories mount the whole portal on this store; screen stories read it as their session.
 */
let current: PortalState = createPortalState()

export function freshPortalState(): PortalState {
  current = createPortalState()
  return current
}

export const currentPortalState = (): PortalState => current

/**
 * For screen stories (`parameters.session: 'started'`): runs the real start-up against the mock provider
 * (profile, terms, entitlements) before the story renders, so the screen sees a signed-in session.
 * Use it with personas whose sitewide terms are accepted (all but `newcomer`).
 */
export async function startStorySession(portal: PortalState): Promise<void> {
  // As in the mounted portal (useRequestContextSync), each start-up call carries the session as it becomes known:
  // the terms and initialisation calls name the signed-in user, not whoever the story before this one had.
  const stopSync = keepRequestContextInStep(portal)
  try {
    await startPortal(portal)
    // A started portal initialises in the background (start-up does not wait for it); wait for that one rather
    // than loading everything a second time.
    if (portal.startup !== 'ready' || portal.initialised) return
    await new Promise<void>((resolve) => {
      const stop = subscribe(portal, () => {
        if (!portal.initialised) return
        stop()
        resolve()
      })
    })
  } finally {
    stopSync()
  }
}

/**
 * For screen stories (`parameters.reportingTerms: 'accepted'`): the started session has accepted the reporting
 * terms, as after a first report, so what shows report figures outside the report pages (home's portfolio) shows
 * them without asking. Recorded as the terms dialog records an acceptance, for the session; nothing is posted.
 */
export function acceptReportingTerms(portal: PortalState): void {
  const outstanding = termsAwaitingConsent(portal.terms, REPORTING_TERMS, portal.consents)
  portal.consents = recordConsents(
    portal.consents,
    outstanding.map((term) => ({ ...term, status: 'Accepted' })),
  )
}

/** A reviewer's new choice in the toolbar mounts the story afresh; an args update (a control, a story's own state) does not. */
export const withPortalState: Decorator = (Story, { globals }) => (
  <PortalProvider key={JSON.stringify(reviewerChoice(globals))} portal={current}>
    <ScreenSessionProvider portal={current}>
      <Story />
    </ScreenSessionProvider>
  </PortalProvider>
)
