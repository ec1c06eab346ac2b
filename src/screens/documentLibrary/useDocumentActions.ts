import { useCallback } from 'react'
import { api } from '../../api'
import {
  documentIdOf,
  documentTermsDecision,
  setActionItem,
  setMarkedRead,
  successTexts,
  warningTexts,
  type Document,
} from '../../domain'
import { usePortalSession } from '../portalSession'
import { documentTermScope, providerIdOf } from './documentTerms'
import { saveFile } from '../kit'

export type UpdateDocuments = (change: (documents: readonly Document[]) => readonly Document[]) => void

export interface DocumentActions {
  /** The action-item flag, toggled at once; rolled back with 'Something went wrong. Please try again'. */
  toggleActionItem: (document: Document) => Promise<void>
  /** Marks one document read at once; rolled back with the document-status warning. */
  markRead: (document: Document) => Promise<void>
  /** Terms for the document's type and fund first; then the file, saved; an unread document becomes read. */
  download: (document: Document) => Promise<void>
}

/**
 * Row actions of a document list (spec §2.5, §4 Documents). Flag and read changes are applied to the list at once
 * and rolled back on failure. While impersonating they are NOT SENT (spec §4 Impersonation): the change shows on
 * the list the administrator is looking at, and nothing reaches the provider, so it is gone on the next search.
 * After a change the provider accepted, the home page's action-required count is refreshed.
 */
export function useDocumentActions(update: UpdateDocuments): DocumentActions {
  const { permissions, reportFailure, notifySuccess, requestConsent, refreshActionRequiredCount } =
    usePortalSession()
  const sends = permissions.sendsUserChanges

  const toggleActionItem = useCallback(
    async (document: Document) => {
      const id = documentIdOf(document)
      if (id === null) return
      const flagged = !document.actionItem
      update((documents) => setActionItem(documents, id, flagged))
      if (!sends) return
      try {
        await api.documents.setActionItem(id, flagged)
        void refreshActionRequiredCount()
      } catch (error) {
        update((documents) => setActionItem(documents, id, !flagged))
        reportFailure(error)
      }
    },
    [update, sends, reportFailure, refreshActionRequiredCount],
  )

  const markRead = useCallback(
    async (document: Document) => {
      const id = documentIdOf(document)
      if (document.markedRead || id === null) return
      update((documents) => setMarkedRead(documents, [id], true))
      if (!sends) return
      try {
        await api.documents.markRead(id)
        void refreshActionRequiredCount()
      } catch (error) {
        update((documents) => setMarkedRead(documents, [id], false))
        reportFailure(error)
      }
    },
    [update, sends, reportFailure, refreshActionRequiredCount],
  )

  const download = useCallback(
    async (document: Document) => {
      const terms = await requestConsent(documentTermScope([document]))
      // Abandoned (null) or declined: viewing the document is aborted, quietly (spec §4 Terms).
      if (terms === null || documentTermsDecision(terms) !== 'proceed') return
      try {
        const file = await api.documents.downloadDocument(providerIdOf(document), document)
        saveFile(file.blob, file.fileName)
        notifySuccess(successTexts.documentDownload)
      } catch (error) {
        reportFailure(error, warningTexts.documentDownload)
        return
      }
      await markRead(document)
    },
    [requestConsent, notifySuccess, reportFailure, markRead],
  )

  return { toggleActionItem, markRead, download }
}
