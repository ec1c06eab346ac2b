import { Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { FullScreenSpinner, preloadable } from '../../components'
import { screenCodeAt } from '../routes/routeElements'
import { usePortal } from '../state/PortalContext'
import { TermsDialog } from '../terms/TermsDialog'
import { ErrorBoundary } from './ErrorBoundary'
import { SessionNotifications } from './SessionNotifications'
import { StartupErrorScreen } from './StartupErrorScreen'
import { usePathEffects } from './usePathEffects'
import { useStartUp } from './useStartUp'

/**
 * Header, navigation, footer and the routed page are drawn only once start-up is done: their code is not in the
 * first load but asked for as the portal starts (preloadPortalChrome), beside the start-up calls, so it is in when
 * the spinner goes. A chunk that cannot load shows the error screen, whose advice (refresh the page) asks again.
 */
const chrome = preloadable(() => import('./PortalChrome').then((module) => module.PortalChrome))
const PortalChrome = chrome.Component

/** Starts loading the chrome's code (main.tsx, once the start-up's first call is on its way). */
export function preloadPortalChrome(): void {
  void chrome.preload().catch(() => undefined)
}

/**
 * Whether the code of the page the portal opens on is in (or could not load). The layout waits for it as well as for
 * start-up, so the chrome and the page draw in one commit: drawn without it, the page's Suspense shows its spinner
 * and React holds the screen back for up to 300 ms after (its fallback throttling). Only the first page waits;
 * later pages load under the chrome.
 */
function useFirstScreenCode(pathname: string): boolean {
  const [code] = useState(() => screenCodeAt(pathname))
  const [isIn, setIn] = useState(false)
  useEffect(() => {
    let current = true
    void code.then(() => {
      if (current) setIn(true)
    })
    return () => {
      current = false
    }
  }, [code])
  return isIn
}

/**
 * The layout of every page but /login and /signout (spec §2.3): the start-up sequence under the full-screen
 * spinner (or, failed, the error screen that runs it again), the terms dialog, then header, navigation, the routed
 * page inside an error boundary, and footer.
 */
export function PortalLayout() {
  const portal = usePortal()
  const { startup } = useSnapshot(portal)
  const { pathname, search } = useLocation()
  const address = `${pathname}${search}`
  const startAgain = useStartUp(portal)
  usePathEffects(portal)
  const firstScreenIn = useFirstScreenCode(pathname)

  const ready = startup === 'ready' && firstScreenIn
  if (startup === 'failed') return <StartupErrorScreen onRetry={startAgain} />
  return (
    <>
      {!ready && <FullScreenSpinner label="Loading your portal" />}
      <TermsDialog />
      <SessionNotifications />
      {ready && (
        <ErrorBoundary resetKey={address}>
          <Suspense fallback={<FullScreenSpinner />}>
            <PortalChrome />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
