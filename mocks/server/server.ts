import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { getResponse } from 'msw'
import { handlers } from '../handlers'
import { allowOrigins, isAllowedOrigin } from '../origins'
import { takeFault } from '../faults'
import { mockState, resetMockState } from '../state'
import { answerDemoVideo } from '../videoHost'

/**
 * The embedded provider over real HTTP, for production builds, journeys and benchmarks: the same MSW handlers,
 * run by msw's getResponse inside a node:http server on loopback. Sessions are cookies set by /signin.
 */
export interface MockApiServer {
  url: string
  port: number
  /** The identity provider's stand-in on its own origin, when asked for (`identityPort`). */
  identityUrl: string | null
  close(): Promise<void>
}

export interface MockApiServerOptions {
  port?: number
  /** Origins beyond loopback allowed to call with credentials (MOCK_API_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[]
  /** The day the book is as of (default: today). */
  today?: Date | string
  /**
   * Also listen on this port (0: any free one), as the identity provider's origin: the portal posts password
   * changes there without credentials, as it would to the real one. Same handlers, same state and faults.
   */
  identityPort?: number
}

const HOST = '127.0.0.1'
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const EXPOSED_HEADERS = 'Content-Disposition, Location'

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const body = await readBody(request)
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : null,
  })
}

/** CORS for the portal's origin, with credentials: only for loopback or configured origins. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (!origin || !isAllowedOrigin(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  }
}

async function handle(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(request)
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type',
      'Access-Control-Max-Age': '600',
    })
    response.end()
    return
  }
  // The demo's video host, on the provider's origin: the portal's CSP names it in media-src.
  if (answerDemoVideo(request, response, cors, (method, path) => takeFault(mockState.faults, method, path)))
    return
  const answer = await getResponse(handlers, await toFetchRequest(request, origin))
  if (!answer || answer.type === 'error') {
    if (answer?.type === 'error') {
      // A "network" fault: drop the connection as a failing network would.
      request.socket.destroy()
      return
    }
    response.writeHead(404, { ...cors, 'Content-Type': 'application/json' })
    response.end(JSON.stringify(['No such provider call.']))
    return
  }
  const headers: Record<string, string | string[]> = { ...cors }
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  response.writeHead(answer.status, headers)
  if (!answer.body) {
    response.end()
    return
  }
  // Streamed: the million-investor answer is produced as it is sent, never held whole.
  await pipeline(Readable.fromWeb(answer.body as WebReadableStream), response)
}

interface Listener {
  url: string
  port: number
  close(): Promise<void>
}

async function listen(port: number): Promise<Listener> {
  let origin = ''
  const server = createServer((request, response) => {
    handle(request, response, origin).catch((error: unknown) => {
      console.error('[mock provider]', error)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' })
      response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => resolve())
  })
  const address = (server.address() as AddressInfo).port
  origin = `http://${HOST}:${address}`
  return {
    url: origin,
    port: address,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export async function startMockApiServer(options: MockApiServerOptions = {}): Promise<MockApiServer> {
  allowOrigins(options.allowedOrigins ?? [])
  resetMockState(null, { today: options.today ?? new Date(), sessionMode: 'cookie' })
  const api = await listen(options.port ?? 4010)
  let identity: Listener | null = null
  try {
    if (options.identityPort !== undefined) identity = await listen(options.identityPort)
  } catch (error) {
    await api.close()
    throw error
  }
  return {
    url: api.url,
    port: api.port,
    identityUrl: identity?.url ?? null,
    close: async () => {
      await Promise.all([api.close(), identity?.close()])
    },
  }
}
