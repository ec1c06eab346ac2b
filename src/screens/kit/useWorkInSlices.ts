import { useEffect, useState } from 'react'

/** How long one slice works before it gives the page back: well under the 50 ms of a long task. */
export const SLICE_MS = 12

/**
 * `work` done for each of `items`, as many items a task as fit in `SLICE_MS` (at least one), so that a long list
 * never holds the page (no task over 50 ms): the results in item order once every slice is done, null until then
 * (and null for no items). New items (or new work) start again; the slices of the old ones stop. `work` should be
 * memoised.
 */
export function useWorkInSlices<T, R>(items: readonly T[] | null, work: (item: T) => R): R[] | null {
  const [done, setDone] = useState<{ items: readonly T[]; work: (item: T) => R; results: R[] } | null>(null)
  useEffect(() => {
    if (!items) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const results: R[] = []
    const slice = () => {
      if (stopped) return
      const started = performance.now()
      while (results.length < items.length) {
        results.push(work(items[results.length] as T))
        if (performance.now() - started >= SLICE_MS) break
      }
      if (results.length < items.length) timer = setTimeout(slice, 0)
      else setDone({ items, work, results })
    }
    timer = setTimeout(slice, 0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [items, work])
  return done && done.items === items && done.work === work ? done.results : null
}
