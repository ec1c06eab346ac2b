import wretch from 'wretch'
import { isAbortError, permittedRedirect } from '../domain'
import { actingUserSignal, apiBase, navigateTo, portalOrigin, requestContext } from './context'
import type { Endpoint, Method, PathArguments } from './endpoints'
import { antiForgeryHeaders } from './endpoints/antiForgery'
import { loadAnswers, type AnswerLoader } from './endpoints/endpoint'
import { InvalidPathParameter } from './endpoints/pathParameters'
import { ApiError, ChangeRefusedError, RequestCancelledError, UnsentCallError } from './errors'
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
  /** The schema its JSON answer must pass (its registry entry). */
  answer?: AnswerLoader
  /** The path parameter outside its format, when there is one: the call is refused before it is sent. */
  refusedParameter?: string
  /** How long the call may take, answer included; default the configured `callDeadlineMs`. */
  deadlineMs?: number
}

/**
 * The registry's part of a call (./endpoints): method, path with its values, §8 texts and the answer's schema. A
 * text that names something (a group) comes as the function making it; the caller then gives `failure` itself.
 * A path value outside its format gives no path: the call fails in `send` with its text, unsent.
 */
export const callTo = <Template extends string, Failure, Answer>(
  endpoint: Endpoint<Template, Failure, Answer>,
  ...values: PathArguments<Template>
): Pick<CallSpec, 'method' | 'path' | 'failureByStatus' | 'writes' | 'refusedParameter'> & {
  failure: Failure
  answer: AnswerLoader<Answer>
} => {
  let path = endpoint.template as string
  let refusedParameter: string | undefined
  try {
    path = endpoint.path(...values)
  } catch (error) {
    if (!(error instanceof InvalidPathParameter)) throw error
    refusedParameter = error.message
  }
  const { method, writes, failure, failureByStatus, answer } = endpoint
  return { method, path, writes, failure, failureByStatus, answer: answer!, refusedParameter }
}

/** What every call of the client takes besides its own arguments: the signal that aborts it. */
export interface CallOptions {
  signal?: AbortSignal
}

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

/**
 * A call's failure in the console: its status, its endpoint (the path, no query) and its §8 text; never the
 * answer. Returns the failure to throw.
 */
function logFailure(spec: CallSpec, status: number | null, why: string): ApiError {
  console.error(`${spec.method} ${spec.path} failed (${status ?? 'no answer'}: ${why}): ${spec.failure}`)
  return new ApiError(spec.failure, status)
}

/** Rejects like §8 says: quietly when cancelled, with the call's text otherwise; 401 and 300 navigate. */
export function rejection(spec: CallSpec, error: unknown): Error {
  // The user's own abort stays quiet; a deadline that passed (the timeout signal's TimeoutError) is a failed call
  // with its text.
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError' && !spec.signal?.aborted)
    return logFailure(spec, null, 'past its deadline')
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
    // Anywhere but the portal or the provider is refused: the call fails with its own text instead. The log
    // names the refusal, not the address (its query could carry anything).
    if (target) navigateTo(target)
    else if (location) logFailure(spec, 300, 'a redirect to another site was refused')
  }
  // Only while acting as another user: a 403 on one's own change (an account not theirs) keeps its §8 text.
  if (error.status === 403 && spec.writes && !spec.external && requestContext.actingAsAnotherUser)
    return new ChangeRefusedError(error.json ?? error.text)
  const text = spec.failureByStatus?.[error.status] ?? spec.failure
  return new ApiError(text, error.status, error.json ?? error.text)
}

/** The signal a call goes with: the caller's, its deadline, and for a write the user it acts for. */
function callSignal(spec: CallSpec): AbortSignal {
  const deadline = AbortSignal.timeout(spec.deadlineMs ?? requestContext.callDeadlineMs)
  const signals = [deadline, spec.signal, spec.writes ? actingUserSignal() : undefined]
  return AbortSignal.any(signals.filter((signal): signal is AbortSignal => signal !== undefined))
}

/**
 * Sends a call on the one wretch instance: API base, credentials, the anti-forgery header, context parameters, a
 * deadline, §8 rejections. Every call passes here, so the rules no screen may forget are kept here: a path value
 * outside its format is never sent, and no write is sent while an administrator acts as another user (spec §4).
 */
export async function send(spec: CallSpec): Promise<Response> {
  if (spec.refusedParameter) {
    logFailure(spec, null, `the path parameter ${spec.refusedParameter} is not in its format`)
    throw new UnsentCallError(spec.failure, null)
  }
  if (spec.writes && !spec.external && requestContext.actingAsAnotherUser) throw new ChangeRefusedError()
  let request = wretch(callUrl(spec)).options({
    credentials: spec.credentials ?? 'include',
    signal: callSignal(spec),
  })
  // The provider's anti-forgery rule, for every call of its own. The identity provider is another party's
  // service, posted to without credentials: its CORS policy is not ours to widen.
  if (!spec.external) request = request.headers(antiForgeryHeaders)
  if (spec.headers) request = request.headers(spec.headers)
  if (spec.body !== undefined) request = request.content('application/json').body(JSON.stringify(spec.body))
  try {
    return await request.fetch(spec.method).res()
  } catch (error) {
    throw rejection(spec, error)
  }
}

export const NO_CONTENT = 204

/**
 * A call answering JSON, checked against its endpoint's schema before it is believed: an answer over the cap, not
 * JSON, or failing the schema is the call's failure (logged with the endpoint and why, never the answer). A 204 (or
 * an empty body) answers `empty()` when given (an empty list, or "no data"); otherwise an empty answer is a wrong
 * shape. The reading and the check load with the first answer (./endpoints/answers).
 */
export async function requestJson<T>(
  spec: CallSpec & { answer: AnswerLoader<T> },
  empty?: () => T,
): Promise<T> {
  // Asked for as the call goes out, so that the schema is there when the answer arrives.
  const answer: AnswerLoader<T> = spec.answer
  const reading = Promise.all([loadAnswers(), answer()])
  reading.catch(() => undefined)
  const response = await send(spec)
  if (response.status === NO_CONTENT && empty) return empty()
  const [{ readAnswer }, schema] = await reading
  const read = await readAnswer(response, schema, requestContext.maxAnswerBytes).catch((error: unknown) => {
    throw rejection(spec, error)
  })
  if (read.ok) return read.value
  if (read.empty && empty) return empty()
  throw logFailure(spec, response.status, read.why)
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
