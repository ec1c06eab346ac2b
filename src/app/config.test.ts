import { describe, expect, it } from 'vitest'
import { defaultRuntimeConfig, parseRuntimeConfig } from './config'

describe('parseRuntimeConfig', () => {
  it('uses the defaults (embedded provider, development) for an empty or malformed file', () => {
    expect(parseRuntimeConfig(null)).toEqual(defaultRuntimeConfig)
    expect(parseRuntimeConfig('not json')).toEqual(defaultRuntimeConfig)
    expect(parseRuntimeConfig({ apiBaseUrl: 42 })).toEqual(defaultRuntimeConfig)
    expect(parseRuntimeConfig({ environment: 'staging' }).environment).toBe('production')
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
})
