import { useEffect } from 'react'
import { signOut } from '../../api'
import { FullScreenSpinner } from '../../components'

/** /signout: clears the session and goes to the provider's sign-out (spec §2.1). */
export function SignOutRoute() {
  useEffect(() => signOut(), [])
  return <FullScreenSpinner label="Signing out" />
}
