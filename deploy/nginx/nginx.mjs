/**
 * Starts Debian's nginx in the foreground on a configuration written by render.mjs, and stops it. Used by
 * `npm run serve` (scripts/serve.mjs) and the hosting tests (e2e/hosting.test.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'

export const nginxBinary = () => process.env.NGINX_PATH || '/usr/sbin/nginx'

const canConnect = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

const errorLog = (runDir) => {
  const path = join(runDir, 'error.log')
  return existsSync(path) ? readFileSync(path, 'utf8') : ''
}

/**
 * Checks the configuration (`nginx -t`), starts nginx with `daemon off` and resolves once it accepts
 * connections on `host:port`. The caller must call stop() (SIGTERM: nginx's fast shutdown), whatever happens.
 */
export async function startNginx({ confPath, runDir, host = '127.0.0.1', port }) {
  const binary = nginxBinary()
  if (!existsSync(binary)) {
    throw new Error(
      `No nginx at ${binary}: apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static, or set NGINX_PATH.`,
    )
  }
  const base = ['-e', join(runDir, 'error.log'), '-c', confPath]
  const test = spawnSync(binary, [...base, '-t', '-q'], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t refused ${confPath}:\n${test.stderr}${errorLog(runDir)}`)

  const child = spawn(binary, [...base, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5000).unref()
    })
  let exited = null
  child.once('exit', (code, signal) => (exited = signal ?? code))
  const deadline = Date.now() + 15_000
  while (!(await canConnect(host, port))) {
    if (exited !== null) throw new Error(`nginx exited (${exited}):\n${errorLog(runDir)}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not listen on ${host}:${port}:\n${errorLog(runDir)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `http://${host}:${port}`, child, stop }
}
