// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useWorkInSlices } from './useWorkInSlices'

describe('work in slices', () => {
  it('does a few items a task and gives every result in order once all are done', async () => {
    const items = Array.from({ length: 7 }, (_, index) => index)
    const work = vi.fn((item: number) => item * 10)
    const { result } = renderHook(() => useWorkInSlices(items, work, 3))
    expect(result.current).toBeNull()
    expect(work).not.toHaveBeenCalled()
    await waitFor(() => expect(result.current).toEqual([0, 10, 20, 30, 40, 50, 60]))
    expect(work).toHaveBeenCalledTimes(7)
  })

  it('starts again for new items and never gives the old ones', async () => {
    const work = (item: string) => item.toUpperCase()
    const { result, rerender } = renderHook(({ items }) => useWorkInSlices(items, work, 1), {
      initialProps: { items: ['a', 'b'] as readonly string[] | null },
    })
    await waitFor(() => expect(result.current).toEqual(['A', 'B']))
    rerender({ items: ['c'] })
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toEqual(['C']))
    rerender({ items: null })
    expect(result.current).toBeNull()
  })
})
