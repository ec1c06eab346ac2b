// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useRevealInSlices } from './useRevealInSlices'

beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }))
afterEach(() => vi.useRealTimers())

describe('useRevealInSlices', () => {
  it('shows one slice at once and one more each frame, up to the total', () => {
    const { result } = renderHook(() => useRevealInSlices(10, 4, 'a'))
    expect(result.current).toBe(4)
    act(() => {
      vi.advanceTimersToNextFrame()
    })
    expect(result.current).toBe(8)
    act(() => {
      vi.advanceTimersToNextFrame()
    })
    expect(result.current).toBe(10)
    act(() => {
      vi.advanceTimersToNextFrame()
    })
    expect(result.current).toBe(10)
  })

  it('starts again from the first slice for new content', () => {
    const { result, rerender } = renderHook(({ key }) => useRevealInSlices(10, 4, key), {
      initialProps: { key: 'a' },
    })
    act(() => {
      vi.advanceTimersToNextFrame()
    })
    expect(result.current).toBe(8)
    rerender({ key: 'b' })
    expect(result.current).toBe(4)
  })
})
