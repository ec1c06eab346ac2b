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

const budgetMinutes = Number(process.env.CI_BUDGET_MINUTES || 45)
const format = (seconds) =>
  `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' })
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const results = []
const install = Number(process.env.CI_INSTALL_SECONDS)
if (Number.isFinite(install) && install > 0) results.push({ name: 'install', seconds: install, status: 'ok' })

for (const phase of phases) {
  const needed = phase.needs && results.find((result) => result.name === phase.needs)
  if (needed && needed.status !== 'ok') {
    console.log(`\n=== ${phase.name}: not run, ${phase.needs} failed ===`)
    results.push({ name: phase.name, seconds: 0, status: `not run (${phase.needs} failed)` })
    continue
  }
  console.log(`\n=== ${phase.name} ===`)
  const started = performance.now()
  const code = await run(phase.command)
  const seconds = (performance.now() - started) / 1000
  results.push({ name: phase.name, seconds, status: code === 0 ? 'ok' : `FAILED (${code})` })
  console.log(`=== ${phase.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${format(seconds)} ===`)
}

const total = results.reduce((sum, result) => sum + result.seconds, 0)
const width = Math.max(...results.map((result) => result.name.length), 'total'.length)
console.log('\nPhase times')
for (const result of results)
  console.log(`  ${result.name.padEnd(width)}  ${format(result.seconds).padStart(8)}  ${result.status}`)
console.log(`  ${'total'.padEnd(width)}  ${format(total).padStart(8)}  budget ${budgetMinutes}m`)
if (total > budgetMinutes * 60)
  console.log(`  over the CI budget of ${budgetMinutes} minutes by ${format(total - budgetMinutes * 60)}`)

process.exit(results.every((result) => result.status === 'ok') ? 0 : 1)
