// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { DEFAULT_DOCUMENT_SORT, documentTexts, groupAccountIds } from '../../domain'
import { PortalSessionProvider, type PortalSession } from '../portalSession'
import { documentsHref } from './documentsLink'
import { loadTestSession, setUpScreenTestProvider } from '../testing/testSession'
import { FILE_NAME_DEBOUNCE_MS, useDocumentFilters, type FundDocumentScope } from './useDocumentFilters'

setUpScreenTestProvider()

/** The hook under a session the test can replace (as the app does when the investor group changes). */
function renderFilters(initial: PortalSession, route = '/documents', fund: FundDocumentScope | null = null) {
  let session = initial
  const router: { location?: Location; navigate?: NavigateFunction } = {}
  function Router() {
    router.location = useLocation()
    router.navigate = useNavigate()
    return null
  }
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>
      <Router />
      <PortalSessionProvider data={session} actions={session}>
        {children}
      </PortalSessionProvider>
    </MemoryRouter>
  )
  const hook = renderHook(() => useDocumentFilters(fund), { wrapper: Wrapper })
  return {
    ...hook,
    router,
    setSession(next: PortalSession) {
      session = next
      hook.rerender()
    },
  }
}

describe('useDocumentFilters', () => {
  it('drops investor accounts that leave the entitlement when the investor group changes', async () => {
    const session = await loadTestSession()
    const group = session.accountGroups.find((g) => groupAccountIds(g).length > 0)!
    const inGroup = groupAccountIds(group)
    const outside = session.entitledAccounts.find((account) => !inGroup.includes(account.id))!
    const { result, setSession } = renderFilters(session)
    act(() => result.current.panel.onChange({ investorAccounts: [inGroup[0]!, outside.id] }))
    expect(result.current.query?.filters.investorAccounts).toEqual([inGroup[0], outside.id])

    setSession({ ...session, selectedGroupId: String(group.groupId) })
    expect(result.current.panel.options.investorAccounts.map((o) => o.value).sort()).toEqual(
      [...inGroup].sort(),
    )
    expect(result.current.panel.filters.investorAccounts).toEqual([inGroup[0]])
    expect(result.current.query).toMatchObject({
      groupId: String(group.groupId),
      filters: { investorAccounts: [inGroup[0]] },
    })
    // The next change starts from what is entitled: the dropped account does not come back.
    act(() => result.current.panel.onChange({ status: 'Unread' }))
    setSession({ ...session, selectedGroupId: 'ALL' })
    expect(result.current.panel.filters.investorAccounts).toEqual([inGroup[0]])
  })

  it("scoped to a fund: always that fund (never in the URL), with the fund's own document types", async () => {
    const session = await loadTestSession()
    const fund = session.entitledEntities[0]!
    const fundTypes = [
      { documentTypeId: 901, name: 'Fund Letters', displayName: 'Fund Letters', documentSubtypes: [] },
    ]
    const { result, router } = renderFilters(session, `/fund-profile/${fund.id}?tab=documents&funds=999`, {
      fundId: fund.id,
      documentTypes: fundTypes,
    })
    expect(result.current.query?.filters.funds).toEqual([fund.id])
    expect(result.current.panel.options.documentTypes.map((o) => o.value)).toEqual([901])
    act(() => result.current.panel.onChange({ documentTypes: [901] }))
    expect(result.current.query?.filters).toMatchObject({ funds: [fund.id], documentTypes: [901] })
    const params = new URLSearchParams(router.location!.search)
    expect(params.getAll('funds')).toEqual([])
    expect(params.get('tab')).toBe('documents')
  })

  it('drops funds that are no longer entitled, and sends nothing for an empty selection', async () => {
    const session = await loadTestSession()
    const [first, second] = session.entitledEntities
    const { result, setSession } = renderFilters(session)
    act(() => result.current.panel.onChange({ funds: [first!.id, second!.id] }))
    setSession({ ...session, entitledEntities: session.entitledEntities.filter((f) => f.id !== second!.id) })
    expect(result.current.query?.filters.funds).toEqual([first!.id])
    setSession({ ...session, entitledEntities: [] })
    expect(result.current.query?.filters.funds).toBeNull()
  })

  it("offers one 'Other' subtype for all the types' Other subtypes and sends all their ids", async () => {
    const session = await loadTestSession()
    const { result } = renderFilters(session)
    const others = result.current.panel.options.documentSubtypes.filter(
      (o) => o.label === documentTexts.other,
    )
    expect(others).toHaveLength(1)
    act(() => result.current.panel.onChange({ documentSubtypes: [others[0]!.value] }))
    expect(result.current.query?.documentSubTypes).toEqual(others[0]!.documentSubtypeIds)
    expect(others[0]!.documentSubtypeIds.length).toBeGreaterThan(1)
    // Choosing a type narrows the subtypes to its own.
    act(() => result.current.panel.onChange({ documentTypes: [5] }))
    expect(result.current.panel.options.documentSubtypes.map((o) => o.label)).toEqual([
      'Schedule K-1',
      'Tax Estimate',
      'PFIC Statement',
      documentTexts.other,
    ])
    expect(result.current.query?.documentSubTypes).toBeNull()
  })

  it('opens on the filters of a link, and waits while an exact range has one date', async () => {
    const session = await loadTestSession()
    const { result } = renderFilters(
      session,
      documentsHref({ status: 'Action Items', timePeriod: 'EXACTRANGE', start: '2026-07-01' }),
    )
    expect(result.current.panel.filters.status).toBe('Action Items')
    expect(result.current.query).toBeNull()
    act(() =>
      result.current.panel.onChange({
        timeRange: { timePeriod: 'EXACTRANGE', start: '2026-07-01', end: '2026-09-30' },
      }),
    )
    expect(result.current.query?.filters.timeRange).toEqual({
      timePeriod: 'EXACTRANGE',
      start: '2026-07-01',
      end: '2026-09-30',
    })
  })

  it('searches for the file name once typing pauses, or at once on Enter', async () => {
    const session = await loadTestSession()
    const { result } = renderFilters(session)
    const first = result.current.query
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    act(() => result.current.panel.onFileNameChange('Capital'))
    await act(() => vi.advanceTimersByTimeAsync(FILE_NAME_DEBOUNCE_MS - 1))
    expect(result.current.query).toBe(first)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current.query?.filters.fileName).toBe('Capital')
    act(() => result.current.panel.onFileNameChange('Capital Call'))
    act(() => result.current.panel.onFileNameSearch())
    expect(result.current.query?.filters.fileName).toBe('Capital Call')
  })

  it('keeps the filters and the sort in the URL, so back and forward step through them', async () => {
    const session = await loadTestSession()
    const [fund] = session.entitledEntities
    const { result, router } = renderFilters(session)
    act(() => result.current.panel.onChange({ status: 'Unread' }))
    act(() => result.current.panel.onChange({ funds: [fund!.id] }))
    act(() => result.current.changeSort({ key: 'title', direction: 'ASC' }))
    const params = new URLSearchParams(router.location?.search)
    expect(Object.fromEntries(params)).toEqual({
      status: 'Unread',
      funds: String(fund!.id),
      sortKey: 'title',
      sortDirection: 'ASC',
    })
    expect(result.current.query).toMatchObject({
      filters: { status: 'Unread', funds: [fund!.id] },
      sort: { key: 'title', direction: 'ASC' },
    })

    act(() => void router.navigate?.(-1))
    expect(result.current.sort).toEqual(DEFAULT_DOCUMENT_SORT)
    act(() => void router.navigate?.(-1))
    expect(result.current.panel.filters).toMatchObject({ status: 'Unread', funds: null })
    act(() => void router.navigate?.(2))
    expect(result.current.query?.sort).toEqual({ key: 'title', direction: 'ASC' })
  })

  it('reads values the URL cannot mean as the defaults', async () => {
    const session = await loadTestSession()
    const { result } = renderFilters(
      session,
      '/documents?status=Everything&timePeriod=EXACTRANGE&start=tomorrow&funds=&sortDirection=UP',
    )
    expect(result.current.panel.filters).toMatchObject({
      status: 'All',
      funds: null,
      timeRange: { timePeriod: 'EXACTRANGE', start: null, end: null },
    })
    expect(result.current.sort).toEqual(DEFAULT_DOCUMENT_SORT)
  })
})
