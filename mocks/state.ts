import type { AccountGroup, Preference } from '../src/domain'
import type { PersonaId } from './personas'
import { MOCK_REFERENCE_DATE } from './seed/dates'

/** A recorded investor request, with its attachment (kept in memory only; not persisted). */
export interface RecordedInvestorRequest {
  id: number
  receivedAt: string
  requestType: string
  request: string
  customFields: Record<string, unknown>
  entitledAccounts: unknown[]
  entitledEntities: unknown[]
  attachmentName: string | null
  attachmentBytes: number
  attachment?: string
}

/**
 * What a persona changed on top of the seeded book. Only changes are kept (and, in the dev portal, persisted):
 * the seeded base is regenerated from the seed on every load.
 */
export interface PersonaChanges {
  read: Record<string, boolean>
  actionItem: Record<string, boolean>
  /** null: the seeded groups. */
  groups: AccountGroup[] | null
  /** null: the seeded preferences. */
  preferences: Preference[] | null
  /** 'Once' terms accepted: term id → when. null: the seeded acceptances. */
  acceptedTerms: Record<string, string> | null
  requests: RecordedInvestorRequest[]
}

export const emptyChanges = (): PersonaChanges => ({
  read: {},
  actionItem: {},
  groups: null,
  preferences: null,
  acceptedTerms: null,
  requests: [],
})

/** A fault injected by the control routes or a story (see faults.ts). */
export interface Fault {
  method: string
  path: string
  status?: number
  network?: boolean
  delayMs?: number
  /** The answer never comes, until the request is aborted (a screen that stays loading). */
  hang?: boolean
  body?: unknown
  /** The answer's text as it is, not JSON-encoded (an answer cut off: malformed JSON). */
  text?: string
  /** An answer of this many bytes (a JSON object padded out): past the portal's cap. */
  hugeBytes?: number
  /** Headers of the answer, e.g. a Location for a 300. */
  headers?: Record<string, string>
  /** How many matching calls fail; absent: every one until cleared. */
  times?: number
}

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string | string[]>
  body: unknown
  /** The audit line of a call the provider refused on principle (a write for another user), for tests to read. */
  refused?: string
}

/**
 * The embedded provider's mutable state. Every host (Storybook, dev portal, vitest, the HTTP server) shares
 * the handlers; each host owns one instance of this state.
 */
export interface MockState {
  /** The signed-in persona, or null when nobody is signed in (calls answer 401). */
  persona: PersonaId | null
  /** 'state': the persona above signs every call in (browsers, vitest); 'cookie': the session cookie does (server). */
  sessionMode: 'state' | 'cookie'
  /** The day the book is as of (fixed in tests and stories, the real date in the dev portal and the server). */
  today: Date
  changes: Partial<Record<PersonaId, PersonaChanges>>
  nextId: number
  faults: Fault[]
  requests: LoggedRequest[]
  /** The hostile-input corpus is written into names and texts of the answers (mocks/hostile.ts). */
  hostile: boolean
}

export interface MockStateOptions {
  today?: Date | string
  sessionMode?: MockState['sessionMode']
}

export function createMockState(
  persona: PersonaId | null = 'investor',
  options: MockStateOptions = {},
): MockState {
  return {
    persona,
    sessionMode: options.sessionMode ?? 'state',
    today: new Date(options.today ?? `${MOCK_REFERENCE_DATE}T12:00:00Z`),
    changes: {},
    nextId: 1000,
    faults: [],
    requests: [],
    hostile: false,
  }
}

export const mockState: MockState = createMockState()

type Listener = (state: MockState) => void
const listeners = new Set<Listener>()

/** Hosts that persist the changes (the dev portal) listen here. */
export function onMockStateChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function notifyMockStateChange(): void {
  for (const listener of listeners) listener(mockState)
}

/**
 * Back to the seeded book, signed in as `persona` (Storybook calls this before each story, tests after each
 * test). The session mode and the day stay unless given.
 */
export function resetMockState(persona: PersonaId | null = 'investor', options: MockStateOptions = {}): void {
  Object.assign(
    mockState,
    createMockState(persona, {
      sessionMode: options.sessionMode ?? mockState.sessionMode,
      today: options.today ?? mockState.today,
    }),
  )
  notifyMockStateChange()
}

/** The changes of a persona, created on first write. */
export function changesOf(persona: PersonaId): PersonaChanges {
  return (mockState.changes[persona] ??= emptyChanges())
}

export const nextMockId = (): number => mockState.nextId++

/** The persistable part of the state: what changed, and who is signed in. */
export interface PersistedMockState {
  persona: PersonaId | null
  nextId: number
  changes: MockState['changes']
}

export function exportMockChanges(): PersistedMockState {
  const changes = Object.fromEntries(
    Object.entries(mockState.changes).map(([persona, c]) => [
      persona,
      { ...c, requests: c.requests.map(({ attachment: _attachment, ...rest }) => rest) },
    ]),
  )
  return { persona: mockState.persona, nextId: mockState.nextId, changes }
}

export function importMockChanges(saved: Partial<PersistedMockState> | null | undefined): void {
  if (!saved || typeof saved !== 'object') return
  if (saved.changes && typeof saved.changes === 'object') {
    mockState.changes = Object.fromEntries(
      Object.entries(saved.changes).map(([persona, c]) => [persona, { ...emptyChanges(), ...c }]),
    )
  }
  if (typeof saved.nextId === 'number') mockState.nextId = saved.nextId
}
