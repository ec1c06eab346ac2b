import { proxy } from 'valtio'
import { api, ApiError } from '../../api'
import type { User } from '../../domain'

export type LoadStatus = 'idle' | 'pending' | 'fulfilled' | 'rejected'

/** Session-wide state: who is signed in. Created per App (and per story), never a module singleton. */
export interface SessionState {
  user: User | null
  userStatus: LoadStatus
  userError: string | null
}

export function createSessionState(initial: Partial<SessionState> = {}): SessionState {
  return proxy<SessionState>({ user: null, userStatus: 'idle', userError: null, ...initial })
}

/** Loads the signed-in user's profile (spec §4 Session: the user loads first). */
export async function loadUser(session: SessionState, signal?: AbortSignal): Promise<void> {
  session.userStatus = 'pending'
  session.userError = null
  try {
    session.user = await api.entitlements.getUserProfile(signal)
    session.userStatus = 'fulfilled'
  } catch (error) {
    if (signal?.aborted) return
    session.userStatus = 'rejected'
    session.userError = error instanceof ApiError ? error.message : 'Failed to load user profile'
  }
}
