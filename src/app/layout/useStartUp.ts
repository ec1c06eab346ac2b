import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PortalState } from '../state/portal'
import { startPortal } from '../state/startup'

/** Runs the start-up sequence once per mount, then follows a saved deep link on the first load of a session. */
export function useStartUp(portal: PortalState) {
  const navigate = useNavigate()
  useEffect(() => {
    const controller = new AbortController()
    void startPortal(portal, controller.signal).then((route) => {
      if (route && !controller.signal.aborted) void navigate(route, { replace: true })
    })
    return () => controller.abort()
  }, [portal, navigate])
}
