#!/usr/bin/env node
/**
 * `npm run serve`: the built portal (dist/) behind Debian's nginx on loopback, as one environment deploys it
 * (deploy/nginx/render.mjs): its runtime configuration, its security headers, caching and compression.
 *
 *   npm run serve -- --env production          the environment's own provider and identity provider
 *   npm run serve -- --env qa --mock           the standalone mock provider on free loopback ports instead
 *   npm run serve -- --env uat --port 8443 --api https://api.uat.example.net --identity https://login.example.net
 *
 * PORTAL_ENVIRONMENT, PORT, PORTAL_API_BASE_URL and PORTAL_IDENTITY_URL are the environment-variable forms.
 * Ctrl-C (SIGINT) or SIGTERM stops nginx (and the mock provider) and removes the generated configuration.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startNginx } from '../deploy/nginx/nginx.mjs'
import { ENVIRONMENTS, renderSite } from '../deploy/nginx/render.mjs'
import { freePort, startProcess } from '../e2e/lib/servers.mjs'

const { values } = parseArgs({
  options: {
    env: { type: 'string', default: process.env.PORTAL_ENVIRONMENT ?? 'development' },
    port: { type: 'string', default: process.env.PORT },
    dist: { type: 'string', default: 'dist' },
    api: { type: 'string', default: process.env.PORTAL_API_BASE_URL },
    identity: { type: 'string', default: process.env.PORTAL_IDENTITY_URL },
    mock: { type: 'boolean', default: false },
  },
})
if (!ENVIRONMENTS.includes(values.env)) {
  console.error(`--env is one of: ${ENVIRONMENTS.join(', ')}`)
  process.exit(2)
}

const out = mkdtempSync(join(tmpdir(), `portal-nginx-${values.env}-`))
const running = []
let stopping = null
const stop = () =>
  (stopping ??= (async () => {
    for (const server of running.reverse()) await server.stop()
    rmSync(out, { recursive: true, force: true })
  })())

try {
  const port = Number(values.port ?? (await freePort()))
  let { api, identity } = values
  if (values.mock) {
    const apiPort = await freePort()
    const identityPort = await freePort()
    running.push(
      await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
        env: { MOCK_API_PORT: String(apiPort), MOCK_IDENTITY_PORT: String(identityPort) },
        ready: /listening on/,
        name: 'mock provider',
      }),
    )
    api = `http://127.0.0.1:${apiPort}`
    identity = `http://127.0.0.1:${identityPort}`
  }
  const site = renderSite({
    env: values.env,
    dist: values.dist,
    out,
    listen: `127.0.0.1:${port}`,
    api,
    identity,
  })
  const nginx = await startNginx({ confPath: site.confPath, runDir: site.runDir, port })
  running.push(nginx)
  console.log(`The portal (${values.env}) on ${nginx.url}`)
  console.log(`  provider ${site.config.apiBaseUrl}${values.mock ? ' (mock: sign in from there)' : ''}`)
  console.log(`  nginx configuration ${site.confPath}; Ctrl-C stops it`)
  nginx.child.once('exit', (code) => {
    if (stopping) return
    console.error(`nginx stopped (${code}); see ${site.runDir}/error.log`)
    void stop().then(() => process.exit(1))
  })
} catch (error) {
  await stop()
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log('Stopping…')
    void stop().then(() => process.exit(0))
  })
}

// `npm run serve` stopped with SIGTERM exits without passing it on: stop as well once the parent is gone.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) void stop().then(() => process.exit(0))
}, 1000).unref()
