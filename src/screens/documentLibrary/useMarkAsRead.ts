import { useCallback, useState } from 'react'
import { actingUserSignal, api } from '../../api'
import { documentIdOf, setMarkedRead, type Document, type Id } from '../../domain'
import { usePortalSession } from '../portalSession'
import { runLimited } from '../../domain'
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
  const { permissions, reportFailure, refreshActionRequiredCount } = usePortalSession()
  const sends = permissions.sendsUserChanges
  const [progress, setProgress] = useState<MarkAsReadProgress | null>(null)

  const markAsRead = useCallback(
    async (documents: readonly Document[]): Promise<MarkAsReadOutcome> => {
      const ids = documents
        .filter((document) => !document.markedRead)
        .map(documentIdOf)
        .filter((id): id is Id => id !== null)
      if (ids.length === 0) return { succeeded: [], failed: [] }
      update((loaded) => setMarkedRead(loaded, ids, true))
      if (!sends) return { succeeded: ids, failed: [] }
      let done = 0
      setProgress({ done, total: ids.length })
      // The batch is the user's who started it: if impersonation starts or stops meanwhile, the rest is not sent
      // (quietly), and what was not marked is rolled back below.
      const batch = actingUserSignal()
      const outcomes = await runLimited(
        ids,
        PARALLEL_POSTS,
        async (id) => {
          try {
            await api.documents.markRead(id, { signal: batch })
          } finally {
            setProgress({ done: ++done, total: ids.length })
          }
        },
        batch,
      )
      setProgress(null)
      const failed = ids.filter((_, index) => outcomes[index]?.status === 'rejected')
      const succeeded = ids.filter((_, index) => outcomes[index]?.status === 'fulfilled')
      if (failed.length > 0) {
        update((loaded) => setMarkedRead(loaded, failed, false))
        // One warning for the whole action: the first failure's §8 text.
        reportFailure(outcomes.find((outcome) => outcome.status === 'rejected')?.reason)
      }
      if (succeeded.length > 0) void refreshActionRequiredCount()
      return { succeeded, failed }
    },
    [update, sends, reportFailure, refreshActionRequiredCount],
  )

  return { progress, markAsRead }
}
