import { useCallback, useState } from 'react'
import { api } from '../../api'
import { setMarkedRead, warningTexts, type Document, type Id } from '../../domain'
import { usePortalSession } from '../portalSession'
import { rowIdOf } from './documentTerms'
import { runLimited } from './runLimited'
import type { UpdateDocuments } from './useDocumentActions'

/** Read posts in flight at once. */
const PARALLEL_POSTS = 4

export interface MarkAsReadProgress {
  done: number
  total: number
}

export interface MarkAsReadOutcome {
  succeeded: Id[]
  failed: Id[]
}

export interface MarkAsRead {
  progress: MarkAsReadProgress | null
  /** The unread ones among the documents, marked at once; one request per document (spec §4). */
  markAsRead: (documents: readonly Document[]) => Promise<MarkAsReadOutcome>
}

/**
 * 'Mark as Read': every unread document is marked read at once, then one request per document is posted, with
 * progress. The ones that fail are rolled back and reported with the document-status warning; the ones that
 * succeeded stay read. Not sent while impersonating (see useDocumentActions).
 */
export function useMarkAsRead(update: UpdateDocuments): MarkAsRead {
  const { permissions, notifyWarning, refreshActionRequiredCount } = usePortalSession()
  const sends = permissions.sendsUserChanges
  const [progress, setProgress] = useState<MarkAsReadProgress | null>(null)

  const markAsRead = useCallback(
    async (documents: readonly Document[]): Promise<MarkAsReadOutcome> => {
      const ids = documents.filter((document) => !document.markedRead).map(rowIdOf)
      if (ids.length === 0) return { succeeded: [], failed: [] }
      update((loaded) => setMarkedRead(loaded, ids, true))
      if (!sends) return { succeeded: ids, failed: [] }
      let done = 0
      setProgress({ done, total: ids.length })
      const outcomes = await runLimited(ids, PARALLEL_POSTS, async (id) => {
        try {
          await api.documents.markRead(id)
        } finally {
          setProgress({ done: ++done, total: ids.length })
        }
      })
      setProgress(null)
      const failed = ids.filter((_, index) => outcomes[index]?.status === 'rejected')
      const succeeded = ids.filter((_, index) => outcomes[index]?.status === 'fulfilled')
      if (failed.length > 0) {
        update((loaded) => setMarkedRead(loaded, failed, false))
        notifyWarning(warningTexts.documentStatusUpdate)
      }
      if (succeeded.length > 0) void refreshActionRequiredCount()
      return { succeeded, failed }
    },
    [update, sends, notifyWarning, refreshActionRequiredCount],
  )

  return { progress, markAsRead }
}
