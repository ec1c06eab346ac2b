import { parseEnvironment, type Environment } from '../domain'

/**
 * Runtime configuration, read at start from /config.json so one build serves every environment.
 * An empty apiBaseUrl means "no provider configured": the portal starts its embedded demo provider.
 */

export interface RuntimeConfig {
  apiBaseUrl: string
  environment: Environment
  links: {
    insightsHub: string
    helpSite: string
    faq: string
    companySite: string
    photoSharing: string
    socialNetworkOne: string
    socialNetworkTwo: string
    identityProvider: string
  }
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  environment: 'development',
  links: {
    insightsHub: 'https://insights.example.com/',
    helpSite: 'https://help.example.com/portal',
    faq: 'https://help.example.com/portal/faq',
    companySite: 'https://www.example.com/',
    photoSharing: 'https://photos.example.com/company',
    socialNetworkOne: 'https://social-one.example.com/company',
    socialNetworkTwo: 'https://social-two.example.com/company',
    identityProvider: 'https://identity.example.com/',
  },
}

/** Merges what the server's config.json says over the defaults, ignoring fields of the wrong shape. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const links = typeof source.links === 'object' && source.links !== null ? source.links : {}
  const stringLinks = Object.fromEntries(
    Object.entries(links).filter(([, value]) => typeof value === 'string'),
  )
  return {
    apiBaseUrl: typeof source.apiBaseUrl === 'string' ? source.apiBaseUrl : defaultRuntimeConfig.apiBaseUrl,
    // An unknown environment name is treated as production, the most restrictive (src/domain).
    environment:
      typeof source.environment === 'string'
        ? parseEnvironment(source.environment)
        : defaultRuntimeConfig.environment,
    links: { ...defaultRuntimeConfig.links, ...stringLinks },
  }
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    return parseRuntimeConfig(response.ok ? await response.json() : {})
  } catch {
    return defaultRuntimeConfig
  }
}
