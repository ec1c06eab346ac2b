import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw'
import type { AccountGroup, User } from '../../src/domain'
import { placeholdersOf, type Endpoint } from '../../src/api/endpoints'
import { isPersonaId, personas, type PersonaId } from '../personas'
import { scopeOf, type Scope } from '../scope'
import { findPersonaByUserId, groupsOf, preferencesOf } from '../store'
import { withHostileCorpus } from '../hostile'
import { recordRefusal } from '../requestLog'
import { mockState, notifyMockStateChange } from '../state'

/** A strict server's refusal: thrown anywhere in a handler, answered with its status (and body). */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(`HTTP ${status}`)
  }
}

export function fail(status: number, body?: unknown): never {
  throw new HttpFailure(status, body)
}

/** The cookie of the standalone server's session. */
export const SESSION_COOKIE = 'mock_persona'

/**
 * The part of a URL after the API base: the provider path of §7, or the identity provider's (null for anything
 * else).
 */
const PROVIDER_PATH =
  /\/((?:entitlements|documents|reporting)\/v1\/.*|cvent\/api\/.*|dbconnections\/.*|__mock\/.*|signin)$/i

export function providerPathOf(url: URL): string | null {
  const match = PROVIDER_PATH.exec(url.pathname)
  return match?.[1] ? `/${match[1]}` : null
}

function cookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return null
}

/** Who is signed in: the state's persona in browsers and vitest, the session cookie on the standalone server. */
export function sessionPersona(request: Request): PersonaId | null {
  if (mockState.sessionMode === 'cookie') {
    const persona = cookie(request, SESSION_COOKIE)
    return isPersonaId(persona) ? persona : null
  }
  return mockState.persona
}

/** Everything a handler needs to know about the call. */
export interface Call {
  request: Request
  url: URL
  params: Record<string, string>
  query: URLSearchParams
  /** Who is signed in. */
  signedIn: PersonaId
  /** Whose data the call is about: the impersonated persona when an administrator sends entitledUserId. */
  persona: PersonaId
  user: User
  scope: Scope
  /** The JSON body; 400 when it is not JSON. */
  json(): Promise<unknown>
}

/** entitledUserId: an administrator may act for any known user; anyone else only for themselves. */
function effectivePersona(signedIn: PersonaId, entitledUserId: string | null): PersonaId {
  if (!entitledUserId || entitledUserId === personas[signedIn].userId) return signedIn
  const target = findPersonaByUserId(entitledUserId)
  if (!personas[signedIn].permissions.includes('impersonate:User')) fail(403)
  if (!target) fail(404)
  return target
}

function selectedGroup(persona: PersonaId, groupId: string | null): AccountGroup | null {
  if (!groupId || groupId === 'ALL') return null
  return groupsOf(persona).find((group) => String(group.groupId) === groupId) ?? fail(404)
}

export const userOf = (persona: PersonaId): User => ({
  ...personas[persona],
  preferences: preferencesOf(persona),
})

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return fail(400, ['The request body is not valid JSON.'])
  }
}

/** The audit line of a write refused because it was sent for another user. */
export const WRITE_FOR_ANOTHER_USER = 'write for another user'

/** A write names its user by entitledUserId (spec §7), or by userId (the preference calls). */
const writesForAnotherUser = (signedIn: PersonaId, persona: PersonaId, query: URLSearchParams): boolean =>
  persona !== signedIn || (query.has('userId') && query.get('userId') !== personas[signedIn].userId)

/**
 * Spec §4: impersonation is read-only. The portal sends no write while impersonating; the provider enforces it
 * too, so that nothing an investor owns is ever changed by someone acting as them. The refusal is recorded.
 */
async function refuseWriteForAnotherUser(request: Request, url: URL): Promise<never> {
  await recordRefusal(request, providerPathOf(url) ?? url.pathname, WRITE_FOR_ANOTHER_USER)
  return fail(403, ['Changes cannot be made for another user.'])
}

export function failureResponse(error: unknown): Response {
  if (error instanceof HttpFailure) {
    return error.body === undefined
      ? new HttpResponse(null, { status: error.status })
      : HttpResponse.json(error.body as DefaultBodyType, { status: error.status })
  }
  console.error('[mock provider]', error)
  return HttpResponse.json(['The mock provider failed.'], { status: 500 })
}

/** What a route needs of a registry entry (src/api/endpoints): the demo's own routes give just these. */
export type RouteOf = Pick<Endpoint, 'method' | 'template' | 'writes'>

/**
 * The MSW path of a registry template under any API base (stories' own handlers use it too) (`*` matches the dev portal's /mock-api, Storybook,
 * vitest's host and the standalone server's root). A segment holding a placeholder becomes one parameter, so
 * `{fundId}:{date}` still matches a single segment; the values themselves are read by `paramsOf`.
 */
export const mswPathOf = (template: string): string =>
  `*${template
    .split('/')
    .map((segment) => {
      const [first] = placeholdersOf(segment)
      return first === undefined ? segment : `:${first}`
    })
    .join('/')}`

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The values of a template's placeholders in a request path, decoded as MSW decodes its parameters. A segment
 * that does not have the template's shape (an FPSIS segment without its colon) keeps MSW's parameter whole,
 * for the handler to refuse.
 */
function paramsReader(template: string): (pathname: string, matched: PathParams) => Record<string, string> {
  const names = placeholdersOf(template)
  const pattern = new RegExp(
    `${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('([^/]*?)')}/?$`,
    'i',
  )
  return (pathname, matched) => {
    const values = pattern.exec(pathname)?.slice(1)
    if (!values)
      return Object.fromEntries(Object.entries(matched).map(([key, value]) => [key, String(value)]))
    return Object.fromEntries(names.map((name, i) => [name, decoded(values[i] ?? '')]))
  }
}

export interface RouteOptions {
  /**
   * The call is about the user, not their data: investorAccountGroupId is not checked (so that a stale group id
   * never locks the user out of their groups, profile or terms).
   */
  userLevel?: boolean
}

/**
 * A handler of one §7 call, registered from its registry entry under any API base: signs the call in, resolves
 * impersonation and the account group, and turns thrown failures into answers.
 */
export function route(
  endpoint: RouteOf,
  resolve: (call: Call) => Response | Promise<Response>,
  options: RouteOptions = {},
) {
  const paramsOf = paramsReader(endpoint.template)
  // Decided from the registry once, at registration: no handler can opt out of the impersonation rule.
  const writes = endpoint.writes
  const resolver: HttpResponseResolver<PathParams, DefaultBodyType> = async ({ request, params }) => {
    try {
      const signedIn = sessionPersona(request)
      if (!signedIn) return new HttpResponse(null, { status: 401 })
      const url = new URL(request.url)
      const persona = effectivePersona(signedIn, url.searchParams.get('entitledUserId'))
      if (writes && writesForAnotherUser(signedIn, persona, url.searchParams))
        await refuseWriteForAnotherUser(request, url)
      const group = options.userLevel
        ? null
        : selectedGroup(persona, url.searchParams.get('investorAccountGroupId'))
      const call: Call = {
        request,
        url,
        params: paramsOf(url.pathname, params),
        query: url.searchParams,
        signedIn,
        persona,
        user: userOf(persona),
        scope: scopeOf(persona, group),
        json: () => readJson(request),
      }
      const response = await resolve(call)
      // A write changes the book: persisted hosts save after it.
      if (writes && response.ok) notifyMockStateChange()
      return mockState.hostile ? withHostileCorpus(url.pathname, response) : response
    } catch (error) {
      return failureResponse(error)
    }
  }
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  return http[method](mswPathOf(endpoint.template), resolver)
}

/** Checks of request bodies and parameters: anything malformed is a 400. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function requireObject(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : fail(400, ['The request body must be a JSON object.'])
}

export function requireInteger(value: unknown, what = 'id'): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number)
    ? number
    : fail(400, [`The ${what} is not a valid number.`])
}

export function optionalIdList(value: unknown, what: string): number[] | null {
  if (value === null || value === undefined) return null
  if (!Array.isArray(value)) return fail(400, [`${what} must be a list.`])
  return value.map((v) => requireInteger(v, what))
}

export function requireString(value: unknown, what: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fail(400, [`${what} is required.`])
}

/** Ids given in a query as repeated keys or comma-separated. */
export function queryList(query: URLSearchParams, key: string): string[] {
  return query
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean)
}
