import { useEffect } from 'react'
import { signOut } from '../../api'
import { FullScreenSpinner } from '../../components'
import { documentTitle, pageTitleTexts } from '../../domain'

/** /signout: clears the session and goes to the provider's sign-out (spec §2.1). */
export function SignOutRoute() {
  useEffect(() => {
    document.title = documentTitle(pageTitleTexts.signingOut)
    signOut()
  }, [])
  return <FullScreenSpinner label="Signing out" />
}
