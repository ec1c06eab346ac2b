#!/usr/bin/env node
// End-to-end journeys: the production build served by `vite preview`, talking over real HTTP to the standalone
// mock provider, driven by Playwright (playwright-core) in Debian's Chromium.
//
// The test files run in parallel, E2E_WORKERS at a time (default 4: on the 2-core CI machine the journeys wait on
// the browser and the provider as much as they compute; four workers ran every file in 10m52s, two with the fault
// matrix unsharded in 13m18s, one in about 15 minutes). Each worker has a stack of its own (provider, identity
// stand-in, portal on loopback ports chosen here) serving its own copy of one build, and runs its jobs (a file, or
// a shard of the fault matrix) one after another; the longest start first. A job's output is printed whole when
// it ends. Every server is stopped at the end, whatever happens.
//
// `node e2e/run.mjs [files…] [--test-name-pattern=…]`
import { spawn } from 'node:child_process'
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join, normalize } from 'node:path'
import { buildPortal, stackOrigins, startStack } from './lib/stack.mjs'

const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('--'))
const named = args.filter((arg) => !arg.startsWith('--'))
const files = named.length
  ? named.map((file) => normalize(file))
  : readdirSync('e2e')
      .filter((name) => name.endsWith('.test.mjs'))
      .map((name) => join('e2e', name))

/**
 * Seconds each file took on the 2-core CI machine with four workers (others about 30), to start the longest first.
 * The fault matrix and the layout test run in shards (E2E_SHARD, lib/shards.mjs), so the workers finish together.
 */
const MEASURED_SECONDS = {
  'e2e/faults.test.mjs': 1490,
  'e2e/layout.test.mjs': 520,
  'e2e/journeys.test.mjs': 243,
  'e2e/hostile.test.mjs': 96,
  'e2e/homeAttention.test.mjs': 58,
  'e2e/deployment.test.mjs': 55,
}
const SHARDS = { 'e2e/faults.test.mjs': 6, 'e2e/layout.test.mjs': 3 }
const jobs = files
  .flatMap((file) => {
    const shards = SHARDS[file] ?? 1
    const seconds = (MEASURED_SECONDS[file] ?? 30) / shards
    return Array.from({ length: shards }, (_, index) => ({
      file,
      shard: shards > 1 ? `${index + 1}/${shards}` : null,
      seconds,
    }))
  })
  .sort((a, b) => b.seconds - a.seconds)

const workerCount = Math.max(1, Math.min(jobs.length, Number(process.env.E2E_WORKERS) || 4))
const outDir = 'dist-e2e'
const origins = await Promise.all(Array.from({ length: workerCount }, stackOrigins))
buildPortal(outDir, origins)

/** A job still running after this is stopped and fails: a test that hangs fails the run instead of holding it. */
const JOB_LIMIT_MS = 10 * 60_000

/** One test file under node's runner, its output kept until it ends. */
function runJob({ file, shard }, env) {
  const name = shard ? `${file} (shard ${shard})` : file
  return new Promise((resolve) => {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, file],
      { env: { ...process.env, ...env, E2E_SHARD: shard ?? '1/1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.once('error', (error) => output.push(Buffer.from(String(error))))
    const limit = setTimeout(() => {
      output.push(Buffer.from(`\n# stopped: still running after ${JOB_LIMIT_MS / 60_000} minutes\n`))
      child.kill('SIGTERM')
    }, JOB_LIMIT_MS)
    child.once('close', (code) => {
      clearTimeout(limit)
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      process.stdout.write(`\n### ${name} (${seconds} s, exit ${code})\n`)
      const text = Buffer.concat(output)
      process.stdout.write(text)
      const count = (name) => Number(String(text).match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0)
      resolve({ name, code, seconds, tests: count('tests'), passed: count('pass') })
    })
  })
}

const queue = [...jobs]
const stops = []
const results = []

async function worker(index) {
  const dist = index === 0 ? outDir : `${outDir}-worker-${index}`
  if (dist !== outDir) {
    rmSync(dist, { recursive: true, force: true })
    cpSync(outDir, dist, { recursive: true })
  }
  let stack
  try {
    stack = await startStack({ outDir: dist, origins: origins[index] })
  } catch (error) {
    // The run has failed: the other workers end after the job they are running.
    queue.length = 0
    throw error
  }
  stops.push(stack.stop)
  const env = {
    PORTAL_URL: stack.portal,
    API_URL: stack.api,
    IDENTITY_URL: stack.identity,
    PORTAL_DIST: dist,
  }
  for (let job = queue.shift(); job; job = queue.shift()) results.push(await runJob(job, env))
}

let status = 1
try {
  // Every worker settles before the servers are stopped: one whose stack failed to start must not leave the others'
  // servers running.
  const workersEnded = await Promise.allSettled(
    Array.from({ length: workerCount }, (_, index) => worker(index)),
  )
  for (const ended of workersEnded) if (ended.status === 'rejected') throw ended.reason
  const failed = results.filter((result) => result.code !== 0)
  const sum = (key) => results.reduce((total, result) => total + result[key], 0)
  console.log(
    `\ne2e: ${sum('passed')} of ${sum('tests')} tests passed, ${results.length} jobs on ${workerCount} workers, ${failed.length} failed`,
  )
  for (const result of results)
    console.log(
      `  ${result.code === 0 ? 'ok    ' : 'FAILED'}  ${result.seconds.padStart(6)} s  ${String(result.passed).padStart(3)}/${String(result.tests).padEnd(3)}  ${result.name}`,
    )
  status = failed.length === 0 && results.length === jobs.length ? 0 : 1
} finally {
  await Promise.all(stops.map((stop) => stop()))
  for (let index = 1; index < workerCount; index++)
    rmSync(`${outDir}-worker-${index}`, { recursive: true, force: true })
}
process.exit(status)
