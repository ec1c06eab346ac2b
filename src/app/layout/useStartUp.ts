import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PortalState } from '../state/portalStore'
import { startPortal } from '../state/startup'

/**
 * Runs the start-up sequence once per mount, then follows a saved deep link on the first load of a session.
 * Returns how to run it again after it failed (the error screen's 'Try again', or the address changing under it).
 */
export function useStartUp(portal: PortalState): () => void {
  // The router's navigate changes with every path: read the latest one, so a navigation never restarts the portal.
  const navigate = useNavigate()
  const latestNavigate = useRef(navigate)
  useEffect(() => {
    latestNavigate.current = navigate
  }, [navigate])
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    void startPortal(portal, controller.signal).then((route) => {
      if (route && !controller.signal.aborted) void latestNavigate.current(route, { replace: true })
    })
    return () => controller.abort()
  }, [portal, attempt])
  return useCallback(() => setAttempt((count) => count + 1), [])
}
