import http from 'node:http'
import { pathToFileURL } from 'node:url'
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

// `node scripts/serve-static.mjs <folder> [port]`: a built Storybook (or any built folder) for a reviewer, on
// loopback, until Ctrl+C. The Storybook kept by CI (ci-artifacts/storybook-static.tar.gz) opens this way.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2)
  const { url, close } = await serveStatic(dir, { port: Number(port) })
  console.log(`Serving ${dir} at ${url} (Ctrl+C stops it)`)
  process.once('SIGINT', () => void close().then(() => process.exit(0)))
}
