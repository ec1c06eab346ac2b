import { useEffect } from 'react'
import { subscribe } from 'valtio'
import { configureApi } from '../../api'
import { entitledUserIdFor } from '../../domain'
import type { PortalState } from './portal'

/** Keeps the client's entitledUserId and investorAccountGroupId in step with the session (spec §7). */
export function useRequestContextSync(portal: PortalState) {
  useEffect(() => {
    const sync = () =>
      configureApi({
        entitledUserId: entitledUserIdFor({ user: portal.user, impersonation: portal.impersonation }),
        investorAccountGroupId: portal.selectedGroupId,
      })
    sync()
    return subscribe(portal, sync, true)
  }, [portal])
}
