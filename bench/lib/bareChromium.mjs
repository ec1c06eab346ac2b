import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'

/**
 * Debian's Chromium driven over a bare DevTools pipe, for figures the measuring must not change. A tab under
 * Playwright has the Network and Runtime domains on from its first byte: the browser then sends an event for every
 * request and response of the load (a page of the portal makes about fifty), which on the 2-core machine moves a
 * page's largest contentful paint 45–65 ms later (bench/sections/vitals.mjs). A tab here gets only what a
 * measurement sends it: its size, a script to run before the page's own, the navigation, and evaluations.
 */
export async function launchBareChromium({ width, height }) {
  const profile = mkdtempSync(join(tmpdir(), 'portal-bench-'))
  const browser = spawn(
    chromiumPath(),
    [
      ...chromiumArgs,
      '--headless',
      // As Playwright's headless tabs draw (the earlier figures' rendering), scrollbars left out.
      '--hide-scrollbars',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      `--window-size=${width},${height}`,
      'about:blank',
    ],
    // The DevTools pipe is file descriptors 3 (to the browser) and 4 (from it); messages end with a NUL.
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const [, , , toBrowser, fromBrowser] = browser.stdio
  const pending = new Map()
  let lastId = 0
  let received = ''
  const exited = new Promise((resolve) => {
    browser.once('exit', resolve)
    browser.once('error', resolve)
  })
  let gone = false
  void exited.then(() => {
    gone = true
    for (const { reject } of pending.values()) reject(new Error('Chromium exited'))
    pending.clear()
  })
  fromBrowser.on('data', (chunk) => {
    received += chunk.toString()
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end))
      received = received.slice(end + 1)
      const call = pending.get(message.id)
      if (!call) continue
      pending.delete(message.id)
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
      else call.resolve(message.result)
    }
  })

  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (gone) return reject(new Error('Chromium exited'))
      lastId += 1
      pending.set(lastId, { resolve, reject, method })
      toBrowser.write(
        `${JSON.stringify({ id: lastId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`,
      )
    })

  /** A new tab at `url`, with `initScript` run in every document before the page's own scripts. */
  async function openTab(url, { initScript } = {}) {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' })
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
    await send(
      'Emulation.setDeviceMetricsOverride',
      { width, height, deviceScaleFactor: 1, mobile: false },
      sessionId,
    )
    if (initScript) {
      await send('Page.enable', {}, sessionId)
      await send('Page.addScriptToEvaluateOnNewDocument', { source: `(${initScript})()` }, sessionId)
    }
    await send('Page.navigate', { url }, sessionId)

    /** What `fn` (a function, run in the page: it sees nothing of this module) answers for `argument`. */
    const evaluate = async (fn, argument) => {
      const { result, exceptionDetails } = await send(
        'Runtime.evaluate',
        { expression: `(${fn})(${JSON.stringify(argument)})`, returnByValue: true, awaitPromise: true },
        sessionId,
      )
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
      return result.value
    }

    /** Waits until `predicate(argument)` holds in the page, asking every 200 ms from `after` ms on (the load left alone). */
    const waitFor = async (predicate, { after = 0, timeout = 15_000, argument } = {}) => {
      const start = Date.now()
      await delay(after)
      while (!(await evaluate(predicate, argument))) {
        if (Date.now() - start > timeout) throw new Error(`Not ready in ${timeout} ms: ${url}`)
        await delay(200)
      }
    }

    return { evaluate, waitFor, close: () => send('Target.closeTarget', { targetId }) }
  }

  async function close() {
    await send('Browser.close').catch(() => undefined)
    // Closed, it exits by itself (its helper processes with it); killed if it has not within five seconds.
    const stuck = setTimeout(() => browser.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(stuck)
    // The browser's helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }

  return { openTab, close }
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
