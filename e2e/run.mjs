#!/usr/bin/env node
// End-to-end journeys: the production build served by `vite preview`, talking over real HTTP to the standalone
// mock provider, driven by Playwright (playwright-core) in Debian's Chromium. Both servers listen on loopback
// ports chosen here and are stopped at the end, whatever happens.
import { spawnSync } from 'node:child_process'
import { startStack } from './lib/stack.mjs'

// `node e2e/run.mjs [files…] [--test-name-pattern=…]`
const args = process.argv.slice(2)
const files = args.filter((arg) => !arg.startsWith('--'))
const flags = args.filter((arg) => arg.startsWith('--'))
const outDir = 'dist-e2e'
const { api, identity, portal, stop } = await startStack({ outDir })
let status = 1
try {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, ...(files.length ? files : ['e2e/'])],
    {
      stdio: 'inherit',
      env: { ...process.env, PORTAL_URL: portal, API_URL: api, IDENTITY_URL: identity, PORTAL_DIST: outDir },
    },
  )
  status = result.status ?? 1
} finally {
  await stop()
}
process.exit(status)
