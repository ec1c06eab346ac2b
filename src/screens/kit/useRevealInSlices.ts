import { useEffect, useState } from 'react'

/**
 * How many of `total` items to render: `slice` at once, then `slice` more on each following frame, so a long
 * report (50 funds' statements) is drawn in short tasks instead of one long one. Starts over when `total` or
 * `resetKey` changes.
 */
export function useRevealInSlices(total: number, slice: number, resetKey?: unknown): number {
  const [progress, setProgress] = useState({ key: resetKey, total, shown: Math.min(total, slice) })
  let current = progress
  if (progress.key !== resetKey || progress.total !== total) {
    // New content: start again from its first slice (state derived while rendering, without an extra frame).
    current = { key: resetKey, total, shown: Math.min(total, slice) }
    setProgress(current)
  }
  const { shown } = current
  useEffect(() => {
    if (shown >= total) return
    const frame = requestAnimationFrame(() =>
      setProgress((p) => ({ ...p, shown: Math.min(p.total, p.shown + slice) })),
    )
    return () => cancelAnimationFrame(frame)
  }, [shown, total, slice])
  return shown
}
