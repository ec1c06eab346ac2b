import { createContext, useContext, useState, type ReactNode } from 'react'
import { createPortalState, type PortalState } from './portalStore'

const PortalContext = createContext<PortalState | null>(null)

/** Provides one portal store: the App keeps one for its lifetime, every story gets a fresh one. */
export function PortalProvider({ children, portal }: { children: ReactNode; portal?: PortalState }) {
  const [store] = useState(() => portal ?? createPortalState())
  return <PortalContext.Provider value={store}>{children}</PortalContext.Provider>
}

export function usePortal(): PortalState {
  const store = useContext(PortalContext)
  if (!store) throw new Error('usePortal must be used inside <PortalProvider>')
  return store
}
