import type { Decorator } from '@storybook/react-vite'
import { createPortalState, type PortalState } from '../src/app/state/portal'
import { PortalProvider } from '../src/app/state/PortalContext'
import { PortalSessionProvider } from '../src/app/session/PortalSessionProvider'

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

export const withPortalState: Decorator = (Story) => (
  <PortalProvider portal={current}>
    <PortalSessionProvider portal={current}>
      <Story />
    </PortalSessionProvider>
  </PortalProvider>
)
