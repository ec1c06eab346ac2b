import type { PersonaId } from './personas'

/**
 * The embedded provider's mutable state. Every host (Storybook, dev portal, vitest, the HTTP server)
 * shares these handlers; each host owns one instance of this state.
 */
export interface MockState {
  /** The signed-in persona, or null when nobody is signed in (calls answer 401). */
  persona: PersonaId | null
}

export function createMockState(persona: PersonaId | null = 'investor'): MockState {
  return { persona }
}

export const mockState: MockState = createMockState()

export function resetMockState(persona: PersonaId | null = 'investor'): void {
  Object.assign(mockState, createMockState(persona))
}
