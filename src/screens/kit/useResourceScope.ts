import { usePortalSession } from '../portalSession'

/** Whose data a load is: the user the portal acts for and the selected investor-account group. */
export interface ResourceScope {
  user: string | null
  group: string
}

/**
 * The scope every provider load is keyed by. The client sends both with every call (spec §7: entitledUserId while
 * impersonating, investorAccountGroupId), so impersonating or changing the group must load again.
 */
export function useResourceScope(): ResourceScope {
  const { user, selectedGroupId } = usePortalSession()
  return { user: user?.userId ?? null, group: selectedGroupId }
}

/** The scope as one text, for stores that keep their own entries per scope (historic MOIC, the directory). */
export function useResourceScopeKey(): string {
  const { user, group } = useResourceScope()
  return JSON.stringify([user, group])
}
