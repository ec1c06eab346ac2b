import { useEffect, useSyncExternalStore } from 'react'
import { api } from '../../../api'
import { createEmbedTokenSource, type EmbedTokenSource } from './embedTokenSource'

/** The one token source of the signed-in (or impersonated) user: a new user gets a new source. */
let current: { scope: string; source: EmbedTokenSource } | null = null

function sourceFor(scope: string): EmbedTokenSource {
  if (current?.scope !== scope) {
    current?.source.dispose()
    current = {
      scope,
      source: createEmbedTokenSource({ fetchToken: (signal) => api.entitlements.getEmbedToken({ signal }) }),
    }
  }
  return current.source
}

/**
 * The embed token the line-two reports share (spec §4), for the user the portal acts for: fetched when a report
 * first needs it, refreshed before it expires, kept in memory only.
 */
export function useEmbedToken(scope: string) {
  const source = sourceFor(scope)
  const snapshot = useSyncExternalStore(source.subscribe, source.snapshot)
  useEffect(() => source.ensure(), [source])
  return { ...snapshot, retry: source.retry }
}

/** Drops the token and stops its refresh (a story's fresh start; the next report fetches a new one). */
export function forgetEmbedToken(): void {
  current?.source.dispose()
  current = null
}
