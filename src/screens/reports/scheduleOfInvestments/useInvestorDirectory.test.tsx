// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, type InvestorDirectory } from '../../../api'
import { useInvestorDirectory } from './useInvestorDirectory'

/** Directory loads the test answers by hand, recording each call's signal. */
function manualLoads() {
  const calls: Array<{ signal: AbortSignal; resolve: (directory: InvestorDirectory) => void }> = []
  vi.spyOn(api.reporting, 'loadInvestorDirectory').mockImplementation(
    ({ signal } = {}) =>
      new Promise<InvestorDirectory>((resolve) => calls.push({ signal: signal!, resolve })),
  )
  return calls
}

const directoryOf = (size: number): InvestorDirectory => ({
  size,
  search: () => Promise.resolve(size),
  rows: () => Promise.resolve([]),
  close: () => undefined,
})

afterEach(() => vi.restoreAllMocks())

describe('useInvestorDirectory', () => {
  it('loads when asked, not when mounted', async () => {
    const calls = manualLoads()
    const { result } = renderHook(() => useInvestorDirectory('scope A'))
    expect(calls).toHaveLength(0)
    act(() => result.current.onOpen())
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => calls[0]!.resolve(directoryOf(3)))
    expect(result.current.state).toMatchObject({ status: 'ready', total: 3, matches: 3 })
  })

  it('starts a load the picker waits for over when the scope changes under it', async () => {
    const calls = manualLoads()
    const { result, rerender } = renderHook(({ scope }) => useInvestorDirectory(scope), {
      initialProps: { scope: 'scope A' },
    })
    act(() => result.current.onOpen())
    rerender({ scope: 'scope B' })
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(calls).toHaveLength(2)
    expect(result.current.state).toEqual({ status: 'loading' })
    await act(async () => calls[1]!.resolve(directoryOf(5)))
    expect(result.current.state).toMatchObject({ status: 'ready', total: 5 })
  })

  it('drops a loaded directory on a new scope and loads again only when asked', async () => {
    const calls = manualLoads()
    const { result, rerender } = renderHook(({ scope }) => useInvestorDirectory(scope), {
      initialProps: { scope: 'scope A' },
    })
    act(() => result.current.onOpen())
    await act(async () => calls[0]!.resolve(directoryOf(3)))
    rerender({ scope: 'scope B' })
    expect(result.current.state).toBeNull()
    expect(calls).toHaveLength(1)
  })
})
