import { lazy, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { signIn } from '../../api'
import { FullScreenSpinner } from '../../components'
import { usePortal } from '../state/PortalContext'

const DemoSignIn = lazy(() => import('./DemoSignIn'))

/**
 * /login: the provider's external sign-in (spec §2.1). With the embedded demo provider there is no external
 * sign-in, so the demo sign-in page lists the personas instead.
 */
export function LoginRoute() {
  const { config } = useSnapshot(usePortal())
  const embedded = config.apiBaseUrl === ''
  useEffect(() => {
    if (!embedded) signIn()
  }, [embedded])
  return embedded ? <DemoSignIn /> : <FullScreenSpinner label="Signing in" />
}
