import { EMBED_TOKEN_REFRESH_MARGIN_MS } from './constants'
import type { EmbedToken } from './entities/embed'
import { parseDate } from './format'

/** Milliseconds until the token expires (negative once expired); null without a usable expiration. */
export function embedTokenRemainingMs(token: EmbedToken | null | undefined, now: number): number | null {
  const expiration = parseDate(token?.expiration)
  return expiration && Number.isFinite(now) ? expiration.getTime() - now : null
}

export interface EmbedTokenState {
  token: EmbedToken | null | undefined
  loading: boolean
  now: number
}

/**
 * Refetch only when under 60,000 ms remain, or when there is no token and none is loading (spec §4). A token
 * whose expiration cannot be read counts as expiring.
 */
export function shouldRefetchEmbedToken({ token, loading, now }: EmbedTokenState): boolean {
  if (!token) return !loading
  const remaining = embedTokenRemainingMs(token, now)
  return remaining === null || remaining < EMBED_TOKEN_REFRESH_MARGIN_MS
}
