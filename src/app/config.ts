import { CALL_LIMITS } from '../api'
import { externalHref, parseEnvironment, parseVideoHost, type Environment, type VideoHost } from '../domain'

/**
 * Runtime configuration, read at start from /config.json so one build serves every environment. Which provider
 * the portal talks to (a real one, the embedded demo, or none: a configuration error) is decided from it by
 * chooseProvider (providerChoice.ts).
 */

export interface RuntimeConfig {
  /** The provider's API base: an absolute http(s) URL (https outside development). */
  apiBaseUrl: string
  /** An absent or unknown name is production, the most restrictive environment. */
  environment: Environment
  /**
   * Asks for the embedded demo provider explicitly (development only, and only in a build that carries it).
   * In development an empty apiBaseUrl asks for it too.
   */
  demo: boolean
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
  /** The video host's media and captions addresses; null: none is configured, and videos cannot play. */
  video: VideoHost | null
  /** The origins the line-two reports may be embedded from (https); none configured: none. */
  reportHosts: string[]
  /** How long a call may take, a file's download too, and the largest JSON answer read (src/api CALL_LIMITS). */
  calls: CallLimits
}

export type CallLimits = { -readonly [Name in keyof typeof CALL_LIMITS]: number }

/** The demo provider's clips (mocks/video), served beside the portal wherever the demo runs. */
export const DEMO_VIDEO_HOST: VideoHost = {
  mediaUrl: '/demo-video/{videoId}.webm?token={videoToken}',
  captionsUrl: '/demo-video/{videoId}.vtt?token={videoToken}',
}

/**
 * The configuration of stories and tests: development with the embedded provider. What a served config.json
 * leaves out is not taken from here for the environment: parseRuntimeConfig reads a missing one as production.
 */
export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  environment: 'development',
  demo: false,
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
  video: DEMO_VIDEO_HOST,
  reportHosts: [],
  calls: { ...CALL_LIMITS },
}

type Links = RuntimeConfig['links']

/**
 * The configured links, each only when the external-link check passes (http or https, as for the insights hub):
 * a javascript: or data: address, a relative one or a value of another type keeps the default instead, so no
 * footer or tab ever renders it. Names the portal does not know are ignored.
 */
function parseLinks(value: unknown): Links {
  const configured = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const links: Links = { ...defaultRuntimeConfig.links }
  for (const name of Object.keys(links) as Array<keyof Links>) {
    const field = configured[name]
    // The address as configured (trimmed), not re-serialised, once the check has passed.
    if (typeof field === 'string' && externalHref(field)) links[name] = field.trim()
  }
  return links
}

/**
 * Merges what the server's config.json says over the defaults, ignoring fields of the wrong shape. Only a file
 * that names its environment can be development: a missing or unknown one is production.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const stringsOf = (value: unknown) =>
    Object.fromEntries(
      Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(
        ([, field]) => typeof field === 'string',
      ),
    )
  return {
    // A value of another type is kept as text, so the provider choice refuses it as malformed rather than empty.
    apiBaseUrl:
      typeof source.apiBaseUrl === 'string'
        ? source.apiBaseUrl
        : source.apiBaseUrl === undefined || source.apiBaseUrl === null
          ? defaultRuntimeConfig.apiBaseUrl
          : JSON.stringify(source.apiBaseUrl),
    // An unknown or missing environment name is treated as production, the most restrictive (src/domain).
    environment: parseEnvironment(typeof source.environment === 'string' ? source.environment : null),
    demo: source.demo === true,
    links: parseLinks(source.links),
    passwordChange: { ...defaultRuntimeConfig.passwordChange, ...stringsOf(source.passwordChange) },
    // Never the demo's host by default: a deployment names its own, or plays no video.
    video: parseVideoHost(source.video),
    reportHosts: Array.isArray(source.reportHosts)
      ? source.reportHosts.flatMap((host) => (typeof host === 'string' ? [originOf(host)] : []))
      : [],
    calls: parseCallLimits(source.calls),
  }
}

/** An origin as the browser writes it ('https://app.powerbi.com'), or the text as given when it is none. */
function originOf(host: string): string {
  try {
    return new URL(host).origin
  } catch {
    return host
  }
}

/** Each limit a positive whole number, else its default. */
function parseCallLimits(value: unknown): CallLimits {
  const given = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const limit = (name: keyof CallLimits) => {
    const number = given[name]
    return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : CALL_LIMITS[name]
  }
  return {
    callDeadlineMs: limit('callDeadlineMs'),
    downloadDeadlineMs: limit('downloadDeadlineMs'),
    maxAnswerBytes: limit('maxAnswerBytes'),
  }
}

/**
 * Reads the served configuration. A file that cannot be read (missing, not JSON) is logged and read as an empty
 * one: production without a provider, which is a configuration error, never the demo.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' })
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return parseRuntimeConfig(await response.json())
  } catch (error) {
    console.error(`The portal's configuration could not be read: ${String(error)}`)
    return parseRuntimeConfig({})
  }
}
