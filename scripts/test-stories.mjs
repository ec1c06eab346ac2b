#!/usr/bin/env node
// Runs every story of the built Storybook (storybook-static/) as a test in Debian's Chromium:
// play function, axe (addon-a11y, 'error' mode) and a visual snapshot against the committed baseline.
// `--update-snapshots` rewrites the baselines; without it a missing baseline fails (jest --ci).
// STORYBOOK_DIR names another build folder (default storybook-static); extra arguments go to test-storybook
// (e.g. a path pattern such as `stories/components` to run only those stories). Story files run in parallel,
// STORY_WORKERS at a time (default 2, one per core of the CI machine: see the README's CI time budget).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath } from './chromium.mjs'
import { serveStatic } from './serve-static.mjs'

const update = process.argv.includes('--update-snapshots')
const extra = process.argv.slice(2).filter((arg) => arg !== '--update-snapshots')

const storybookDir = process.env.STORYBOOK_DIR || 'storybook-static'
if (!existsSync(`${storybookDir}/index.json`)) {
  console.error(`${storybookDir}/ is missing: run \`npm run build-storybook\` first.`)
  process.exit(1)
}
const chromium = chromiumPath()
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}: install Debian's chromium or set CHROMIUM_PATH.`)
  process.exit(1)
}

const { url, close } = await serveStatic(storybookDir)
console.log(`Serving ${storybookDir} at ${url}; browser ${chromium}`)

const workers = process.env.STORY_WORKERS || '2'
const args = [
  'test-storybook',
  '--url',
  url,
  `--maxWorkers=${workers}`,
  ...(update ? ['-u'] : ['--ci']),
  ...extra,
]
const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } })
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)))
await close()
process.exit(code)
