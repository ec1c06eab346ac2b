// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { server } from '../../../mocks/node'
import { mockState, resetMockState } from '../../../mocks/state'
import { api } from '../../api'
import { successTexts, warningTexts, type Document } from '../../domain'
import {
  captureSavedFiles,
  loadTestSession,
  sessionWrapper,
  type TestSession,
  setUpScreenTestProvider,
} from '../testing/testSession'
import { useDocumentActions } from './useDocumentActions'
import { librarySearch } from '../../domain/testing/documentSearch'

let session: TestSession
let documents: Document[]

const posts = (fragment: string) =>
  mockState.requests.filter((request) => request.method === 'POST' && request.path.includes(fragment))

setUpScreenTestProvider()
beforeEach(async () => {
  const page = await api.documents.searchDocuments(librarySearch())
  documents = page.results
  mockState.requests = []
})

/** The hook over a list held in React state, as the screens hold it. */
function renderActions() {
  return renderHook(
    () => {
      const [list, setList] = useState<readonly Document[]>(documents)
      const actions = useDocumentActions((change) => setList((current) => change(current)))
      return { list, actions }
    },
    { wrapper: sessionWrapper(session) },
  )
}

const unflagged = () => documents.find((d) => !d.actionItem)!
const unread = () => documents.find((d) => !d.markedRead)!

describe('the action-item flag', () => {
  beforeEach(async () => {
    session = await loadTestSession()
  })

  it('is applied at once, sent, and refreshes the action-required count', async () => {
    const document = unflagged()
    const { result } = renderActions()
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.actions.toggleActionItem(document)
    })
    expect(result.current.list.find((d) => d.documentId === document.documentId)?.actionItem).toBe(true)
    await act(() => done)
    expect(posts(`/Users/${document.documentId}/actionItem/true`)).toHaveLength(1)
    expect(session.refreshActionRequiredCount).toHaveBeenCalledTimes(1)
    expect(session.notifyWarning).not.toHaveBeenCalled()
  })

  it('is rolled back on failure with "Something went wrong. Please try again"', async () => {
    server.use(...withFaults([{ method: 'POST', path: '/documents/v1/Users/*', status: 500 }]))
    const document = unflagged()
    const { result } = renderActions()
    await act(() => result.current.actions.toggleActionItem(document))
    expect(result.current.list.find((d) => d.documentId === document.documentId)?.actionItem).toBe(false)
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.tryAgain)
    expect(session.refreshActionRequiredCount).not.toHaveBeenCalled()
  })
})

describe('the read flag', () => {
  beforeEach(async () => {
    session = await loadTestSession()
  })

  it('is rolled back on failure with the document-status warning', async () => {
    server.use(...withFaults([{ method: 'POST', path: '/documents/v1/users/*', status: 500 }]))
    const document = unread()
    const { result } = renderActions()
    await act(() => result.current.actions.markRead(document))
    expect(result.current.list.find((d) => d.documentId === document.documentId)?.markedRead).toBe(false)
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.documentStatusUpdate)
  })
})

describe('while impersonating', () => {
  it('flag and read changes show on the list but are not sent', async () => {
    resetMockState('admin')
    const investor = await api.entitlements.findEntitledUser('margaret.ellison@example.com')
    session = await loadTestSession({ impersonation: { user: investor!, segmentFunction: [] } })
    mockState.requests = []
    const { result } = renderActions()
    await act(() => result.current.actions.toggleActionItem(unflagged()))
    await act(() => result.current.actions.markRead(unread()))
    expect(result.current.list.find((d) => d.documentId === unflagged().documentId)?.actionItem).toBe(true)
    expect(result.current.list.find((d) => d.documentId === unread().documentId)?.markedRead).toBe(true)
    expect(posts('/actionItem/')).toHaveLength(0)
    expect(posts('/read/true')).toHaveLength(0)
    expect(session.refreshActionRequiredCount).not.toHaveBeenCalled()
  })
})

describe('downloading one document', () => {
  it('asks for the terms of its type and fund, saves the file, and marks it read', async () => {
    session = await loadTestSession({ terms: 'accept' })
    const document = unread()
    const capture = captureSavedFiles()
    const { result } = renderActions()
    await act(() => result.current.actions.download(document))
    capture.stop()
    const saved = capture.files
    expect(session.consentScopes).toEqual([
      { documentTypeIds: [document.documentTypeId], entityIds: [document.fundId] },
    ])
    expect(saved).toHaveLength(1)
    expect(saved[0]?.blob.size).toBeGreaterThan(0)
    expect(session.notifySuccess).toHaveBeenCalledWith(successTexts.documentDownload)
    await waitFor(() =>
      expect(result.current.list.find((d) => d.documentId === document.documentId)?.markedRead).toBe(true),
    )
    expect(posts('/read/true')).toHaveLength(1)
  })

  it('is aborted, quietly, when a term is declined or the dialog is abandoned', async () => {
    for (const terms of ['decline', 'abandon'] as const) {
      session = await loadTestSession({ terms })
      // A tax document: its type has a 'Session' term, asked for in every session.
      const page = await api.documents.searchDocuments({
        start: 1,
        count: 1,
        sortKey: 'publishDate',
        sortDirection: 'DESC',
        documentStatuses: ['A'],
        isAdmin: false,
        documentTypes: [5],
      })
      mockState.requests = []
      const { result } = renderActions()
      await act(() => result.current.actions.download(page.results[0]!))
      expect(mockState.requests.filter((r) => r.path.includes('/download'))).toHaveLength(0)
      expect(session.notifyWarning).not.toHaveBeenCalled()
    }
  })

  it('says "The document download failed" when the file cannot be fetched', async () => {
    session = await loadTestSession()
    server.use(...withFaults([{ method: 'GET', path: '/documents/v1/documents/*', status: 500 }]))
    const { result } = renderActions()
    await act(() => result.current.actions.download(unread()))
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.documentDownload)
    expect(posts('/read/true')).toHaveLength(0)
  })
})
