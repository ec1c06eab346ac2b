// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLICE_MS, useWorkInSlices } from './useWorkInSlices'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('work in slices', () => {
  it('does as many items a task as fit in a slice and gives every result in order once all are done', async () => {
    vi.useFakeTimers()
    // Each item takes 5 ms of the clock: three fit in a 12 ms slice (the third ends it at 15 ms).
    let clock = 0
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const items = Array.from({ length: 7 }, (_, index) => index)
    const work = vi.fn((item: number) => {
      clock += 5
      return item * 10
    })
    expect(Math.ceil(SLICE_MS / 5)).toBe(3)
    const { result } = renderHook(() => useWorkInSlices(items, work))
    expect(result.current).toBeNull()
    expect(work).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(work).toHaveBeenCalledTimes(3)
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(work).toHaveBeenCalledTimes(6)
    expect(result.current).toBeNull()
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(result.current).toEqual([0, 10, 20, 30, 40, 50, 60])
    expect(work).toHaveBeenCalledTimes(7)
  })

  it('starts again for new items and never gives the old ones; no items are no results', async () => {
    const work = (item: string) => item.toUpperCase()
    const { result, rerender } = renderHook(({ items }) => useWorkInSlices(items, work), {
      initialProps: { items: ['a', 'b'] as readonly string[] | null },
    })
    await waitFor(() => expect(result.current).toEqual(['A', 'B']))
    rerender({ items: ['c'] })
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toEqual(['C']))
    rerender({ items: [] })
    await waitFor(() => expect(result.current).toEqual([]))
    rerender({ items: null })
    expect(result.current).toBeNull()
  })
})
