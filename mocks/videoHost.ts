import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'

/**
 * The demo's video host: the clips of mocks/video (scripts/make-demo-videos.sh) under /demo-video/, by video id,
 * with byte ranges so the player can seek. The dev server and the standalone provider answer with it; Storybook
 * and the demo build serve the same files statically.
 */
export const DEMO_VIDEO_PATH = '/demo-video/'

const CLIPS = join(import.meta.dirname, 'video')
const CLIP_NAME = /^[a-z0-9-]+\.(webm|vtt)$/
const TYPES = { webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' } as const

/**
 * Answers a request for a clip or its captions; false when the path is not the host's. A token is required, as
 * a host's would be (the demo does not check which): none is a 403.
 */
export function answerDemoVideo(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string> = {},
  /** A fault the journeys injected for this path (`__mock/faults`): a status to answer, or a dropped connection. */
  faultFor?: (method: string, path: string) => { status?: number; network?: boolean } | undefined,
): boolean {
  const url = new URL(request.url ?? '/', 'http://host')
  if (!url.pathname.startsWith(DEMO_VIDEO_PATH)) return false
  const fault = faultFor?.(request.method ?? 'GET', url.pathname)
  if (fault?.network) {
    request.socket.destroy()
    return true
  }
  if (fault?.status) {
    response.writeHead(fault.status, headers).end()
    return true
  }
  const name = url.pathname.slice(DEMO_VIDEO_PATH.length)
  const match = CLIP_NAME.exec(name)
  let bytes: Buffer | null = null
  try {
    bytes = match ? readFileSync(join(CLIPS, name)) : null
  } catch {
    bytes = null
  }
  if (!match || !bytes) {
    response.writeHead(404, headers).end()
    return true
  }
  if (!url.searchParams.get('token')) {
    response.writeHead(403, headers).end()
    return true
  }
  const type = TYPES[match[1] as keyof typeof TYPES]
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
  const start = range?.[1] ? Number(range[1]) : 0
  const end = range?.[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1
  if (range && start > end) {
    response.writeHead(416, { ...headers, 'Content-Range': `bytes */${bytes.length}` }).end()
    return true
  }
  response.writeHead(range ? 206 : 200, {
    ...headers,
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Content-Length': String(end - start + 1),
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${bytes.length}` } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1))
  return true
}
