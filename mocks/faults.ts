import { delay, http, HttpResponse, type DefaultBodyType } from 'msw'
import { mockState, notifyMockStateChange, type Fault } from './state'
import { providerPathOf, fail } from './handlers/route'

export type { Fault }

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', '*']

/**
 * The faults a call is put through, by name: by the fault matrix (e2e/faults.test.mjs) and by a reviewer from
 * Storybook's toolbar. Slow is 1.5 s, past the portal's loading indicators' delay.
 */
export const FAULT_KINDS = {
  '500': { status: 500 },
  'network error': { network: true },
  '204': { status: 204 },
  '401': { status: 401 },
  slow: { delayMs: 1500 },
  hang: { hang: true },
  /** An answer cut off mid-way: JSON that does not parse. */
  'malformed JSON': { status: 200, text: '[{"id": 1, "name": "Fund I", "total": 3, "results": [{"tit' },
  /**
   * Fields of the wrong type: an object where a list is due, and where an object is due its usual fields as the
   * wrong kind of value (text for numbers and lists, numbers and objects for text).
   */
  'wrong shape': {
    status: 200,
    body: {
      id: { nested: true },
      userId: 7,
      name: 7,
      title: ['not', 'text'],
      total: 'three',
      results: 'none',
      token: 1,
      embedUrl: 1,
      homePageVideo: 'video',
      fundToInvestorsMapping: 'none',
      soiDetailed: 'none',
      groups: 'none',
      fundId: { id: 1 },
      reportingDate: 20261231,
    },
  },
  '403': { status: 403 },
  /** 3 MB of JSON: past the cap the journeys' configuration sets (e2e/lib/stack.mjs, 2 MB). */
  'huge answer': { status: 200, hugeBytes: 3_000_000 },
} as const satisfies Record<string, Omit<Fault, 'method' | 'path'>>

export type FaultKind = keyof typeof FAULT_KINDS

/**
 * Reads a fault list like `[{"method":"POST","path":"/documents/v1/Users/documents/search","status":500}]`.
 * `network: true` fails the connection, `delayMs` holds the answer, `hang: true` never answers (until the request
 * is aborted), `status` answers that status (204, 401, 404, 500…), `body` gives the answer's JSON, `times` limits
 * how many calls fail. Malformed lists are a 400.
 */
export function parseFaults(value: unknown): Fault[] {
  const list = Array.isArray(value) ? value : [value]
  return list.map((item): Fault => {
    if (typeof item !== 'object' || item === null) return fail(400, ['Each fault must be an object.'])
    const f = item as Record<string, unknown>
    const method = typeof f.method === 'string' ? f.method.toUpperCase() : '*'
    if (!METHODS.includes(method)) fail(400, [`Unknown method ${String(f.method)}.`])
    if (typeof f.path !== 'string' || !f.path.startsWith('/'))
      fail(400, ['Each fault needs a path starting with /.'])
    const status = f.status === undefined ? undefined : Number(f.status)
    if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599))
      fail(400, ['status must be an HTTP status.'])
    const delayMs = f.delayMs === undefined ? undefined : Number(f.delayMs)
    if (delayMs !== undefined && !(delayMs >= 0 && delayMs <= 600_000))
      fail(400, ['delayMs must be 0 to 600000.'])
    const times = f.times === undefined ? undefined : Number(f.times)
    if (times !== undefined && !(Number.isInteger(times) && times > 0))
      fail(400, ['times must be a positive integer.'])
    if (f.hang !== undefined && typeof f.hang !== 'boolean') fail(400, ['hang must be true or false.'])
    if (f.text !== undefined && typeof f.text !== 'string') fail(400, ['text must be a string.'])
    const hugeBytes = f.hugeBytes === undefined ? undefined : Number(f.hugeBytes)
    if (
      hugeBytes !== undefined &&
      !(Number.isInteger(hugeBytes) && hugeBytes > 0 && hugeBytes <= 100_000_000)
    )
      fail(400, ['hugeBytes must be 1 to 100000000.'])
    if (status === undefined && f.network !== true && delayMs === undefined && f.hang !== true)
      fail(400, ['A fault needs status, network, delayMs or hang.'])
    return {
      method,
      path: f.path.split('?')[0] ?? f.path,
      status,
      network: f.network === true,
      delayMs,
      hang: f.hang === true,
      body: f.body,
      text: f.text,
      hugeBytes,
      headers: headersOf(f.headers),
      times,
    }
  })
}

function headersOf(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'object' || value === null) return fail(400, ['headers must be an object.'])
  return Object.fromEntries(Object.entries(value).map(([key, header]) => [key, String(header)]))
}

/**
 * Matched by method and path under the API base, case-insensitive. A star stands for any run of characters,
 * so '/reporting/v1/' plus a star matches everything under it, and a star in place of an id matches that call
 * for any id (the fault matrix uses '/documents/v1/Users/{star}/actionItem/{star}').
 */
function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== '*' && fault.method !== method.toUpperCase()) return false
  return pathPattern(fault.path).test(path)
}

/** A fault path as a pattern over request paths (the e2e fault matrix matches the browser's requests with it). */
export const pathPattern = (glob: string): RegExp =>
  new RegExp(`^${glob.split('*').map(escapeRegExp).join('.*')}$`, 'i')

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function takeFault(faults: Fault[], method: string, path: string): Fault | undefined {
  const index = faults.findIndex((f) => matches(f, method, path))
  const fault = faults[index]
  if (fault?.times !== undefined) {
    fault.times -= 1
    if (fault.times <= 0) faults.splice(index, 1)
  }
  return fault
}

/** Settles when the request is aborted; for a request that never is, never (MSW's `delay('infinite')`). */
const untilAborted = (signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) resolve()
    signal?.addEventListener('abort', () => resolve(), { once: true })
  })

/**
 * The answer a fault gives, or undefined when it only delays (the real handler answers after the delay). A hang
 * lets go of an aborted request with a network error nobody reads, so the handler does not wait forever.
 */
export async function applyFault(fault: Fault, signal?: AbortSignal): Promise<Response | undefined> {
  if (fault.delayMs) await delay(fault.delayMs)
  if (fault.hang) return untilAborted(signal).then(() => HttpResponse.error())
  if (fault.network) return HttpResponse.error()
  if (fault.status === undefined) return undefined
  const init = { status: fault.status, headers: fault.headers }
  const json = { ...init, headers: { 'Content-Type': 'application/json', ...fault.headers } }
  if (fault.text !== undefined) return new HttpResponse(fault.text, json)
  if (fault.hugeBytes !== undefined) return new HttpResponse(hugeJson(fault.hugeBytes), json)
  if (fault.status === 204 || fault.body === undefined) return new HttpResponse(null, init)
  return HttpResponse.json(fault.body as DefaultBodyType, init)
}

/** A JSON object of exactly `bytes` bytes: one padding field. */
const hugeJson = (bytes: number): string => `{"padding":"${'x'.repeat(Math.max(0, bytes - 14))}"}`

/** Adds faults to the provider's state (what POST {api}/__mock/faults does). */
export function setFaults(faults: unknown): void {
  mockState.faults.push(...parseFaults(faults))
  notifyMockStateChange()
}

export function clearFaults(): void {
  mockState.faults = []
  notifyMockStateChange()
}

/**
 * MSW handlers applying the given faults, for stories (`parameters.msw.handlers` or `msw.use`) and tests
 * (`server.use`). Prepended to the provider's handlers, they answer before the normal handler.
 */
export function withFaults(faults: ReadonlyArray<Partial<Fault> & { path: string }>) {
  const list = parseFaults(faults)
  return [
    http.all('*', async ({ request }) => {
      const path = providerPathOf(new URL(request.url))
      if (!path) return undefined
      const fault = takeFault(list, request.method, path)
      return fault ? applyFault(fault, request.signal) : undefined
    }),
  ]
}
