#!/usr/bin/env node
/**
 * `npm test`: every check, each phase timed, then a table of the phase times against the CI budget.
 *
 *   (setup)          scripts/setup-test-machine.sh first: Debian's Chromium and nginx with its brotli modules,
 *                    installed when missing and possible; when they are missing and cannot be, it names them in
 *                    one line and nothing else runs
 *   check            tsc, eslint, prettier --check, the docs' link check (scripts/check-docs.mjs)
 *   unit             vitest
 *   build-storybook  one static Storybook build, shared by the story run
 *   stories          every story in Chromium (scripts/test-stories.mjs, parallel workers)
 *   e2e              the journeys against `vite preview` and the hosting tests behind nginx (e2e/run.mjs)
 *
 * The first three start side by side: alone, each leaves part of the two-core CI machine idle (tsc and eslint use
 * one core, vitest and the Storybook build about one and a half), together they keep both busy. The story run starts
 * as soon as its Storybook build is done (check, about half a core by then, finishes beside it); the journeys start
 * when the stories are done, since each of the two fills the machine. A phase that runs beside another prints its
 * output whole when it ends.
 *
 * Every phase runs even when an earlier one failed (only the story run needs its Storybook build), so one run
 * reports every failure; the exit status is non-zero if any phase failed. CI_INSTALL_SECONDS (set by .ci/run)
 * adds the install to the table; CI_BUDGET_MINUTES (default 45) is the budget the total is compared with.
 */
import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
/** Each phase starts when the phase it waits for (`after`) has ended, or at once. */
const phases = [
  { name: 'check', command: [npm, 'run', '--silent', 'check'] },
  { name: 'unit', command: [npm, 'run', '--silent', 'test:unit'] },
  { name: 'build-storybook', command: [npm, 'run', '--silent', 'build-storybook'] },
  {
    name: 'stories',
    command: [process.execPath, 'scripts/test-stories.mjs'],
    after: 'build-storybook',
    needs: 'build-storybook',
  },
  { name: 'e2e', command: [process.execPath, 'e2e/run.mjs'], after: 'stories' },
]

const budgetMinutes = Number(process.env.CI_BUDGET_MINUTES || 45)
/** Minutes and seconds, rounded to the second first (899.6 s is 15m 00s, not 14m 60s). */
const format = (seconds) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`
}

/**
 * Runs a command; with `buffered`, its output is kept and printed whole when it ends (so phases running side by
 * side do not interleave their lines). Resolves with the exit status and the whole output.
 */
function run([command, ...args], buffered) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output.push(chunk)
        if (!buffered) process.stdout.write(chunk)
      })
    const done = (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output))
      resolve({ code, output: Buffer.concat(output).toString() })
    }
    child.once('error', (error) => {
      output.push(Buffer.from(`${error}\n`))
      done(1)
    })
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

// The machine first: without its Chromium and nginx every browser phase would fail, each in its own way.
const { code: setup } = await run(['bash', 'scripts/setup-test-machine.sh'], false)
if (setup !== 0) {
  console.log('\n=== setup: FAILED, nothing run ===')
  process.exit(setup)
}

const results = []
const install = Number(process.env.CI_INSTALL_SECONDS)
if (Number.isFinite(install) && install > 0) results.push({ name: 'install', seconds: install, status: 'ok' })

/** What is running now, so a phase's output is kept whole while another runs beside it. */
let running = 0

async function runPhase(phase) {
  const needed = phase.needs && results.find((result) => result.name === phase.needs)
  if (needed && needed.status !== 'ok') {
    console.log(`\n=== ${phase.name}: not run, ${phase.needs} failed ===`)
    return { name: phase.name, seconds: 0, status: `not run (${phase.needs} failed)` }
  }
  console.log(`\n=== ${phase.name} ===`)
  const started = performance.now()
  // The first phases start together, a later one may start beside one still running: then its output is kept
  // until it ends. A phase alone (the journeys) streams its output as it comes.
  const buffered = !phase.after || running > 0
  running++
  const { code, output } = await run(phase.command, buffered)
  running--
  const seconds = (performance.now() - started) / 1000
  console.log(`=== ${phase.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${format(seconds)} ===`)
  return {
    name: phase.name,
    seconds,
    status: code === 0 ? 'ok' : `FAILED (${code})`,
    failures: code ? failuresIn(output) : [],
  }
}

/**
 * The lines of a failed phase's output that name what failed (jest's and vitest's `●`, `FAIL` and `×` lines, node
 * test's `not ok`, tsc's and eslint's errors), so the end of the log, which is what a reviewer sees first, says it.
 */
function failuresIn(output) {
  const names = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => /^\s*(●|FAIL\b|×|✕|not ok\b)|error TS\d+|\d+:\d+\s+error\s/.test(line))
    .map((line) => line.trim())
  return [...new Set(names)].slice(0, 40)
}

/** Runs a phase once what it waits for has ended; resolves when it and every phase waiting on it have ended. */
const ended = new Map()
function schedule(phase) {
  const waitFor = phase.after ? ended.get(phase.after) : Promise.resolve()
  const done = waitFor.then(async () => results.push(await runPhase(phase)))
  ended.set(phase.name, done)
  return done
}

const started = performance.now()
await Promise.all(phases.map(schedule))
const wall = (performance.now() - started) / 1000

// Phases side by side count once: the total is the time the run took (and the install before it).
const total = wall + (results.find((result) => result.name === 'install')?.seconds ?? 0)
const width = Math.max(...results.map((result) => result.name.length), 'npm test'.length)
console.log('\nPhase times')
for (const result of results)
  console.log(`  ${result.name.padEnd(width)}  ${format(result.seconds).padStart(8)}  ${result.status}`)
console.log(
  `  ${'npm test'.padEnd(width)}  ${format(wall).padStart(8)}  check, unit and build-storybook side by side, the stories from the build's end`,
)
console.log(`  ${'total'.padEnd(width)}  ${format(total).padStart(8)}  budget ${budgetMinutes}m`)
if (total > budgetMinutes * 60)
  console.log(`  over the CI budget of ${budgetMinutes} minutes by ${format(total - budgetMinutes * 60)}`)
for (const result of results.filter((result) => result.failures?.length)) {
  console.log(`\nWhat failed in ${result.name}`)
  for (const line of result.failures) console.log(`  ${line}`)
}

process.exit(results.every((result) => result.status === 'ok') ? 0 : 1)
