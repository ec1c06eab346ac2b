import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { matchPortalRoute } from './routeTable'

/** The route table's entry of the page shown, with its parameters; null on a path that redirects. */
export function useCurrentRoute() {
  const { pathname } = useLocation()
  return useMemo(() => matchPortalRoute(pathname), [pathname])
}
