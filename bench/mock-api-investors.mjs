#!/usr/bin/env node
/**
 * Benchmark: the mock provider's Investors call with pageSize 1000000 over real HTTP.
 * Starts the standalone mock server (mocks/server/start.ts, through tsx) on a free loopback port, signs in as the
 * administrator (who sees the whole investor universe), downloads and counts the investors as they stream, and
 * prints JSON { investors, ms, bytes, serverPeakRssMb } (peak resident memory of the server process, VmHWM).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolvePort(port))
    })
  })
}

function startServer(port) {
  // node --import tsx (not npx) so that the child's pid is the server's own process, whose memory we read.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolveStart, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${output}`)), 30_000)
    const onData = (chunk) => {
      output += chunk
      if (output.includes('listening on')) {
        clearTimeout(timer)
        resolveStart(child)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}):\n${output}`)))
  })
}

const peakRssMb = (pid) => {
  const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Math.round(Number(match[1]) / 1024) : null
}

const port = await freePort()
const server = await startServer(port)
try {
  const base = `http://127.0.0.1:${port}`
  const signIn = await fetch(`${base}/signin?persona=admin`)
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]
  if (!signIn.ok || !cookie) throw new Error(`sign-in failed: ${signIn.status}`)

  const started = performance.now()
  const response = await fetch(`${base}/reporting/v1/Investors?pageNumber=1&pageSize=1000000`, {
    // The provider's anti-forgery header (src/api/endpoints/antiForgery.ts): a call without it is refused.
    headers: { cookie, 'X-Requested-With': 'investor-portal' },
  })
  if (!response.ok || !response.body) throw new Error(`Investors answered ${response.status}`)
  // Each investor is one JSON object and names never contain braces: counting '{' counts investors.
  let investors = 0
  let bytes = 0
  let tail = ''
  for await (const chunk of response.body) {
    bytes += chunk.length
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x7b) investors++
    tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 1))).toString()
  }
  const ms = Math.round(performance.now() - started)
  if (tail !== ']') throw new Error('the answer did not end as a JSON array')
  console.log(JSON.stringify({ investors, ms, bytes, serverPeakRssMb: peakRssMb(server.pid) }))
} finally {
  server.kill('SIGTERM')
}
