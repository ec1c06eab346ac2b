import { useCallback, useEffect, useState } from 'react'
import { isAbortError, type LoadState } from '../../domain'
import { failureText } from '../../api'

/** What a resource is keyed by: a new key is a new load. Compared by value (its JSON), so literals may be passed. */
export type ResourceKey = object | string | number | boolean

export type Resource<T> = LoadState<T> & {
  /**
   * The data of the last fulfilled load, also while a new key loads (rows stay shown while a new sort loads);
   * none once a load has failed, so a failure never shows the rows of an earlier key.
   */
  latest: T | undefined
  /** Loads the same key again (a retry). */
  reload: () => void
  /** Changes the loaded data in place (optimistic flags), keeping the key. */
  update: (change: (data: T) => T) => void
}

interface Settled<T> {
  key: string
  attempt: number
  state: LoadState<T>
}

/**
 * Loads what `load` fetches for `key`: pending, then fulfilled or rejected with the §8 text the call failed with.
 * A new key, a reload or an unmount aborts the load in flight, and an abort is never shown. A null key waits
 * (idle). `load` is read at the time of the key's load only, so it need not be memoised.
 */
export function useResource<T>(
  key: ResourceKey | null,
  load: (signal: AbortSignal) => Promise<T>,
  /**
   * Whose data the keys are (the session's scope): `latest` is kept across keys of one owner only, so a new
   * investor group or an impersonation never shows the previous one's data while its own loads.
   */
  owner = '',
): Resource<T> {
  const keyText = key === null ? null : JSON.stringify(key)
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)
  const [latest, setLatest] = useState<{ owner: string; data: T } | undefined>(undefined)

  useEffect(() => {
    if (keyText === null) return
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return
        setSettled({ key: keyText, attempt, state: { status: 'fulfilled', data } })
        setLatest({ owner, data })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        console.error(error)
        setSettled({ key: keyText, attempt, state: { status: 'rejected', error: failureText(error) } })
      },
    )
    return () => controller.abort()
    // `load` belongs to the key it was given with; a new function alone is not a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyText, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const update = useCallback((change: (data: T) => T) => {
    setSettled((current) =>
      current?.state.status === 'fulfilled'
        ? { ...current, state: { status: 'fulfilled', data: change(current.state.data) } }
        : current,
    )
    setLatest((kept) => (kept === undefined ? kept : { ...kept, data: change(kept.data) }))
  }, [])

  const state: LoadState<T> =
    keyText === null
      ? { status: 'idle' }
      : settled && settled.key === keyText && settled.attempt === attempt
        ? settled.state
        : { status: 'pending' }
  const shownLatest = state.status === 'rejected' || latest?.owner !== owner ? undefined : latest.data
  return { ...state, latest: shownLatest, reload, update }
}
