import wretch from 'wretch'
import { isAbortError, permittedRedirect } from '../domain'
import { apiBase, navigateTo, portalOrigin, requestContext } from './context'
import type { Endpoint, Method, PathArguments } from './endpoints'
import { antiForgeryHeaders } from './endpoints/antiForgery'
import { ApiError, ChangeRefusedError, RequestCancelledError } from './errors'
import { handleUnauthorized } from './signIn'

export type { Method }
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>

/** One provider call, described once; the cross-cutting rules of §7 and §8 are applied in `send`. */
export interface CallSpec {
  method: Method
  /** Path under the API base, e.g. '/documents/v1/DocumentTypes'; or an absolute URL (identity provider). */
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  /** The §8 text every failure of this call rejects with. */
  failure: string
  /** Other texts for particular statuses (e.g. 404 of the FSIS reports). */
  failureByStatus?: Partial<Record<number, string>>
  /** Text of the quiet rejection when the call is cancelled. */
  cancelledText?: string
  /**
   * Adds entitledUserId and investorAccountGroupId (spec §7); default true. 'entitledUserOnly' leaves the group
   * out, for lists that must not be narrowed to the selected group (the profile's group editor).
   */
  withContext?: boolean | 'entitledUserOnly'
  credentials?: RequestCredentials
  /**
   * Another service's call (the identity provider): its 401 and 300 answers are its own failures, not the
   * portal's session ending or moving.
   */
  external?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The call changes what the user owns (its registry entry): a 403 while impersonating is said plainly. */
  writes?: boolean
}

/**
 * The registry's part of a call (./endpoints): method, path with its values, and §8 texts. A text that names
 * something (a group) comes as the function making it; the caller then gives `failure` itself.
 */
export const callTo = <Template extends string, Failure>(
  endpoint: Endpoint<Template, Failure>,
  ...values: PathArguments<Template>
): Pick<CallSpec, 'method' | 'path' | 'failureByStatus' | 'writes'> & { failure: Failure } => ({
  method: endpoint.method,
  path: endpoint.path(...values),
  writes: endpoint.writes,
  failure: endpoint.failure,
  ...(endpoint.failureByStatus ? { failureByStatus: endpoint.failureByStatus } : {}),
})

/** What every call of the client takes besides its own arguments: the signal that aborts it. */
export interface CallOptions {
  signal?: AbortSignal
}

/** Checks an answer's shape; a wrong shape becomes the call's rejection text, never a crash. */
export type Guard<T> = (value: unknown) => value is T

function queryString(spec: CallSpec): string {
  const params = new URLSearchParams()
  const append = (key: string, value: QueryValue) => {
    if (value === null || value === undefined) return
    if (Array.isArray(value))
      for (const item of value as ReadonlyArray<string | number>) params.append(key, String(item))
    else params.append(key, String(value))
  }
  for (const [key, value] of Object.entries(spec.query ?? {})) append(key, value)
  if (spec.withContext !== false) append('entitledUserId', requestContext.entitledUserId)
  if (spec.withContext === undefined || spec.withContext === true)
    append('investorAccountGroupId', requestContext.investorAccountGroupId)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const callUrl = (spec: CallSpec): string => {
  const absolute = /^https?:\/\//i.test(spec.path)
  const path = absolute ? spec.path : `${apiBase()}/${spec.path.replace(/^\/+/, '')}`
  return `${path}${queryString(spec)}`
}

interface HttpFailure {
  status: number
  response?: Response
  json?: unknown
  text?: string
}

const isHttpFailure = (error: unknown): error is HttpFailure =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'

/** Rejects like §8 says: quietly when cancelled, with the call's text otherwise; 401 and 300 navigate. */
export function rejection(spec: CallSpec, error: unknown): Error {
  if (isAbortError(error) || spec.signal?.aborted) return new RequestCancelledError(spec.cancelledText)
  if (!isHttpFailure(error)) return new ApiError(spec.failure, null)
  if (error.status === 401 && !spec.external) handleUnauthorized()
  if (error.status === 300 && !spec.external) {
    const location = error.response?.headers.get('location')
    const target = permittedRedirect(location, {
      portalOrigin: portalOrigin(),
      providerBase: apiBase(),
      callUrl: callUrl(spec),
    })
    // Anywhere but the portal or the provider is refused: the call fails with its own text instead.
    if (target) navigateTo(target)
    else if (location) console.error(`A redirect to another site was refused: ${location}`)
  }
  // Only while acting as another user: a 403 on one's own change (an account not theirs) keeps its §8 text.
  if (error.status === 403 && spec.writes && !spec.external && requestContext.actingAsAnotherUser)
    return new ChangeRefusedError(error.json ?? error.text)
  const text = spec.failureByStatus?.[error.status] ?? spec.failure
  return new ApiError(text, error.status, error.json ?? error.text)
}

/** Sends a call on the one wretch instance: API base, credentials, context parameters, §8 rejections. */
export async function send(spec: CallSpec): Promise<Response> {
  let request = wretch(callUrl(spec)).options({ credentials: spec.credentials ?? 'include' })
  // The provider's anti-forgery rule, for every call of its own. The identity provider is another party's
  // service, posted to without credentials: its CORS policy is not ours to widen.
  if (!spec.external) request = request.headers(antiForgeryHeaders)
  if (spec.headers) request = request.headers(spec.headers)
  if (spec.signal) request = request.options({ signal: spec.signal })
  if (spec.body !== undefined) request = request.content('application/json').body(JSON.stringify(spec.body))
  try {
    return await request.fetch(spec.method).res()
  } catch (error) {
    throw rejection(spec, error)
  }
}

export const NO_CONTENT = 204

async function readJson(spec: CallSpec, response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
  } catch (error) {
    throw rejection(spec, error)
  }
}

/**
 * A call answering JSON of a known shape. A 204 (or an empty body) answers `empty()` when given (an empty
 * list, or "no data"); otherwise an empty answer is a wrong shape.
 */
export async function requestJson<T>(spec: CallSpec, guard: Guard<T>, empty?: () => T): Promise<T> {
  const response = await send(spec)
  const body = response.status === NO_CONTENT ? undefined : await readJson(spec, response)
  if (body === undefined && empty) return empty()
  if (!guard(body)) throw new ApiError(spec.failure, response.status)
  return body
}

/**
 * A call whose answer another consumer reads (the investor directory's worker): `consume` gets the body (null for
 * a 204 or no body) and the status; whatever it throws rejects like the call itself (quietly when cancelled).
 */
export async function requestBody<T>(
  spec: CallSpec,
  consume: (body: ReadableStream<Uint8Array> | null, status: number) => Promise<T>,
): Promise<T> {
  const response = await send(spec)
  try {
    return await consume(response.status === NO_CONTENT ? null : response.body, response.status)
  } catch (error) {
    throw error instanceof ApiError ? error : rejection(spec, error)
  }
}

/** A call whose answer is not used (spec §7 "not shown"). */
export async function requestVoid(spec: CallSpec): Promise<void> {
  const response = await send(spec)
  // Read (and drop) the answer so the connection is released; its content is not part of the contract.
  await response.arrayBuffer().catch(() => undefined)
}
