// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { PortalSessionProvider, type PortalSession } from '../portalSession'
import { loadTestSession, setUpScreenTestProvider, type TestSession } from '../testing/testSession'
import { ResourceView } from './ResourceView'
import { useScopedResource, type ResourceCall, type ScopeOf } from './useScopedResource'

let session: TestSession
setUpScreenTestProvider()
beforeAll(async () => {
  session = await loadTestSession()
})

/** Renders a scoped load whose session the test can change; each load answers with the scope it was asked for. */
function renderScoped(params: { fundId: number } | null, scopeOf?: ScopeOf) {
  let current: PortalSession = session
  const loads: Array<{ params: { fundId: number }; group: string }> = []
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <PortalSessionProvider data={current} actions={current}>
      {children}
    </PortalSessionProvider>
  )
  const hook = renderHook(
    ({ params }) =>
      useScopedResource(
        'fundHeads',
        params,
        async (asked) => {
          const group = current.selectedGroupId
          loads.push({ params: asked, group })
          return `${asked.fundId} in ${group}`
        },
        scopeOf,
      ),
    { initialProps: { params }, wrapper: Wrapper },
  )
  return {
    ...hook,
    loads,
    changeSession(next: Partial<PortalSession>) {
      current = { ...current, ...next }
      hook.rerender({ params })
    },
  }
}

describe('useScopedResource', () => {
  it('loads again for a new investor group and never shows the previous group’s data', async () => {
    const { result, loads, changeSession } = renderScoped({ fundId: 7 })
    await act(async () => undefined)
    expect(result.current).toMatchObject({ status: 'fulfilled', data: '7 in ALL' })
    changeSession({ selectedGroupId: '901' })
    expect(result.current.status).toBe('pending')
    expect(result.current.latest).toBeUndefined()
    await act(async () => undefined)
    expect(result.current).toMatchObject({ status: 'fulfilled', data: '7 in 901', latest: '7 in 901' })
    expect(loads.map((load) => load.group)).toEqual(['ALL', '901'])
  })

  it('loads again for another user (impersonation)', async () => {
    const { result, loads, changeSession } = renderScoped({ fundId: 7 })
    await act(async () => undefined)
    changeSession({ user: { ...session.user!, userId: 'u-other' } })
    await act(async () => undefined)
    expect(loads).toHaveLength(2)
    expect(result.current.status).toBe('fulfilled')
  })

  it('asked for the user alone, a group change does not load again', async () => {
    const { result, loads, changeSession } = renderScoped({ fundId: 7 }, 'user')
    await act(async () => undefined)
    changeSession({ selectedGroupId: '901' })
    await act(async () => undefined)
    expect(loads).toHaveLength(1)
    expect(result.current.latest).toBe('7 in ALL')
  })

  it('waits, idle, while its parameters are not known, and hands them to the load once they are', async () => {
    const { result, loads, rerender } = renderScoped(null)
    expect(result.current.status).toBe('idle')
    rerender({ params: { fundId: 9 } })
    await act(async () => undefined)
    expect(loads[0]?.params).toEqual({ fundId: 9 })
  })

  it('is keyed by a call of the endpoint registry: a name of no endpoint does not compile', () => {
    const named: ResourceCall = 'fundHeads'
    // @ts-expect-error 'fpsis' names no endpoint (the fund's investments are 'fundInvestments')
    const unnamed: ResourceCall = 'fpsis'
    expect([named, unnamed]).toHaveLength(2)
  })
})

describe('ResourceView', () => {
  const view = (resource: Parameters<typeof ResourceView<string[]>>[0]['resource']) =>
    render(
      <ResourceView
        resource={resource}
        loadingLabel="Loading rooms"
        isEmpty={(d) => d.length === 0}
        empty="None"
      >
        {(rooms) => <p>{rooms.join(', ')}</p>}
      </ResourceView>,
    )

  it('shows the loading label, the failure with Try again, the empty text or the data', () => {
    const pending = view({ status: 'pending' })
    expect(pending.getByRole('status', { name: 'Loading rooms' })).toBeTruthy()
    pending.unmount()
    const failed = view({ status: 'rejected', error: 'Failed to load data', reload: () => undefined })
    expect(failed.getByRole('alert').textContent).toBe('Failed to load data')
    expect(failed.getByRole('button', { name: 'Try again' })).toBeTruthy()
    failed.unmount()
    view({ status: 'fulfilled', data: [] }).getByText('None')
    view({ status: 'fulfilled', data: ['Fund VI', 'Fund VII'] }).getByText('Fund VI, Fund VII')
  })

  it('keeps the last data while a new key loads only when asked to', () => {
    const kept = render(
      <ResourceView
        resource={{ status: 'pending', latest: ['Fund VI'] }}
        loadingLabel="Loading"
        keepWhileReloading
      >
        {(rooms) => <p>{rooms.join(', ')}</p>}
      </ResourceView>,
    )
    expect(kept.getByText('Fund VI')).toBeTruthy()
  })
})
