import { useCallback, useEffect, useRef, useState } from 'react'
import { usePortalActions } from '../portalSession'

export interface Action<A extends unknown[], R> {
  /** The action runs: its button shows progress and the form is held. */
  busy: boolean
  /** Runs the action unless it already runs; undefined when it did not run or failed (the failure is shown). */
  run: (...args: A) => Promise<R | undefined>
}

/**
 * One user action that calls the provider (save a group, send a request, reset a password): busy while it runs,
 * a second run meanwhile does nothing, and a failure is shown once through the session (its §8 text, or the
 * warning given). Leaving the page while it runs does not cancel it: the provider may already have acted.
 */
export function useAction<A extends unknown[], R>(
  act: (...args: A) => Promise<R>,
  failureWarning?: string,
): Action<A, R> {
  const { reportFailure } = usePortalActions()
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const mounted = useRef(true)
  const latest = useRef(act)
  useEffect(() => {
    latest.current = act
  })
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return undefined
      running.current = true
      setBusy(true)
      try {
        return await latest.current(...args)
      } catch (error) {
        reportFailure(error, failureWarning)
        return undefined
      } finally {
        running.current = false
        if (mounted.current) setBusy(false)
      }
    },
    [reportFailure, failureWarning],
  )
  return { busy, run }
}
