import { describe, expect, it } from 'vitest'
import { DEMO_VIDEO_HOST, defaultRuntimeConfig, parseRuntimeConfig } from './config'
import { CALL_LIMITS } from '../api'

describe('parseRuntimeConfig', () => {
  it('reads an empty or malformed file as production without a provider, never as development', () => {
    const production = { ...defaultRuntimeConfig, environment: 'production', video: null }
    expect(parseRuntimeConfig(null)).toEqual(production)
    expect(parseRuntimeConfig('not json')).toEqual(production)
    expect(parseRuntimeConfig({ environment: 'staging' }).environment).toBe('production')
    expect(parseRuntimeConfig({ environment: 'development' })).toEqual({
      ...defaultRuntimeConfig,
      video: null,
    })
  })

  it('keeps an apiBaseUrl of the wrong type as text (refused later as malformed) and demo only when true', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 42 }).apiBaseUrl).toBe('42')
    expect(parseRuntimeConfig({ apiBaseUrl: null }).apiBaseUrl).toBe('')
    expect(parseRuntimeConfig({ demo: true }).demo).toBe(true)
    expect(parseRuntimeConfig({ demo: 'true' }).demo).toBe(false)
  })

  it('takes the API base, a known environment and string links from the file', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.com',
      environment: 'production',
      links: { faq: 'https://faq.example.com', helpSite: 7 },
    })
    expect(config.apiBaseUrl).toBe('https://api.example.com')
    expect(config.environment).toBe('production')
    expect(config.links.faq).toBe('https://faq.example.com')
    expect(config.links.helpSite).toBe(defaultRuntimeConfig.links.helpSite)
  })

  it("takes the identity provider's change-password endpoint, keeping defaults for what is missing", () => {
    const config = parseRuntimeConfig({
      passwordChange: { url: 'https://id.example.com/dbconnections/change_password', connection: 3 },
    })
    expect(config.passwordChange).toEqual({
      url: 'https://id.example.com/dbconnections/change_password',
      clientId: defaultRuntimeConfig.passwordChange.clientId,
      connection: defaultRuntimeConfig.passwordChange.connection,
    })
  })

  it('takes the video host only as the file names it: never the demo clips by default, never an unsafe address', () => {
    const video = { mediaUrl: 'https://media.example.com/{videoId}.webm?t={videoToken}', captionsUrl: 'nope' }
    expect(parseRuntimeConfig({ video }).video).toEqual({ mediaUrl: video.mediaUrl, captionsUrl: null })
    expect(parseRuntimeConfig({ video: { mediaUrl: 'http://media.example.com/{videoId}' } }).video).toBeNull()
    expect(parseRuntimeConfig({ video: DEMO_VIDEO_HOST }).video).toEqual(DEMO_VIDEO_HOST)
  })

  it('keeps only links that pass the external-link check, the default standing in for any other', () => {
    const config = parseRuntimeConfig({
      links: {
        insightsHub: 'javascript:alert(1)',
        helpSite: 'data:text/html,<script>alert(1)</script>',
        faq: '//evil.example.com/faq',
        companySite: '/\\evil.example.com',
        photoSharing: ' JavaScript:alert(1)',
        socialNetworkOne: 'https://social.example.org/us',
        socialNetworkTwo: 'http://chat.example.org/us',
        somethingElse: 'https://unknown.example.org/',
      },
    })
    expect(config.links).toEqual({
      ...defaultRuntimeConfig.links,
      socialNetworkOne: 'https://social.example.org/us',
      socialNetworkTwo: 'http://chat.example.org/us',
    })
  })
})

describe('the calls and the report hosts', () => {
  it('takes positive whole limits, the default standing in for any other', () => {
    expect(parseRuntimeConfig({}).calls).toEqual(CALL_LIMITS)
    expect(
      parseRuntimeConfig({ calls: { callDeadlineMs: 10_000, downloadDeadlineMs: -1, maxAnswerBytes: '9' } })
        .calls,
    ).toEqual({ ...CALL_LIMITS, callDeadlineMs: 10_000 })
  })

  it('reads the report hosts as origins, and none when the file names none', () => {
    expect(parseRuntimeConfig({}).reportHosts).toEqual([])
    expect(
      parseRuntimeConfig({ reportHosts: ['https://app.powerbi.com/', 'https://reports.example.com/x', 7] })
        .reportHosts,
    ).toEqual(['https://app.powerbi.com', 'https://reports.example.com'])
  })
})
