import { describe, expect, it } from 'vitest'
import { ENVIRONMENTS, type Environment } from '../domain'
import { defaultRuntimeConfig, parseRuntimeConfig, type RuntimeConfig } from './config'
import { apiBaseUrlProblem, chooseProvider, type BuildContents } from './providerChoice'

const demoBuild: BuildContents = { demoProvider: true }
const deployment: BuildContents = { demoProvider: false }
const builds = [
  ['the demo build', demoBuild],
  ['the deployment artifact', deployment],
] as const

const configOf = (environment: Environment, apiBaseUrl: string, demo = false): RuntimeConfig => ({
  ...defaultRuntimeConfig,
  environment,
  apiBaseUrl,
  demo,
})

const EMPTY = ['', '   ']
const MALFORMED = [
  'api.example.com/v1',
  '/api',
  'ftp://api.example.com',
  'javascript:alert(1)',
  'https://',
  'https://api.example.com/v1?tenant=1',
  'https://api.example.com/#x',
  '42',
]
const VALID = 'https://api.example.com/v1'
const deployedEnvironments = ENVIRONMENTS.filter((environment) => environment !== 'development')

describe('chooseProvider: development', () => {
  it.each(EMPTY)('an empty apiBaseUrl (%j) starts the demo in the demo build only', (apiBaseUrl) => {
    expect(chooseProvider(configOf('development', apiBaseUrl), demoBuild)).toEqual({ kind: 'demo' })
    expect(chooseProvider(configOf('development', apiBaseUrl), deployment)).toEqual({
      kind: 'misconfigured',
      reason: 'apiBaseUrl is empty, and this build carries no embedded demo provider',
    })
  })

  it.each(MALFORMED)('a malformed apiBaseUrl (%j) is a configuration error', (apiBaseUrl) => {
    for (const [, build] of builds)
      expect(chooseProvider(configOf('development', apiBaseUrl), build)).toMatchObject({
        kind: 'misconfigured',
        reason: expect.stringContaining(apiBaseUrl),
      })
  })

  it.each([VALID, 'http://127.0.0.1:4010', 'http://localhost:4010/api/'])(
    'a valid apiBaseUrl (%j, http allowed) is the provider, in either build',
    (apiBaseUrl) => {
      for (const [, build] of builds)
        expect(chooseProvider(configOf('development', apiBaseUrl), build)).toEqual({
          kind: 'provider',
          baseUrl: apiBaseUrl,
        })
    },
  )

  it('demo: true starts the demo whatever apiBaseUrl says, in the demo build only', () => {
    for (const apiBaseUrl of ['', VALID, MALFORMED[0]!]) {
      expect(chooseProvider(configOf('development', apiBaseUrl, true), demoBuild)).toEqual({ kind: 'demo' })
      expect(chooseProvider(configOf('development', apiBaseUrl, true), deployment)).toEqual({
        kind: 'misconfigured',
        reason: 'demo is asked for, and this build carries no embedded demo provider',
      })
    }
  })

  it('the development configuration of npm start (public/config.json) runs the demo', () => {
    const config = parseRuntimeConfig({ apiBaseUrl: '', environment: 'development' })
    expect(chooseProvider(config, demoBuild)).toEqual({ kind: 'demo' })
  })
})

describe.each(deployedEnvironments)('chooseProvider: %s never turns into the demo', (environment) => {
  it.each(builds)('an empty apiBaseUrl is a configuration error in %s', (_, build) => {
    for (const apiBaseUrl of EMPTY)
      expect(chooseProvider(configOf(environment, apiBaseUrl), build)).toEqual({
        kind: 'misconfigured',
        reason: `apiBaseUrl is empty in ${environment}`,
      })
  })

  it.each(builds)('a malformed apiBaseUrl is a configuration error in %s', (_, build) => {
    for (const apiBaseUrl of [...MALFORMED, 'http://api.example.com/v1'])
      expect(chooseProvider(configOf(environment, apiBaseUrl), build)).toMatchObject({
        kind: 'misconfigured',
        reason: expect.stringContaining(apiBaseUrl),
      })
  })

  it.each(builds)(
    'a provider on loopback may be plain http in %s (a test stack on this machine)',
    (_, build) => {
      for (const baseUrl of ['http://127.0.0.1:4010', 'http://localhost:4010/api', 'http://[::1]:4010'])
        expect(chooseProvider(configOf(environment, baseUrl), build)).toEqual({ kind: 'provider', baseUrl })
      expect(chooseProvider(configOf(environment, 'http://127.0.0.2:4010'), build).kind).toBe('misconfigured')
    },
  )

  it.each(builds)('a valid https apiBaseUrl is the provider in %s', (_, build) => {
    expect(chooseProvider(configOf(environment, ` ${VALID} `), build)).toEqual({
      kind: 'provider',
      baseUrl: VALID,
    })
  })

  it.each(builds)('demo: true is a configuration error in %s, whatever apiBaseUrl says', (_, build) => {
    for (const apiBaseUrl of ['', VALID, MALFORMED[0]!])
      expect(chooseProvider(configOf(environment, apiBaseUrl, true), build)).toEqual({
        kind: 'misconfigured',
        reason: `the embedded demo provider is for development only, not ${environment}`,
      })
  })
})

describe('chooseProvider: credentials in apiBaseUrl', () => {
  it.each(ENVIRONMENTS)(
    'are a configuration error in %s, and the reason does not repeat them',
    (environment) => {
      const choice = chooseProvider(configOf(environment, 'https://user:secret@api.example.com'), deployment)
      expect(choice.kind).toBe('misconfigured')
      expect(JSON.stringify(choice)).not.toMatch(/user|secret/)
    },
  )
})

describe('chooseProvider: configuration files that do not say development', () => {
  it.each([
    ['a missing or unreadable file', {}],
    ['no environment', { apiBaseUrl: '' }],
    ['an unknown environment', { apiBaseUrl: '', environment: 'staging', demo: true }],
    ['an environment of the wrong type', { apiBaseUrl: '', environment: 1 }],
  ])('%s is production: a configuration error, never the demo', (_, raw) => {
    expect(chooseProvider(parseRuntimeConfig(raw), demoBuild).kind).toBe('misconfigured')
  })

  it('an apiBaseUrl of the wrong type is malformed, not empty', () => {
    expect(
      chooseProvider(parseRuntimeConfig({ apiBaseUrl: 42, environment: 'development' }), demoBuild),
    ).toEqual({ kind: 'misconfigured', reason: 'apiBaseUrl "42" is not an absolute URL' })
  })
})

describe('apiBaseUrlProblem', () => {
  it('says why, in words an operator can act on', () => {
    expect(apiBaseUrlProblem('api.example.com', 'production')).toBe(
      'apiBaseUrl "api.example.com" is not an absolute URL',
    )
    expect(apiBaseUrlProblem('http://api.example.com', 'uat')).toBe(
      'apiBaseUrl "http://api.example.com" must use https in uat',
    )
    expect(apiBaseUrlProblem('ws://api.example.com', 'development')).toBe(
      'apiBaseUrl "ws://api.example.com" is not an http(s) URL',
    )
    expect(apiBaseUrlProblem('https://user:secret@api.example.com/v1', 'production')).toBe(
      'apiBaseUrl "https://…@api.example.com/v1" must not carry credentials',
    )
    expect(apiBaseUrlProblem(VALID, 'production')).toBeNull()
  })
})

describe('chooseProvider: every configured address is https outside development', () => {
  const withAddress = (environment: Environment, change: Partial<RuntimeConfig>): RuntimeConfig => ({
    ...configOf(environment, VALID),
    ...change,
  })
  const insecure: Array<[string, Partial<RuntimeConfig>]> = [
    ['links.faq', { links: { ...defaultRuntimeConfig.links, faq: 'http://help.example.com/faq' } }],
    [
      'passwordChange.url',
      { passwordChange: { ...defaultRuntimeConfig.passwordChange, url: 'http://login.example.com/pw' } },
    ],
    ['reportHosts', { reportHosts: ['http://app.powerbi.com'] }],
  ]

  it.each(insecure)('%s over http is a configuration error in every deployed environment', (name, change) => {
    for (const environment of deployedEnvironments)
      expect(chooseProvider(withAddress(environment, change), deployment)).toEqual({
        kind: 'misconfigured',
        reason: `${name} must be an https address in ${environment}`,
      })
  })

  it.each(insecure)('%s over http is taken in development', (_, change) => {
    expect(chooseProvider(withAddress('development', change), deployment)).toEqual({
      kind: 'provider',
      baseUrl: VALID,
    })
  })

  it("takes every environment's own configuration (deploy/environments)", async () => {
    const { readFile } = await import('node:fs/promises')
    for (const environment of ENVIRONMENTS) {
      const file = JSON.parse(await readFile(`deploy/environments/${environment}.json`, 'utf8')) as {
        config: unknown
      }
      expect(chooseProvider(parseRuntimeConfig(file.config), deployment).kind, environment).toBe('provider')
    }
  })
})
