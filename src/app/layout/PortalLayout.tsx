import { Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { ErrorScreen, FullScreenSpinner, preloadable } from '../../components'
import { usePortal } from '../state/PortalContext'
import { TermsDialog } from '../terms/TermsDialog'
import { ErrorBoundary } from './ErrorBoundary'
import { Notifications } from './Notifications'
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
 * The layout of every page but /login and /signout (spec §2.3): the start-up sequence under the full-screen
 * spinner, the terms dialog, then header, navigation, the routed page inside an error boundary, and footer.
 */
export function PortalLayout() {
  const portal = usePortal()
  const { startup } = useSnapshot(portal)
  const { pathname } = useLocation()
  useStartUp(portal)
  usePathEffects(portal)

  const ready = startup === 'ready'
  if (startup === 'failed') return <ErrorScreen />
  return (
    <>
      {!ready && <FullScreenSpinner label="Loading your portal" />}
      <TermsDialog />
      <Notifications />
      {ready && (
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullScreenSpinner />}>
            <PortalChrome />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
