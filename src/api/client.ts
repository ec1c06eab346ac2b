import wretch from 'wretch'
import {
  createSlicer,
  isAbortError,
  sanitizeFileName,
  xlsxFileName,
  type SliceOptions,
  type Slicer,
} from '../domain'
import { apiBase, navigateTo, requestContext } from './context'
import { ApiError, RequestCancelledError } from './errors'
import { handleUnauthorized } from './signIn'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
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
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** What every call of the client takes besides its own arguments: the signal that aborts it. */
export interface CallOptions {
  signal?: AbortSignal
}

/** A downloaded file: its name (from content-disposition) and content. */
export interface DownloadedFile {
  fileName: string
  blob: Blob
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
function rejection(spec: CallSpec, error: unknown): Error {
  if (isAbortError(error) || spec.signal?.aborted) return new RequestCancelledError(spec.cancelledText)
  if (!isHttpFailure(error)) return new ApiError(spec.failure, null)
  if (error.status === 401) handleUnauthorized()
  if (error.status === 300) {
    const location = error.response?.headers.get('location')
    if (location) navigateTo(new URL(location, callUrl(spec)).href)
  }
  const text = spec.failureByStatus?.[error.status] ?? spec.failure
  return new ApiError(text, error.status, error.json ?? error.text)
}

/** Sends a call on the one wretch instance: API base, credentials, context parameters, §8 rejections. */
export async function send(spec: CallSpec): Promise<Response> {
  let request = wretch(callUrl(spec)).options({ credentials: spec.credentials ?? 'include' })
  if (spec.headers) request = request.headers(spec.headers)
  if (spec.signal) request = request.options({ signal: spec.signal })
  if (spec.body !== undefined) request = request.content('application/json').body(JSON.stringify(spec.body))
  try {
    return await request.fetch(spec.method).res()
  } catch (error) {
    throw rejection(spec, error)
  }
}

const NO_CONTENT = 204

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
 * Bytes parsed between two looks at the slice's clock: about a millisecond of work. Network chunks are gathered
 * up to this size (a body that trickles in a few bytes at a time is not parsed a few bytes at a time).
 */
const PARSE_CHUNK_BYTES = 64 * 1024

const isJsonWhitespace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09

/**
 * The answer's bytes in pieces of PARSE_CHUNK_BYTES (the last one shorter), each handed over only while the
 * slice has work time left (a pause comes first otherwise). `content` tells whether the body ended and whether
 * anything but whitespace arrived.
 */
async function* slicedBody(
  body: ReadableStream<Uint8Array>,
  slicer: Slicer,
  signal: AbortSignal | undefined,
  content: { seen: boolean; ended: boolean },
): AsyncGenerator<Uint8Array> {
  const reader = body.getReader()
  let piece = new Uint8Array(PARSE_CHUNK_BYTES)
  let filled = 0
  const handOver = async () => {
    await slicer.checkpoint()
    if (signal?.aborted) throw new RequestCancelledError()
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        content.ended = true
        break
      }
      if (!content.seen) content.seen = value.some((byte) => !isJsonWhitespace(byte))
      for (let at = 0; at < value.length;) {
        const taken = Math.min(value.length - at, PARSE_CHUNK_BYTES - filled)
        piece.set(value.subarray(at, at + taken), filled)
        filled += taken
        at += taken
        if (filled === PARSE_CHUNK_BYTES) {
          await handOver()
          yield piece
          piece = new Uint8Array(PARSE_CHUNK_BYTES)
          filled = 0
        }
      }
    }
    if (filled > 0) {
      await handOver()
      yield piece.subarray(0, filled)
    }
  } finally {
    // Stopped early (cancelled, or the JSON was malformed): drop the rest of the download.
    if (!content.ended) void reader.cancel().catch(() => undefined)
  }
}

/**
 * A call answering a very large JSON list (1,000,000 investors, about 58 MB): read and parsed a chunk at a time,
 * and its items checked, in time slices of 45 ms of work and 90 ms pauses (spec §9), so the page never blocks
 * for the hundreds of milliseconds a plain `JSON.parse` of the whole answer takes. The same rules as
 * `requestJson`: a 204 or an empty body is an empty list, a wrong shape or malformed JSON rejects with the
 * call's text, a cancelled call rejects quietly.
 */
export async function requestJsonList<T>(
  spec: CallSpec,
  item: Guard<T>,
  slicing: Omit<SliceOptions, 'signal' | 'onProgress'> = {},
): Promise<T[]> {
  const response = await send(spec)
  if (response.status === NO_CONTENT || !response.body) return []
  // One slicer for the parse and the shape check: the check goes on in the parse's last slice, not in a new one.
  const slicer = createSlicer({ ...slicing, signal: spec.signal })
  const content = { seen: false, ended: false }
  let list: unknown
  try {
    // Loaded with the first such call: the start-up bundle does not carry the parser.
    const { parseChunked } = await import('@discoveryjs/json-ext')
    list = await parseChunked(slicedBody(response.body, slicer, spec.signal, content))
  } catch (error) {
    // An empty body (or only whitespace) answers an empty list, like requestJson's empty answer.
    if (content.ended && !content.seen) return []
    throw rejection(spec, error)
  }
  if (!Array.isArray(list)) throw new ApiError(spec.failure, response.status)
  for (const entry of list) {
    if (!item(entry)) throw new ApiError(spec.failure, response.status)
    if (slicer.due) await slicer.checkpoint()
    if (spec.signal?.aborted) throw rejection(spec, new RequestCancelledError())
  }
  // The caller's next step (processing the list in slices, say) starts after a pause, in a slice of its own.
  await slicer.rest()
  return list as T[]
}

/** A call whose answer is not used (spec §7 "not shown"). */
export async function requestVoid(spec: CallSpec): Promise<void> {
  const response = await send(spec)
  // Read (and drop) the answer so the connection is released; its content is not part of the contract.
  await response.arrayBuffer().catch(() => undefined)
}

/**
 * A call answering a file. The name comes from content-disposition, else `Report_MMddyyyy.xlsx` (spec §7).
 * A 204 means the report has no data: null.
 */
export async function requestFile(spec: CallSpec): Promise<DownloadedFile | null> {
  const response = await send(spec)
  if (response.status === NO_CONTENT) return null
  try {
    const blob = await response.blob()
    const fileName = xlsxFileName(response.headers.get('content-disposition'), requestContext.now())
    // Saved names keep only letters, digits, underscore and space (spec §5).
    return { fileName: sanitizeFileName(fileName), blob }
  } catch (error) {
    throw rejection(spec, error)
  }
}

/**
 * The generic download helper: a GET of a file under the API base without entitledUserId and
 * investorAccountGroupId (spec §7).
 */
export const downloadFile = (
  path: string,
  failure: string,
  query?: Record<string, QueryValue>,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ method: 'GET', path, query, failure, withContext: false, signal })
