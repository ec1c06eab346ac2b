// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError, RequestCancelledError } from '../../api'
import { rejectionTexts, SOMETHING_WENT_WRONG } from '../../domain'
import { useResource, type ResourceKey } from './useResource'

/** A load the test answers by hand, recording each call's signal. */
function manualLoads() {
  const calls: Array<{
    signal: AbortSignal
    resolve: (value: string) => void
    reject: (error: unknown) => void
  }> = []
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ signal, resolve, reject }))
  return { calls, load }
}

function renderResource(key: ResourceKey | null, load: (signal: AbortSignal) => Promise<string>) {
  return renderHook(({ key }) => useResource(key, load), { initialProps: { key } })
}

describe('useResource', () => {
  it('is pending, then fulfilled with the data', async () => {
    const { calls, load } = manualLoads()
    const { result } = renderResource('funds', load)
    expect(result.current.status).toBe('pending')
    await act(async () => calls[0]!.resolve('loaded'))
    expect(result.current).toMatchObject({ status: 'fulfilled', data: 'loaded', latest: 'loaded' })
  })

  it('waits, idle, while the key is null', () => {
    const { calls, load } = manualLoads()
    const { result } = renderResource(null, load)
    expect(result.current.status).toBe('idle')
    expect(calls).toHaveLength(0)
  })

  it('aborts the load of a replaced key and never shows its answer; keys compare by value', async () => {
    const { calls, load } = manualLoads()
    const { result, rerender } = renderResource({ fund: 1 }, load)
    rerender({ key: { fund: 1 } })
    expect(calls).toHaveLength(1)
    rerender({ key: { fund: 2 } })
    expect(calls[0]!.signal.aborted).toBe(true)
    await act(async () => calls[0]!.resolve('fund 1'))
    expect(result.current.status).toBe('pending')
    await act(async () => calls[1]!.resolve('fund 2'))
    expect(result.current).toMatchObject({ status: 'fulfilled', data: 'fund 2' })
  })

  it('keeps the last data as latest while a new key loads, and drops it when that load fails', async () => {
    const { calls, load } = manualLoads()
    const { result, rerender } = renderResource('2024', load)
    await act(async () => calls[0]!.resolve('2024 rows'))
    rerender({ key: '2025' })
    expect(result.current).toMatchObject({ status: 'pending', latest: '2024 rows' })
    // A failure shows itself, never the rows of the earlier key.
    await act(async () => calls[1]!.reject(new ApiError(rejectionTexts.funds, 500)))
    expect(result.current).toMatchObject({ status: 'rejected', latest: undefined })
  })

  it("rejects with the call's §8 text, or 'Something went wrong' for anything else", async () => {
    const { calls, load } = manualLoads()
    const { result, rerender } = renderResource('a', load)
    await act(async () => calls[0]!.reject(new ApiError(rejectionTexts.funds, 500)))
    expect(result.current).toMatchObject({ status: 'rejected', error: rejectionTexts.funds })
    rerender({ key: 'b' })
    await act(async () => calls[1]!.reject(new TypeError('x is undefined')))
    expect(result.current).toMatchObject({ status: 'rejected', error: SOMETHING_WENT_WRONG })
  })

  it('shows nothing for an aborted load', async () => {
    const { calls, load } = manualLoads()
    const { result } = renderResource('a', load)
    await act(async () => calls[0]!.reject(new RequestCancelledError()))
    expect(result.current.status).toBe('pending')
  })

  it('aborts on unmount', () => {
    const { calls, load } = manualLoads()
    const { unmount } = renderResource('a', load)
    unmount()
    expect(calls[0]!.signal.aborted).toBe(true)
  })

  it('loads the same key again on reload, and updates loaded data in place', async () => {
    const { calls, load } = manualLoads()
    const { result } = renderResource('a', load)
    await act(async () => calls[0]!.reject(new ApiError(rejectionTexts.funds, 500)))
    act(() => result.current.reload())
    expect(result.current.status).toBe('pending')
    await act(async () => calls[1]!.resolve('again'))
    act(() => result.current.update((data) => `${data}, flagged`))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'fulfilled', data: 'again, flagged' }))
  })
})
