import http from 'node:http'
import sirv from 'sirv'

/**
 * Serves a built folder on loopback, on a free port unless one is given.
 * Returns the URL and a close function; callers must close what they start.
 */
export async function serveStatic(dir, { port = 0, single = false } = {}) {
  const handler = sirv(dir, { dev: false, etag: true, single })
  const server = http.createServer((req, res) => handler(req, res))
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`
  const close = () => new Promise((resolve) => server.close(() => resolve()))
  return { url, close }
}
