import { GlobalStyle } from '../components'
import { RouterLinkNavigation } from '../screens/kit/RouterLinkNavigation'
import { PortalRoutes } from './routes/PortalRoutes'
import { useUnauthorizedRedirect } from './signIn/useUnauthorizedRedirect'
import { PortalProvider } from './state/PortalContext'
import type { PortalState } from './state/portalStore'
import { useRequestContextSync } from './state/requestContext'

function Wired({ portal }: { portal: PortalState }) {
  useRequestContextSync(portal)
  useUnauthorizedRedirect()
  return (
    <RouterLinkNavigation>
      <PortalRoutes />
    </RouterLinkNavigation>
  )
}

/**
 * Everything inside the router: the portal's store, global style, in-app links and routes (the screens' session is the
 * chrome's, around the page it draws: PortalChrome). Mounted by the App and by journey stories. */
export function RoutedApp({ portal }: { portal: PortalState }) {
  return (
    <>
      <GlobalStyle />
      <PortalProvider portal={portal}>
        <Wired portal={portal} />
      </PortalProvider>
    </>
  )
}
