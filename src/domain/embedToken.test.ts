import { describe, expect, it } from 'vitest'
import {
  embeddedReportId,
  embedTokenRemainingMs,
  lineTwoCurrencyFilter,
  lineTwoCurrencyOf,
  shouldRefetchEmbedToken,
} from './embedToken'

const now = Date.parse('2024-05-01T12:00:00Z')
const expiringIn = (ms: number) => ({ token: 't', expiration: new Date(now + ms).toISOString() })

describe('embed token refetch', () => {
  it('refetches when under 60,000 ms remain', () => {
    expect(shouldRefetchEmbedToken({ token: expiringIn(59_999), loading: false, now })).toBe(true)
    expect(shouldRefetchEmbedToken({ token: expiringIn(-1), loading: false, now })).toBe(true)
  })
  it('keeps a token with 60,000 ms or more left', () => {
    expect(shouldRefetchEmbedToken({ token: expiringIn(60_000), loading: false, now })).toBe(false)
    expect(
      shouldRefetchEmbedToken({ token: { token: 't', expiration: now + 120_000 }, loading: false, now }),
    ).toBe(false)
  })
  it('fetches when none exists and none is loading', () => {
    expect(shouldRefetchEmbedToken({ token: null, loading: false, now })).toBe(true)
    expect(shouldRefetchEmbedToken({ token: undefined, loading: true, now })).toBe(false)
  })
  it('treats an unreadable expiration as expiring', () => {
    expect(shouldRefetchEmbedToken({ token: { token: 't', expiration: 'soon' }, loading: false, now })).toBe(
      true,
    )
    expect(embedTokenRemainingMs({ token: 't', expiration: 'soon' }, now)).toBeNull()
    expect(embedTokenRemainingMs(expiringIn(1000), Number.NaN)).toBeNull()
    expect(embedTokenRemainingMs(expiringIn(1000), now)).toBe(1000)
  })
})

describe('line-two reports', () => {
  it('filters the account summary by its currency, one of the six, USD by default', () => {
    expect(lineTwoCurrencyFilter('EUR')).toEqual({ table: 'Reporting', column: 'Currency', values: ['EUR'] })
    expect(lineTwoCurrencyOf('SEK')).toBe('SEK')
    expect(lineTwoCurrencyOf('AUD')).toBe('USD')
    expect(lineTwoCurrencyOf(null)).toBe('USD')
  })

  it("reads the report id from the embed URL's reportId, else uses the report's name", () => {
    expect(embeddedReportId('https://app.powerbi.com/reportEmbed?reportId=abc-1&groupId=g', 'X')).toBe(
      'abc-1',
    )
    expect(
      embeddedReportId('/mocks/reports/demo-report.html?report=PortfolioPerformance', 'PortfolioPerformance'),
    ).toBe('PortfolioPerformance')
    expect(embeddedReportId('http://[bad', 'AccountSummary')).toBe('AccountSummary')
  })
})
