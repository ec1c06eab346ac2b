import { useCallback, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { LinkNavigationProvider } from '../../components'

/**
 * In-app links of the component library follow the router around it (no page load). Given once by every host
 * with a router: the portal, the screens' tests and the stories.
 */
export function RouterLinkNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate()
  const navigate = useCallback((href: string) => void routerNavigate(href), [routerNavigate])
  return <LinkNavigationProvider navigate={navigate}>{children}</LinkNavigationProvider>
}
