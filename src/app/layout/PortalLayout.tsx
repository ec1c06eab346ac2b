import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { ErrorScreen, FullScreenSpinner, preloadPopups } from '../../components'
import { usePortal } from '../state/PortalContext'
import { TermsDialog } from '../terms/TermsDialog'
import { ErrorBoundary } from './ErrorBoundary'
import { Notifications } from './Notifications'
import { PortalChrome } from './PortalChrome'
import { useDocumentTitle, useFocusOnNavigation } from './usePageAnnouncement'
import { usePathEffects } from './usePathEffects'
import { useStartUp } from './useStartUp'

// min-height 100vh: the footer starts below the fold, so content arriving after start-up does not push it (CLS).
const Main = styled.main`
  flex: 1;
  min-width: 0;
  max-width: ${({ theme }) => theme.dimensions.containerMaxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  min-height: 100vh;
`

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
  useDocumentTitle(portal)
  useFocusOnNavigation()

  const ready = startup === 'ready'
  // The code of the chrome's menus and lists is not in the first load: ask for it once the page is drawn and the
  // browser has a moment, so a first open is as quick as any other.
  useEffect(() => {
    if (!ready) return
    const preload = () => void preloadPopups()
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload)
    else setTimeout(preload, 0)
  }, [ready])

  if (startup === 'failed') return <ErrorScreen />
  return (
    <>
      {!ready && <FullScreenSpinner label="Loading your portal" />}
      <TermsDialog />
      <Notifications />
      {ready && (
        <PortalChrome>
          <Main id="main-content">
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<FullScreenSpinner />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Main>
        </PortalChrome>
      )}
    </>
  )
}
