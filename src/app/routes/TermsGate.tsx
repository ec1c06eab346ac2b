import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { FullScreenSpinner } from '../../components'
import { pageTermsDecision, paths, type Id, type TermScope } from '../../domain'
import { usePortalSession } from '../../screens/portalSession'

/**
 * Reporting and fund pages open only once their terms are accepted (spec §2.2, §4). I DO NOT AGREE to a
 * reporting term or to the URL entity's term sends the user home; closing the dialog goes back to the previous
 * page (home when the portal was opened on this page); a dialog closed by navigation leaves the way to it.
 */
export function TermsGate({
  scope,
  urlEntityId,
  children,
}: {
  scope: TermScope
  urlEntityId?: Id | null
  children: ReactNode
}) {
  const { requestConsent } = usePortalSession()
  const navigate = useNavigate()
  const location = useLocation()
  const scopeKey = JSON.stringify(scope)
  const [acceptedScope, setAcceptedScope] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    void requestConsent(JSON.parse(scopeKey) as TermScope).then((outcome) => {
      if (!current || outcome === null) return
      const decision = pageTermsDecision(outcome, urlEntityId)
      if (decision === 'proceed') setAcceptedScope(scopeKey)
      else if (decision === 'back' && location.key !== 'default') void navigate(-1)
      else void navigate(paths.home, { replace: true })
    })
    return () => {
      current = false
    }
    // The gate asks once per page and scope, not on every location change within the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, urlEntityId, requestConsent])

  return acceptedScope === scopeKey ? children : <FullScreenSpinner label="Checking terms" />
}
