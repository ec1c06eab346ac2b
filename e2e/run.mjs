#!/usr/bin/env node
// End-to-end journeys: the production build served by `vite preview`, talking over real HTTP to the standalone
// mock provider, driven by Playwright (playwright-core) in Debian's Chromium. Both servers listen on loopback
// ports chosen here and are stopped at the end, whatever happens.
import { execFileSync, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { freePort, startProcess } from './lib/servers.mjs'

const apiPort = await freePort()
const portalPort = await freePort()
const api = `http://127.0.0.1:${apiPort}`
const portal = `http://127.0.0.1:${portalPort}`
const outDir = 'dist-e2e'

console.log(`Building the portal for ${api} into ${outDir}/`)
execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_CONNECT_SRC: api },
})
writeFileSync(`${outDir}/config.json`, JSON.stringify({ apiBaseUrl: api, environment: 'development' }))

const servers = []
let status = 1
try {
  servers.push(
    await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
      env: { MOCK_API_PORT: String(apiPort) },
      ready: /listening on/,
      name: 'mock provider',
    }),
  )
  servers.push(
    await startProcess(
      'npx',
      ['vite', 'preview', '--outDir', outDir, '--port', String(portalPort), '--strictPort'],
      {
        ready: new RegExp(`127\\.0\\.0\\.1:${portalPort}`),
        name: 'vite preview',
      },
    ),
  )
  const files = process.argv.slice(2)
  const result = spawnSync(
    process.execPath,
    ['--test', '--test-concurrency=1', ...(files.length ? files : ['e2e/'])],
    {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_URL: portal, API_URL: api },
    },
  )
  status = result.status ?? 1
} finally {
  await Promise.all(servers.map((server) => server.stop()))
}
process.exit(status)
