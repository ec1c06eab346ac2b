import type { RuntimeConfig } from './config'

/**
 * Which provider the portal talks to, decided once at start-up from the runtime configuration and what the
 * build carries: the embedded demo provider, a real provider at baseUrl, or none (a configuration error page,
 * no sign-in and no provider call).
 */
export type ProviderChoice =
  { kind: 'demo' } | { kind: 'provider'; baseUrl: string } | { kind: 'misconfigured'; reason: string }

export interface BuildContents {
  /** The build carries the embedded demo provider (`npm start`, `npm run build:demo`), not the deployment artifact. */
  demoProvider: boolean
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Why a configured API base cannot be used, or null when it can: an absolute http(s) URL with a host, without
 * credentials, query or fragment; https outside development unless the provider is on loopback.
 */
export function apiBaseUrlProblem(value: string, environment: RuntimeConfig['environment']): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `apiBaseUrl "${value}" is not an absolute URL`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `apiBaseUrl "${value}" is not an http(s) URL`
  // Plain http only in development, or to a provider on this machine's loopback (a test stack behind the hosting's
  // nginx): nothing crosses a network unencrypted.
  if (url.protocol === 'http:' && environment !== 'development' && !LOOPBACK_HOSTS.has(url.hostname))
    return `apiBaseUrl "${value}" must use https in ${environment}`
  if (!url.hostname) return `apiBaseUrl "${value}" names no host`
  // The log never repeats the credentials themselves.
  if (url.username || url.password)
    return `apiBaseUrl "${url.protocol}//…@${url.host}${url.pathname}" must not carry credentials`
  if (url.search || url.hash || value.includes('?') || value.includes('#'))
    return `apiBaseUrl "${value}" must not carry a query or a fragment`
  return null
}

/**
 * The start-up decision. The embedded demo provider starts only in development, when the configuration asks for
 * it (`demo: true`, or an empty apiBaseUrl), and only in a build that carries it. In qa, sec, uat and production
 * (and any unknown environment, read as production) an empty or malformed apiBaseUrl, or a request for the
 * demo, is a configuration error: a deployment never turns into the demo.
 */
export function chooseProvider(config: RuntimeConfig, build: BuildContents): ProviderChoice {
  const { environment, demo } = config
  const apiBaseUrl = config.apiBaseUrl.trim()
  if (environment !== 'development') {
    if (demo) return misconfigured(`the embedded demo provider is for development only, not ${environment}`)
    if (!apiBaseUrl) return misconfigured(`apiBaseUrl is empty in ${environment}`)
  } else if (demo || !apiBaseUrl) {
    return build.demoProvider
      ? { kind: 'demo' }
      : misconfigured(
          `${demo ? 'demo is asked for' : 'apiBaseUrl is empty'}, and this build carries no embedded demo provider`,
        )
  }
  const problem = apiBaseUrlProblem(apiBaseUrl, environment) ?? insecureAddress(config)
  return problem ? misconfigured(problem) : { kind: 'provider', baseUrl: apiBaseUrl }
}

const misconfigured = (reason: string): ProviderChoice => ({ kind: 'misconfigured', reason })

/**
 * Outside development every address the configuration gives (links, the password change, the report hosts) is
 * https (or on loopback): the first of them that is not, else null.
 */
function insecureAddress({ environment, links, passwordChange, reportHosts }: RuntimeConfig): string | null {
  if (environment === 'development') return null
  const named = [
    ...Object.entries(links).map(([name, address]) => [`links.${name}`, address] as const),
    ['passwordChange.url', passwordChange.url] as const,
    ...reportHosts.map((host) => ['reportHosts', host] as const),
  ]
  const insecure = named.find(([, address]) => address !== '' && !isSecureAddress(address))
  return insecure ? `${insecure[0]} must be an https address in ${environment}` : null
}

/** https, or plain http to this machine's loopback (a test stack behind the hosting's nginx), as for the API base. */
function isSecureAddress(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  } catch {
    return false
  }
}
