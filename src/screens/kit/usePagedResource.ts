import { useCallback, useEffect, useRef, useState } from 'react'
import { FIRST_PAGE_START, hasMorePages, isAbortError, nextPageStart } from '../../domain'
import type { ResourceKey } from './useResource'

/** One page of a paged list as the provider answers it. */
export interface Page<T> {
  results: T[]
  total: number
}

export interface PagedResource<T> {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected'
  items: readonly T[]
  total: number | null
  hasMore: boolean
  loadingMore: boolean
  /** The next page, appended; once per page while one is in flight (then it resolves at once). */
  loadMore: () => Promise<void>
  /** Optimistic changes to the loaded items (flags), never a copy of the rows themselves. */
  update: (change: (items: readonly T[]) => readonly T[]) => void
}

interface Loaded<T> {
  key: string
  items: readonly T[]
  total: number | null
  /** Rows the provider answered (the next page starts after them, whatever appendPage dropped as repeats). */
  fetched: number
  failed: boolean
  loadingMore: boolean
}

/**
 * An infinite list keyed like useResource: a new key aborts the pages in flight, drops their answers and starts
 * again at the first page; later pages append. `loadPage` is the key's own (read when the key changes).
 * `onFailure` hears every failure that is not an abort, once (a first page or a later one). Memoise `append`.
 */
export function usePagedResource<T>(
  key: ResourceKey | null,
  loadPage: (start: number, signal: AbortSignal) => Promise<Page<T>>,
  onFailure: (error: unknown) => void,
  /** How a page joins the loaded rows (the documents drop rows they already hold). */
  append: (loaded: readonly T[], page: readonly T[]) => readonly T[] = concatPage,
): PagedResource<T> {
  const keyText = key === null ? null : JSON.stringify(key)
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null)
  const search = useRef<{ key: string; controller: AbortController; loadPage: typeof loadPage } | null>(null)
  const pageInFlight = useRef(false)
  const failed = useRef(onFailure)
  useEffect(() => {
    failed.current = onFailure
  })

  useEffect(() => {
    if (keyText === null) return
    const controller = new AbortController()
    search.current = { key: keyText, controller, loadPage }
    pageInFlight.current = false
    loadPage(FIRST_PAGE_START, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return
        const fetched = page.results.length
        setLoaded({
          key: keyText,
          items: page.results,
          total: page.total,
          fetched,
          failed: false,
          loadingMore: false,
        })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        setLoaded({ key: keyText, items: [], total: null, fetched: 0, failed: true, loadingMore: false })
        failed.current(error)
      },
    )
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText])

  // A new key shows as pending until its first page arrives; a null key keeps what is shown.
  const current = loaded && (keyText === null || loaded.key === keyText) ? loaded : null
  const hasMore = current !== null && !current.failed && hasMorePages(current.fetched, current.total)

  const loadMore = useCallback(() => {
    const running = search.current
    if (!current || !hasMore || pageInFlight.current || !running || running.key !== current.key)
      return Promise.resolve()
    pageInFlight.current = true
    const { key: forKey, controller } = running
    const mine = (r: Loaded<T> | null): r is Loaded<T> => r?.key === forKey
    setLoaded((r) => (mine(r) ? { ...r, loadingMore: true } : r))
    return running
      .loadPage(nextPageStart(current.fetched), controller.signal)
      .then(
        (page) => {
          if (controller.signal.aborted) return
          setLoaded((r) =>
            mine(r)
              ? {
                  ...r,
                  items: append(r.items, page.results),
                  total: page.total,
                  fetched: r.fetched + page.results.length,
                  loadingMore: false,
                }
              : r,
          )
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return
          setLoaded((r) => (mine(r) ? { ...r, loadingMore: false } : r))
          failed.current(error)
        },
      )
      .finally(() => {
        if (search.current?.controller === controller) pageInFlight.current = false
      })
  }, [current, hasMore, append])

  const update = useCallback((change: (items: readonly T[]) => readonly T[]) => {
    setLoaded((r) => r && { ...r, items: change(r.items) })
  }, [])

  return {
    status:
      keyText === null && !current
        ? 'idle'
        : current === null
          ? 'pending'
          : current.failed
            ? 'rejected'
            : 'fulfilled',
    items: current?.items ?? EMPTY,
    total: current?.total ?? null,
    hasMore,
    loadingMore: current?.loadingMore ?? false,
    loadMore,
    update,
  }
}

const EMPTY: readonly never[] = []

function concatPage<T>(loaded: readonly T[], page: readonly T[]): readonly T[] {
  return [...loaded, ...page]
}
