import { isOneOf } from './closedSets'

export const ENVIRONMENTS = ['development', 'qa', 'sec', 'uat', 'production'] as const

export type Environment = (typeof ENVIRONMENTS)[number]

export interface FeatureFlags {
  landingPage: boolean
  calendar: boolean
  analytics: boolean
}

/** spec §9 Feature flags. */
export const featureFlagsByEnvironment: Record<Environment, FeatureFlags> = {
  development: { landingPage: false, calendar: true, analytics: true },
  qa: { landingPage: false, calendar: true, analytics: true },
  sec: { landingPage: false, calendar: true, analytics: true },
  uat: { landingPage: false, calendar: true, analytics: false },
  production: { landingPage: false, calendar: false, analytics: false },
}

/** Unknown names are treated as production, the most restrictive environment. */
export function parseEnvironment(value: string | null | undefined): Environment {
  const normalized = (value ?? '').trim().toLowerCase()
  return isOneOf(ENVIRONMENTS, normalized) ? normalized : 'production'
}

export const featureFlagsFor = (environment: string | null | undefined): FeatureFlags => ({
  ...featureFlagsByEnvironment[parseEnvironment(environment)],
})
