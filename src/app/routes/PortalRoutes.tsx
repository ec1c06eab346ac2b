import { Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { FullScreenSpinner } from '../../components'
import { paths } from '../../domain'
import { PortalLayout } from '../layout/PortalLayout'
import { LoginRoute } from '../signIn/LoginRoute'
import { SignOutRoute } from '../signIn/SignOutRoute'
import { usePortal } from '../state/PortalContext'
import { ReportingRedirect } from './gates'
import { lazyResolver, routeElement, type ScreenResolver } from './routeElements'
import { portalRoutes } from './routeTable'

/** The routes of the route table a session's feature flags allow. */
export function useScreenRoutes(resolver: ScreenResolver = lazyResolver) {
  const { flags } = useSnapshot(usePortal())
  return portalRoutes
    .filter((route) => !route.flag || flags[route.flag])
    .map((route) => <Route key={route.path} path={route.path} element={routeElement(route, resolver)} />)
}

/** Every route of spec §2.1 with its gate. /login and /signout render without the layout. */
export function PortalRoutes() {
  const screens = useScreenRoutes()
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={paths.login} element={<LoginRoute />} />
        <Route path={paths.signout} element={<SignOutRoute />} />
        <Route element={<PortalLayout />}>
          {screens}
          <Route path={paths.reporting} element={<ReportingRedirect />} />
          <Route path={`${paths.reporting}/*`} element={<ReportingRedirect />} />
          <Route path="*" element={<Navigate to={paths.home} replace />} />
        </Route>
      </Routes>
    </Suspense>
  )
}
