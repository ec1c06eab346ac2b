import { mockState, type LoggedRequest } from './state'

const MAX_LOGGED_REQUESTS = 2000

/** Records a provider call (method, path under the API base, query, body) for GET /__mock/requests. */
export async function logRequest(request: Request, path: string): Promise<void> {
  const url = new URL(request.url)
  const query: LoggedRequest['query'] = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? (values[0] ?? '') : values
  }
  let body: unknown = null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.clone().text()
    try {
      body = text === '' ? null : (JSON.parse(text) as unknown)
    } catch {
      body = text
    }
  }
  mockState.requests.push({ method: request.method, path, query, body })
  // A long demo session should not grow without bound: keep the most recent calls.
  if (mockState.requests.length > MAX_LOGGED_REQUESTS)
    mockState.requests.splice(0, mockState.requests.length - MAX_LOGGED_REQUESTS)
}

/**
 * Marks the logged call as refused, with the reason: the audit trail of a refused write. The gate logged the call
 * before its handler ran; the latest unmarked entry of the same method and path is that call (hosts without the
 * gate get a fresh entry).
 */
export async function recordRefusal(request: Request, path: string, reason: string): Promise<void> {
  const entry = mockState.requests.findLast(
    (logged) => logged.refused === undefined && logged.method === request.method && logged.path === path,
  )
  if (entry) {
    entry.refused = reason
    return
  }
  await logRequest(request, path)
  const logged = mockState.requests.at(-1)
  if (logged) logged.refused = reason
}

export const loggedRequests = (): LoggedRequest[] => mockState.requests

export function clearRequestLog(): void {
  mockState.requests = []
}
