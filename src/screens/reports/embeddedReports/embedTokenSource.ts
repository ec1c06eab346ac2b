import {
  EMBED_TOKEN_REFRESH_MARGIN_MS,
  embedTokenRemainingMs,
  isAbortError,
  shouldRefetchEmbedToken,
  type EmbedToken,
} from '../../../domain'
import { failureText } from '../../../api'

export interface EmbedTokenSnapshot {
  token: EmbedToken | null
  loading: boolean
  /** The §8 text of the last failed fetch, until a retry. */
  error: string | null
}

export interface EmbedTokenSource {
  snapshot: () => EmbedTokenSnapshot
  subscribe: (listener: () => void) => () => void
  /** Fetches a token when §4 says so (none and none loading, or under 60 s left). */
  ensure: () => void
  /** Fetches again after a failure. */
  retry: () => void
  /** Stops the refresh timer and any fetch in flight. */
  dispose: () => void
}

export interface EmbedTokenSourceOptions {
  fetchToken: (signal: AbortSignal) => Promise<EmbedToken>
  now?: () => number
}

/**
 * The embed token of the line-two reports (spec §4): one token for all three, held in memory only (never in
 * storage), fetched when there is none and none is loading, and again once under 60 seconds remain (a timer set
 * for that moment, so a report that stays open gets its new token in time).
 */
export function createEmbedTokenSource({
  fetchToken,
  now = Date.now,
}: EmbedTokenSourceOptions): EmbedTokenSource {
  let state: EmbedTokenSnapshot = { token: null, loading: false, error: null }
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | null = null

  const set = (next: Partial<EmbedTokenSnapshot>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener())
  }

  const scheduleRefresh = (token: EmbedToken) => {
    clearTimeout(timer)
    const remaining = embedTokenRemainingMs(token, now())
    if (remaining === null) return
    // The first moment under the margin: 1 ms past it.
    timer = setTimeout(ensure, Math.max(0, remaining - EMBED_TOKEN_REFRESH_MARGIN_MS + 1))
  }

  const load = () => {
    controller = new AbortController()
    const { signal } = controller
    set({ loading: true, error: null })
    fetchToken(signal).then(
      (token) => {
        if (signal.aborted) return
        set({ token, loading: false })
        scheduleRefresh(token)
      },
      (error: unknown) => {
        if (signal.aborted || isAbortError(error)) return
        set({ loading: false, error: failureText(error) })
      },
    )
  }

  function ensure() {
    if (state.error) return
    if (shouldRefetchEmbedToken({ token: state.token, loading: state.loading, now: now() }) && !state.loading)
      load()
  }

  return {
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure,
    retry: () => {
      if (state.loading) return
      set({ error: null })
      load()
    },
    dispose: () => {
      clearTimeout(timer)
      controller?.abort()
      listeners.clear()
    },
  }
}
