#!/usr/bin/env node
// The benchmark: measures sizes, long tasks and scale figures in Debian's Chromium and writes
// bench/results.md, each figure beside its budget (bench/budgets.mjs). It is not part of `npm test` (timings on a
// shared machine are no test), but it enforces the budgets: it exits non-zero when a figure misses its budget or a
// section fails, after writing every figure. `npm run bench -- investorDirectory` runs only the named sections.
import { readFileSync, writeFileSync } from 'node:fs'
import * as prettier from 'prettier'
import { accountPicker } from './sections/accountPicker.mjs'
import { accountSummary } from './sections/accountSummary.mjs'
import { bundle } from './sections/bundle.mjs'
import { capitalAccountStatement } from './sections/capitalAccountStatement.mjs'
import { cashFlow } from './sections/cashFlow.mjs'
import { dataGrid } from './sections/dataGrid.mjs'
import { documents } from './sections/documents.mjs'
import { documentViewer } from './sections/documentViewer.mjs'
import { exposure } from './sections/exposure.mjs'
import { firstRender } from './sections/firstRender.mjs'
import { fundProfile } from './sections/fundProfile.mjs'
import { lighthouse } from './sections/lighthouse.mjs'
import { mockApi } from './sections/mockApi.mjs'
import { quarterPackage } from './sections/quarterPackage.mjs'
import { investorDirectory } from './sections/investorDirectory.mjs'
import { vitals } from './sections/vitals.mjs'

const sections = {
  bundle,
  vitals,
  firstRender,
  lighthouse,
  investorDirectory,
  dataGrid,
  capitalAccountStatement,
  accountSummary,
  cashFlow,
  fundProfile,
  exposure,
  accountPicker,
  documents,
  quarterPackage,
  documentViewer,
  mockApi,
}

const wanted = process.argv.slice(2)
const chosen = Object.entries(sections).filter(([name]) => wanted.length === 0 || wanted.includes(name))
const rows = []
for (const [name, measure] of chosen) {
  console.log(`\n## ${name}`)
  try {
    rows.push(...(await measure()))
  } catch (error) {
    console.error(error)
    rows.push({
      area: name,
      figure: 'section failed',
      value: String(error?.message ?? error),
      target: '-',
      met: false,
    })
  }
}

const table = [
  '| Area | Figure | Value | Target | Met |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) => `| ${row.area} | ${row.figure} | ${row.value} | ${row.target} | ${row.met ? 'yes' : 'NO'} |`,
  ),
].join('\n')
const cpu = (await import('node:os')).cpus()
const measured = `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}, Debian Chromium.`
writeFileSync('bench/results.md', `# Benchmark results\n\n${measured}\n\n${table}\n`)
console.log(`\n${table}\n\nWritten to bench/results.md`)

// A full run also replaces the table in docs/benchmark.md (between its bench markers), formatted as Prettier would.
if (wanted.length === 0) {
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const page = 'docs/benchmark.md'
  const text = readFileSync(page, 'utf8')
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${page} has no ${start} … ${end} section`)
  const updated = `${text.slice(0, from + start.length)}\n\n${measured}\n\n${table}\n\n${text.slice(to)}`
  writeFileSync(
    page,
    await prettier.format(updated, { ...(await prettier.resolveConfig(page)), filepath: page }),
  )
  console.log(`Written to ${page}`)
}

const missed = rows.filter((row) => !row.met)
if (missed.length > 0) {
  console.log(`\n${missed.length} figure(s) over budget or failed:`)
  for (const row of missed)
    console.log(`  ${row.area}: ${row.value} against ${row.target} (${row.figure.slice(0, 100)})`)
  process.exitCode = 1
}
