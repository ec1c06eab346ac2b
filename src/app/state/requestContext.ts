import { useEffect } from 'react'
import { subscribe } from 'valtio'
import { configureApi } from '../../api'
import { entitledUserIdFor } from '../../domain'
import type { PortalState } from './portalStore'

/**
 * The one place the client's entitledUserId and investorAccountGroupId (spec §7) are derived from the session.
 * Actions that change them call it at once, so their next call already carries the new values.
 */
export function syncRequestContext(portal: PortalState): void {
  configureApi({
    entitledUserId: entitledUserIdFor({ user: portal.user, impersonation: portal.impersonation }),
    actingAsAnotherUser: Boolean(portal.impersonation?.user),
    investorAccountGroupId: portal.selectedGroupId,
  })
}

/**
 * Syncs the client's request context now and at every change of the session, synchronously (a call made right after
 * a change already carries it), until the returned function is called.
 */
export function keepRequestContextInStep(portal: PortalState): () => void {
  syncRequestContext(portal)
  return subscribe(portal, () => syncRequestContext(portal), true)
}

/** Keeps the client's request context in step with the session for as long as the portal is mounted. */
export function useRequestContextSync(portal: PortalState) {
  useEffect(() => keepRequestContextInStep(portal), [portal])
}
