import { useCallback, useState } from 'react'
import type { Document, Id } from '../../domain'
import { documentsWithIds } from './documentTerms'
import { documentsScreenTexts } from './texts'
import { useBulkDownload, type BulkDownload } from './useBulkDownload'
import { useDocumentActions, type DocumentActions, type UpdateDocuments } from './useDocumentActions'
import { useMarkAsRead, type MarkAsRead } from './useMarkAsRead'

const NONE: readonly Id[] = []

export interface DocumentLibrary {
  selectedIds: readonly Id[]
  select: (ids: Id[]) => void
  actions: DocumentActions
  bulkDownload: BulkDownload
  markingRead: MarkAsRead['progress']
  /** The outcome of a Mark as Read that partly failed. */
  outcome: string | null
  downloadSelected: () => Promise<void>
  markSelectedRead: () => Promise<void>
}

/**
 * Selection, row actions and bulk actions over one list of documents. The selection belongs to the list it was
 * made on: a new search (`listKey`) starts with none.
 */
export function useDocumentLibrary(
  documents: readonly Document[],
  update: UpdateDocuments,
  listKey: unknown,
): DocumentLibrary {
  const [selection, setSelection] = useState<{ listKey: unknown; ids: readonly Id[] }>({ listKey, ids: NONE })
  const [outcome, setOutcome] = useState<{ listKey: unknown; text: string } | null>(null)
  const selectedIds = selection.listKey === listKey ? selection.ids : NONE
  const select = useCallback((ids: Id[]) => setSelection({ listKey, ids }), [listKey])
  const actions = useDocumentActions(update)
  const bulkDownload = useBulkDownload()
  const reading = useMarkAsRead(update)

  const downloadSelected = useCallback(async () => {
    setOutcome(null)
    await bulkDownload.start(documentsWithIds(documents, selectedIds))
  }, [bulkDownload, documents, selectedIds])

  const markSelectedRead = useCallback(async () => {
    setOutcome(null)
    const { succeeded, failed } = await reading.markAsRead(documentsWithIds(documents, selectedIds))
    if (failed.length === 0) return
    // The ones that failed stay selected, to try again; the ones that succeeded stay read.
    setSelection({ listKey, ids: failed })
    setOutcome({
      listKey,
      text: documentsScreenTexts.markedReadPartly(succeeded.length, succeeded.length + failed.length),
    })
  }, [reading, documents, selectedIds, listKey])

  return {
    selectedIds,
    select,
    actions,
    bulkDownload,
    markingRead: reading.progress,
    outcome: outcome !== null && outcome.listKey === listKey ? outcome.text : null,
    downloadSelected,
    markSelectedRead,
  }
}
