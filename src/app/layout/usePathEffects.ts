import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { entersAdministration, shouldScrollToTop } from '../../domain'
import { selectInvestorGroup } from '../state/investorGroup'
import type { PortalState } from '../state/portalStore'

/** On a path change: scroll to the top (not on help), and entering administration resets the investor group. */
export function usePathEffects(portal: PortalState) {
  const { pathname } = useLocation()
  const previous = useRef<string | null>(null)
  useEffect(() => {
    if (previous.current !== null && shouldScrollToTop(previous.current, pathname)) window.scrollTo(0, 0)
    if (entersAdministration(previous.current, pathname)) selectInvestorGroup(portal, null)
    previous.current = pathname
  }, [pathname, portal])
}
