import { lazy, useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { signIn } from '../../api'
import { FullScreenSpinner } from '../../components'
import { documentTitle, pageTitleTexts } from '../../domain'
import { usePortal } from '../state/PortalContext'

// Only builds that carry the demo provider have its sign-in page (the deployment artifact drops the import).
const DemoSignIn = __DEMO_PROVIDER__ ? lazy(() => import('./DemoSignIn')) : null

/**
 * /login: the provider's external sign-in (spec §2.1). With the embedded demo provider there is no external
 * sign-in, so the demo sign-in page lists the personas instead.
 */
export function LoginRoute() {
  const { demoProvider } = useSnapshot(usePortal())
  const demo = demoProvider && DemoSignIn !== null
  useEffect(() => {
    document.title = documentTitle(pageTitleTexts.signIn)
    if (!demo) signIn()
  }, [demo])
  return demo && DemoSignIn ? <DemoSignIn /> : <FullScreenSpinner label="Signing in" />
}
