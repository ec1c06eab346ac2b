#!/usr/bin/env node
/**
 * `npm test`: every check in sequence, each phase timed, then a table of the phase times against the CI budget.
 *
 *   check            tsc, eslint, prettier --check
 *   unit             vitest
 *   build-storybook  one static Storybook build, shared by the story run
 *   stories          every story in Chromium (scripts/test-stories.mjs, parallel workers)
 *   e2e              the journeys against `vite preview` and the hosting tests behind nginx (e2e/run.mjs)
 *
 * check, unit and build-storybook run side by side (each mostly on one core: tsc, eslint, prettier and the Storybook
 * build are single-threaded and vitest has one worker on a 2-core machine), each one's output printed whole when it
 * ends; the stories and then e2e run alone, as each keeps both cores busy.
 *
 * Every phase runs even when an earlier one failed (only the story run needs its Storybook build), so one run
 * reports every failure; the exit status is non-zero if any phase failed. CI_INSTALL_SECONDS (set by .ci/run)
 * adds the install to the table; CI_BUDGET_MINUTES (default 45) is the budget the total is compared with.
 */
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const phases = [
  { name: 'check', command: [npm, 'run', '--silent', 'check'] },
  { name: 'unit', command: [npm, 'run', '--silent', 'test:unit'] },
  { name: 'build-storybook', command: [npm, 'run', '--silent', 'build-storybook'] },
  {
    name: 'stories',
    command: [process.execPath, 'scripts/test-stories.mjs'],
    needs: 'build-storybook',
  },
  { name: 'e2e', command: [process.execPath, 'e2e/run.mjs'] },
]

/** Phases that run at the same time, in order. */
const steps = [['check'], ['unit'], ['build-storybook'], ['stories'], ['e2e']]

const budgetMinutes = Number(process.env.CI_BUDGET_MINUTES || 45)
const format = (seconds) =>
  `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`

/** Runs a command; alone, its output goes straight through, beside others it is kept and printed when it ends. */
function run([command, ...args], { alone }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    const done = (code) => resolve({ code, output: Buffer.concat(output).toString() })
    child.once('error', () => done(1))
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

async function runPhase(phase, alone) {
  const needed = phase.needs && results.find((result) => result.name === phase.needs)
  if (needed && needed.status !== 'ok') {
    console.log(`\n=== ${phase.name}: not run, ${phase.needs} failed ===`)
    return { name: phase.name, seconds: 0, status: `not run (${phase.needs} failed)` }
  }
  if (alone) console.log(`\n=== ${phase.name} ===`)
  const started = performance.now()
  const { code, output } = await run(phase.command, { alone })
  const seconds = (performance.now() - started) / 1000
  if (!alone) process.stdout.write(`\n=== ${phase.name} ===\n${output}`)
  console.log(`=== ${phase.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${format(seconds)} ===`)
  return { name: phase.name, seconds, status: code === 0 ? 'ok' : `FAILED (${code})` }
}

const results = []
const install = Number(process.env.CI_INSTALL_SECONDS)
if (Number.isFinite(install) && install > 0) results.push({ name: 'install', seconds: install, status: 'ok' })

const started = performance.now()
for (const names of steps) {
  const step = names.map((name) => phases.find((phase) => phase.name === name))
  if (step.length > 1) console.log(`\n=== ${names.join(', ')}: side by side ===`)
  results.push(...(await Promise.all(step.map((phase) => runPhase(phase, step.length === 1)))))
}
const wall = (performance.now() - started) / 1000

// Phases side by side overlap: the total is the install and npm test's own wall time, not the phases' sum.
const total = (Number.isFinite(install) && install > 0 ? install : 0) + wall
const width = Math.max(...results.map((result) => result.name.length), 'npm test (wall)'.length)
console.log('\nPhase times')
for (const result of results)
  console.log(`  ${result.name.padEnd(width)}  ${format(result.seconds).padStart(8)}  ${result.status}`)
console.log(`  ${'npm test (wall)'.padEnd(width)}  ${format(wall).padStart(8)}`)
console.log(`  ${'total'.padEnd(width)}  ${format(total).padStart(8)}  budget ${budgetMinutes}m`)
if (total > budgetMinutes * 60)
  console.log(`  over the CI budget of ${budgetMinutes} minutes by ${format(total - budgetMinutes * 60)}`)

process.exit(results.every((result) => result.status === 'ok') ? 0 : 1)
