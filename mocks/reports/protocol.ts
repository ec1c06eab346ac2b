/**
 * The part of the report service's postMessage protocol (as Microsoft's powerbi-client speaks it) a demo report
 * page needs: the host posts requests `{ method, url, headers: { id, uid }, body }` and awaits replies
 * `{ statusCode, headers: { id }, body }`; the page raises events as requests to `/reports/{uid}/events/{name}`.
 */
export interface HostRequest {
  method: string
  url: string
  headers: { id?: string; uid?: string }
  body?: unknown
}

export interface ReportFilterMessage {
  target?: { table?: string; column?: string }
  values?: unknown[]
}

export interface ReportHost {
  onLoad: (load: { token: string; filters: ReportFilterMessage[] }) => void
  onToken: (token: string) => void
  onFilters: (filters: ReportFilterMessage[]) => void
}

const isRequest = (value: unknown): value is HostRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as HostRequest).method === 'string' &&
  typeof (value as HostRequest).url === 'string' &&
  typeof (value as HostRequest).headers === 'object'

/** Answers the host's requests and returns how to raise events to it. */
export function listenToHost(host: ReportHost) {
  let uid = new URLSearchParams(window.location.search).get('uid') ?? ''
  let sequence = 0
  const post = (message: unknown) => window.parent.postMessage(message, '*')
  const reply = (request: HostRequest, statusCode: number, body: unknown = null) =>
    post({ statusCode, headers: { id: request.headers.id }, body })

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || !isRequest(event.data)) return
    const request = event.data
    const route = `${request.method} ${request.url}`
    if (route === 'POST /report/load') {
      const body = request.body as {
        accessToken?: string
        filters?: ReportFilterMessage[]
        uniqueId?: string
      }
      uid = request.headers.uid ?? body.uniqueId ?? uid
      reply(request, 202)
      host.onLoad({ token: String(body.accessToken ?? ''), filters: body.filters ?? [] })
    } else if (route === 'POST /report/token') {
      reply(request, 202)
      host.onToken(String(request.body ?? ''))
    } else if (route === 'POST /report/filters') {
      const body = request.body as { filters?: ReportFilterMessage[] }
      reply(request, 202)
      host.onFilters(body.filters ?? [])
    } else if (route === 'PUT /report/filters') {
      reply(request, 202)
      host.onFilters((request.body as ReportFilterMessage[]) ?? [])
    } else reply(request, 404, { message: `Not part of the demo report: ${route}` })
  })

  return (name: 'loaded' | 'rendered' | 'error', body: unknown = null) =>
    post({
      method: 'POST',
      url: `/reports/${uid}/events/${name}`,
      headers: { id: `demo-${++sequence}` },
      body,
    })
}
