import { spawn } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { createServer } from 'node:net'

/** Ports this process has handed out: a probe's port is free again once it closes, and may come back. */
const handedOut = new Set()

/**
 * A free loopback port, never one this process has handed out before: servers start a while after their ports are
 * chosen, and the system may give a closed probe's port to the next probe (one fresh-clone run gave the portal of
 * one e2e stack the port of another stack's provider).
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = createServer()
      probe.once('error', reject)
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address()
        probe.close(() => resolve(port))
      })
    })
    if (!handedOut.has(port)) {
      handedOut.add(port)
      return port
    }
  }
}

/** Starts a child process and resolves once its output says it is ready; the caller must stop it. */
export function startProcess(command, args, { env = {}, ready, name }) {
  // No colours: a port wrapped in ANSI codes would not match `ready`.
  const child = spawn(command, args, {
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      // Never leave a half-started server behind.
      void stopProcess(child)
      reject(new Error(`${name} did not start:\n${output}`))
    }, 60_000)
    const onData = (chunk) => {
      output += chunk
      if (ready.test(stripVTControlCharacters(output))) {
        clearTimeout(timer)
        resolve({ child, stop: () => stopProcess(child) })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}):\n${output}`))
    })
  })
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
}
