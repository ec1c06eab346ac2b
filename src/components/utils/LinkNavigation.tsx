import { createContext, useContext, type ReactNode } from 'react'
import type { NavigateHandler } from './navigation'

// Without a provider there is no in-app navigation: links stay plain anchors and the browser loads the page.
const LinkNavigationContext = createContext<NavigateHandler | undefined>(undefined)

export interface LinkNavigationProviderProps {
  /** Takes a plain click's in-app href; the host that owns the router passes its navigate. */
  navigate: NavigateHandler
  children: ReactNode
}

/**
 * Given once by whoever owns the router (the portal, a story, a test), so every link of the component library
 * navigates in-app without a page load while the components themselves never call the router.
 */
export function LinkNavigationProvider({ navigate, children }: LinkNavigationProviderProps) {
  return <LinkNavigationContext.Provider value={navigate}>{children}</LinkNavigationContext.Provider>
}

/** The provider's navigate, or undefined outside one (links then load the page). */
export const useLinkNavigation = (): NavigateHandler | undefined => useContext(LinkNavigationContext)
