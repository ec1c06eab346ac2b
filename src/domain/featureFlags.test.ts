import { describe, expect, it } from 'vitest'
import { ENVIRONMENTS, featureFlagsFor, parseEnvironment } from './featureFlags'

describe('feature flags', () => {
  it('are defined for development, qa, sec, uat and production', () => {
    expect(ENVIRONMENTS).toEqual(['development', 'qa', 'sec', 'uat', 'production'])
  })
  it('landing page is off everywhere', () => {
    expect(ENVIRONMENTS.map((e) => featureFlagsFor(e).landingPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
  it('calendar is on except in production', () => {
    expect(ENVIRONMENTS.map((e) => featureFlagsFor(e).calendar)).toEqual([true, true, true, true, false])
  })
  it('analytics is on in development, qa and sec only', () => {
    expect(ENVIRONMENTS.map((e) => featureFlagsFor(e).analytics)).toEqual([true, true, true, false, false])
  })
  it('treats unknown environments as production', () => {
    expect(parseEnvironment(' QA ')).toBe('qa')
    expect(parseEnvironment('staging')).toBe('production')
    expect(parseEnvironment(undefined)).toBe('production')
    expect(featureFlagsFor(null)).toEqual({ landingPage: false, calendar: false, analytics: false })
  })
  it('hands out copies', () => {
    const flags = featureFlagsFor('qa')
    flags.calendar = false
    expect(featureFlagsFor('qa').calendar).toBe(true)
  })
})
