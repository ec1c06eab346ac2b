import { createContext, useContext, useState, type ReactNode } from 'react'
import { createSessionState, type SessionState } from './session'

const SessionContext = createContext<SessionState | null>(null)

/** Provides one session store; stories get a fresh one each, the portal one for its lifetime. */
export function SessionProvider({ children, session }: { children: ReactNode; session?: SessionState }) {
  const [store] = useState(() => session ?? createSessionState())
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>
}

export function useSessionStore(): SessionState {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>')
  return store
}
