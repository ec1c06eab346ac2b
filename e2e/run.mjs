#!/usr/bin/env node
// End-to-end journeys: the production build served by `vite preview`, talking over real HTTP to the standalone
// mock provider, driven by Playwright (playwright-core) in Debian's Chromium. Both servers listen on loopback
// ports chosen here and are stopped at the end, whatever happens.
import { spawnSync } from 'node:child_process'
import { startStack } from './lib/stack.mjs'

const { api, portal, stop } = await startStack()
let status = 1
try {
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
  await stop()
}
process.exit(status)
