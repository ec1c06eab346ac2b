import { usePortalSession } from '../portalSession'

/**
 * Whose report it is: the user the portal acts for and the selected investor-account group. Every report load
 * is keyed by it, so impersonating or changing the group loads the report again (the client sends both).
 */
export function useReportScope(): { user: string | null; group: string } {
  const { user, selectedGroupId } = usePortalSession()
  return { user: user?.userId ?? null, group: selectedGroupId }
}
