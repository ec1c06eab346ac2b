// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockState } from '../../../../mocks/state'
import { endpoints } from '../../../api'
import { NOTICES_PER_PAGE, noticeKindOfType } from '../../../domain'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../../testing'
import { useCapitalActivity } from './resources'

setUpScreenTestProvider('admin')

const calls = (path: string) => mockState.requests.filter((request) => request.path.endsWith(path))

describe("capital activity's loads", () => {
  it("asks for every page of an administrator's notices and every fund's flows, and keeps only notices", async () => {
    const session = await loadTestSession()
    const { result } = renderHook(() => useCapitalActivity(), { wrapper: sessionWrapper(session) })
    await waitFor(() => expect(result.current.status).toBe('fulfilled'), { timeout: 60_000 })
    const data = result.current.status === 'fulfilled' ? result.current.data : null
    const searches = calls(endpoints.documentSearch.path())
    // More notices than one page holds, every page asked for once, from the first on.
    expect(data!.notices.length).toBeGreaterThan(NOTICES_PER_PAGE)
    expect(searches).toHaveLength(Math.ceil(data!.notices.length / NOTICES_PER_PAGE))
    expect(searches.map((call) => (call.body as { start: number }).start)).toEqual(
      searches.map((_, page) => 1 + page * NOTICES_PER_PAGE),
    )
    const types = new Map(data!.types.map((type) => [type.documentTypeId, noticeKindOfType(type)]))
    expect(data!.notices.every((notice) => types.get(notice.documentTypeId ?? -1))).toBe(true)
    expect(calls(endpoints.cashFlowReport.path())).toHaveLength(session.entitledEntities.length)
    expect(data!.funds.map((fund) => fund.fundId)).toEqual(session.entitledEntities.map((fund) => fund.id))
  }, 90_000)
})
