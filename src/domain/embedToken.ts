import { EMBED_TOKEN_REFRESH_MARGIN_MS, LINE_TWO_CURRENCIES } from './constants'
import type { EmbeddedReportFilter, EmbedToken } from './entities/embed'
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

/** The line-two account summary's currency, as a report filter (spec §3: USD, EUR, JPY, SEK, BRL or GBP). */
export const lineTwoCurrencyFilter = (currency: string): EmbeddedReportFilter => ({
  table: 'Reporting',
  column: 'Currency',
  values: [currency],
})

/**
 * The report id an embed URL names (its reportId parameter, as the report service writes it), else the report's
 * name: the embedding library needs an id.
 */
export function embeddedReportId(embedUrl: string, reportName: string): string {
  try {
    return new URL(embedUrl, 'https://portal.invalid').searchParams.get('reportId') || reportName
  } catch {
    return reportName
  }
}

export type LineTwoCurrency = (typeof LINE_TWO_CURRENCIES)[number]

/** The line-two currency a preference names (AlpInvestDefaultCurrency), else USD. */
export const lineTwoCurrencyOf = (value: string | null | undefined): LineTwoCurrency =>
  LINE_TWO_CURRENCIES.find((currency) => currency === value) ?? 'USD'
