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
  }
  /**
   * The identity provider's change-password endpoint and the portal's client id and connection there. An empty
   * url with the embedded provider means the demo provider's own endpoint.
   */
  passwordChange: { url: string; clientId: string; connection: string }
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
  },
  passwordChange: { url: '', clientId: 'investor-portal', connection: 'Username-Password-Authentication' },
}

/** Merges what the server's config.json says over the defaults, ignoring fields of the wrong shape. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const stringsOf = (value: unknown) =>
    Object.fromEntries(
      Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
        ([, field]) => typeof field === 'string',
      ),
    )
  return {
    apiBaseUrl: typeof source.apiBaseUrl === 'string' ? source.apiBaseUrl : defaultRuntimeConfig.apiBaseUrl,
    // An unknown environment name is treated as production, the most restrictive (src/domain).
    environment:
      typeof source.environment === 'string'
        ? parseEnvironment(source.environment)
        : defaultRuntimeConfig.environment,
    links: { ...defaultRuntimeConfig.links, ...stringsOf(source.links) },
    passwordChange: { ...defaultRuntimeConfig.passwordChange, ...stringsOf(source.passwordChange) },
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
