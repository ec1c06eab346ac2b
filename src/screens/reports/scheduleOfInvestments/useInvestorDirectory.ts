import { useCallback, useEffect, useRef, useState } from 'react'
import type { DirectorySource, DirectoryState } from '../../../components'
import { isAbortError, type DirectoryEntry } from '../../../domain'
import { api, failureText, type InvestorDirectory } from '../../../api'

interface Loaded {
  directory: InvestorDirectory
  /** The current search's number; answers for an older one are dropped. */
  search: number
  matches: number
}

/**
 * The investor directory of a picker (GET Investors, up to a million, kept in a worker): loaded on the first
 * `onOpen()` (the picker opening, not the page), searched as the query changes, read a visible range at a time.
 * A stale search's answers are dropped; a new scope (impersonation, investor group) or unmounting aborts the
 * load and ends the worker.
 */
export function useInvestorDirectory(scopeKey: string) {
  const [state, setState] = useState<DirectoryState | null>(null)
  const [query, setQuery] = useState('')
  const queryRef = useRef('')
  const loaded = useRef<Loaded | null>(null)
  const rows = useRef(new Map<number, DirectoryEntry>())
  const range = useRef({ from: 0, to: 0 })
  const loading = useRef<AbortController | null>(null)

  const publish = useCallback(() => {
    const current = loaded.current
    if (!current) return
    const cache = rows.current
    setState({
      status: 'ready',
      total: current.directory.size,
      matches: current.matches,
      rowAt: (position) => cache.get(position),
    })
  }, [])

  /** Reads the rows of [from, to) not yet held for the current search. */
  const fetchRange = useCallback(
    (from: number, to: number) => {
      range.current = { from, to }
      const current = loaded.current
      if (!current) return
      const missing = Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i).filter(
        (position) => !rows.current.has(position),
      )
      if (missing.length === 0) return
      const search = current.search
      const first = missing[0] ?? from
      void current.directory.rows(first, (missing.at(-1) ?? first) + 1).then((entries) => {
        if (loaded.current?.search !== search) return
        entries.forEach((entry, i) => rows.current.set(first + i, entry))
        publish()
      })
    },
    [publish],
  )

  const runSearch = useCallback(
    (text: string) => {
      const current = loaded.current
      if (!current) return
      const search = ++current.search
      void current.directory.search(text).then((matches) => {
        if (loaded.current !== current || current.search !== search) return
        current.matches = matches
        rows.current = new Map()
        fetchRange(0, Math.max(range.current.to - range.current.from, 1))
        publish()
      })
    },
    [fetchRange, publish],
  )

  const load = useCallback(() => {
    if (loaded.current || loading.current) return
    const controller = new AbortController()
    loading.current = controller
    setState({ status: 'loading' })
    api.reporting.loadInvestorDirectory({ signal: controller.signal }).then(
      (directory) => {
        loading.current = null
        loaded.current = { directory, search: 0, matches: directory.size }
        rows.current = new Map()
        publish()
        // A query typed while the directory loaded is searched now.
        if (queryRef.current.trim()) runSearch(queryRef.current)
        else fetchRange(range.current.from, Math.max(range.current.to, 1))
      },
      (error: unknown) => {
        if (isAbortError(error)) return
        loading.current = null
        setState({ status: 'failed', message: failureText(error) })
      },
    )
  }, [fetchRange, publish, runSearch])

  // A new scope answers other investors: drop this directory (and any load) and start over when asked. A load
  // the open picker is waiting for starts over at once, or the picker would wait for an answer never asked for.
  const reload = useRef(false)
  useEffect(() => {
    if (reload.current) {
      reload.current = false
      load()
    }
    return () => {
      reload.current = loading.current !== null
      loading.current?.abort()
      loading.current = null
      loaded.current?.directory.close()
      loaded.current = null
      rows.current = new Map()
      setState(null)
      setQuery('')
      queryRef.current = ''
    }
    // `load` is stable (its callbacks are); the scope is what this effect follows.
  }, [scopeKey, load])

  const source: DirectorySource = {
    state,
    query,
    onOpen: load,
    onRetry: load,
    onQueryChange: (text: string) => {
      setQuery(text)
      queryRef.current = text
      runSearch(text)
    },
    onRangeChange: fetchRange,
  }
  return source
}
