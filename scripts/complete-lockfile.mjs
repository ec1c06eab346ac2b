#!/usr/bin/env node
// This machine's npm registry mirror holds only the Linux builds of platform-specific optional packages
// (@swc/core-darwin-arm64, @rollup/rollup-win32-x64-msvc, ...), so `npm install` writes a lockfile that
// lacks their entries, and `npm ci` then refuses the lockfile as out of sync. This adds the missing entries,
// marked optional with the os/cpu their names state, exactly as a lockfile written elsewhere would hold them:
// npm skips them on other platforms and fetches them from the public registry on their own platform.
// Run it after every `npm install` that changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs'

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages

const osNames = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'android',
  'aix',
  'openharmony',
]
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = osNames.find((candidate) => parts.includes(candidate))
  const cpu = cpuNames.find(
    (candidate) => parts.includes(candidate) || parts.some((part) => part.startsWith(candidate)),
  )
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : null
  return { os, cpu, libc }
}

function resolves(fromPath, name) {
  // npm looks for the dependency next to the dependant, then up the node_modules chain.
  let base = fromPath
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name) || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os && !cpu) continue
    packages[`node_modules/${name}`] = {
      version: spec,
      ...(cpu ? { cpu: [cpu] } : {}),
      dev: entry.dev,
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    if (entry.dev === undefined) delete packages[`node_modules/${name}`].dev
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
)
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries to ${file}`)
