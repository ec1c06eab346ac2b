import { api } from '../../../api'
import { isAdministrator, recentUnreadDocumentsRequest } from '../../../domain'
import { usePortalSession } from '../../portalSession'
import { useScopedResource, useToday } from '../../kit'

/**
 * POST documents search (spec §7): the five most recent unread documents of the chosen investor group, the
 * document library's request on the Unread filter; a failure reads as the documents list's does.
 */
export function useRecentUnreadDocuments() {
  const { user } = usePortalSession()
  const today = useToday()
  const isAdmin = isAdministrator(user)
  return useScopedResource('documentSearch', { isAdmin }, ({ isAdmin }, signal) =>
    api.documents.searchDocuments(recentUnreadDocumentsRequest(isAdmin, today), { signal }),
  )
}
