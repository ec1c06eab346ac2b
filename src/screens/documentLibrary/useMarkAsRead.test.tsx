// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { mockState } from '../../../mocks/state'
import { api, configureApi } from '../../api'
import { setFaults } from '../../../mocks/faults'
import { warningTexts, type Document } from '../../domain'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../testing/testSession'
import { useMarkAsRead } from './useMarkAsRead'
import { librarySearch } from '../../domain/testing/documentSearch'

const firstTenUnread = librarySearch({ count: 10, readFlag: false })

setUpScreenTestProvider()

/** Mark as Read over a list the hook updates, as the library holds it. */
const renderMarking = (results: readonly Document[], session: Awaited<ReturnType<typeof loadTestSession>>) =>
  renderHook(
    () => {
      const [list, setList] = useState<readonly Document[]>(results)
      return { list, reading: useMarkAsRead((change) => setList((current) => change(current))) }
    },
    { wrapper: sessionWrapper(session) },
  )

describe('Mark as Read', () => {
  it('posts one request per unread document and keeps the successful ones when some fail', async () => {
    const session = await loadTestSession()
    const { results } = await api.documents.searchDocuments(firstTenUnread)
    expect(results).toHaveLength(10)
    const failing = new Set([String(results[1]!.documentId), String(results[6]!.documentId)])
    server.use(
      http.post('*/documents/v1/users/:id/read/true', ({ params }) =>
        failing.has(String(params.id)) ? HttpResponse.json(null, { status: 500 }) : undefined,
      ),
    )
    mockState.requests = []
    const { result } = renderMarking(results, session)
    let outcome = { succeeded: [] as unknown[], failed: [] as unknown[] }
    await act(async () => {
      outcome = await result.current.reading.markAsRead(results)
    })
    expect(outcome.failed.map(String).sort()).toEqual([...failing].sort())
    expect(outcome.succeeded).toHaveLength(8)
    expect(result.current.list.filter((d) => d.markedRead)).toHaveLength(8)
    expect(
      result.current.list
        .filter((d) => !d.markedRead)
        .map((d) => String(d.documentId))
        .sort(),
    ).toEqual([...failing].sort())
    expect(session.notifyWarning).toHaveBeenCalledTimes(1)
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.documentStatusUpdate)
    expect(session.refreshActionRequiredCount).toHaveBeenCalledTimes(1)
    expect(result.current.reading.progress).toBeNull()
    // The provider kept the eight: an Unread search no longer finds them.
    const after = await api.documents.searchDocuments(firstTenUnread)
    expect(after.results.filter((d) => results.some((r) => r.documentId === d.documentId))).toHaveLength(2)
  })

  it('stops a batch when impersonation starts: the rest is not sent, the unsent are rolled back, nothing is said', async () => {
    const session = await loadTestSession()
    const { results } = await api.documents.searchDocuments(firstTenUnread)
    setFaults([{ method: 'POST', path: '/documents/v1/users/*/read/true', delayMs: 200 }])
    mockState.requests = []
    const { result } = renderMarking(results, session)
    let outcome = { succeeded: [] as unknown[], failed: [] as unknown[] }
    await act(async () => {
      const marking = result.current.reading.markAsRead(results)
      await new Promise((resolve) => setTimeout(resolve, 50))
      configureApi({ entitledUserId: 'u-alpinvest', actingAsAnotherUser: true })
      outcome = await marking
    })
    expect(outcome).toEqual({ succeeded: [], failed: results.map((d) => d.documentId) })
    expect(result.current.list.filter((d) => d.markedRead)).toEqual([])
    // The four already on their way were aborted too; the six after them were never sent.
    expect(mockState.requests.filter((r) => r.path.endsWith('/read/true')).length).toBeLessThanOrEqual(4)
    expect(session.notifyWarning).not.toHaveBeenCalled()
  })
})
