import { startStack } from '../../e2e/lib/stack.mjs'
import { launchChromium } from '../lib/browser.mjs'
import { median, ms } from '../lib/stats.mjs'

/** Loads per page after one warm-up; the median is the figure, each load is listed (the machine is shared). */
const RUNS = 5
const MARK = 'portal:first-commit'

const pages = [
  { name: 'Home', path: '/' },
  { name: 'Documents', path: '/documents' },
  // Opened directly, a report first asks for the reporting terms (spec §4): its first commit is that dialog.
  { name: 'Report (Capital Account Statement)', path: '/reporting/capital-account-statement' },
]

// Run in the page before its own scripts: marks the moment its first large part (a main heading, or a dialog)
// entered the document, the commit that the first paint follows, on the trace's clock.
const markFirstCommit = (mark) => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('main h1, [role="dialog"]')) return
    performance.mark(mark)
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** The trace events DevTools counts as scripting (its 'Scripting' category in the Performance panel). */
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'XHRLoad',
])

/**
 * The main thread's CPU time in scripting from the navigation until the first commit: the outermost scripting
 * events of the page's renderer (nested ones are inside their parent's time), each counted with its thread time.
 */
function scriptingUntilCommit(events) {
  const thread = (event) => `${event.pid}:${event.tid}`
  const mark = events.find((e) => e.cat?.includes('blink.user_timing') && e.name === MARK)
  if (!mark) throw new Error(`no '${MARK}' mark in the trace`)
  const scripting = events
    .filter((e) => e.ph === 'X' && SCRIPTING.has(e.name) && thread(e) === thread(mark) && e.ts < mark.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let cpuMs = 0
  let coveredUntil = -Infinity
  for (const event of scripting) {
    if (event.ts < coveredUntil) continue
    cpuMs += (event.tdur ?? event.dur) / 1000
    coveredUntil = event.ts + event.dur
  }
  return cpuMs
}

/**
 * Scripting from entry to the first commit on home, documents and a report: the production build (vite preview)
 * against the standalone provider, signed in as the investor, each page a cold tab in a warm session. The figure
 * is main-thread CPU time (not wall time), so the other core's work and the provider's answers are not in it.
 */
export async function firstRender() {
  const { api, portal, stop } = await startStack()
  const browser = await launchChromium()
  const rows = []
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const signIn = await context.newPage()
    await signIn.goto(`${api}/signin?persona=investor&returnTo=${encodeURIComponent(`${portal}/`)}`)
    await signIn.locator('main h1').filter({ hasText: 'Home' }).waitFor()
    await signIn.close()
    for (const target of pages) {
      const load = async () => {
        const page = await context.newPage()
        await page.addInitScript(markFirstCommit, MARK)
        const cdp = await context.newCDPSession(page)
        const events = []
        cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
        await cdp.send('Tracing.start', {
          transferMode: 'ReportEvents',
          traceConfig: {
            includedCategories: ['devtools.timeline', 'v8', 'blink.user_timing'],
            excludedCategories: ['*'],
          },
        })
        await page.goto(`${portal}${target.path}`)
        await page.locator('main h1, [role="dialog"]').first().waitFor()
        await page.waitForTimeout(500)
        const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
        await cdp.send('Tracing.end')
        await complete
        await cdp.detach()
        await page.close()
        return scriptingUntilCommit(events)
      }
      await load()
      const runs = []
      for (let run = 0; run < RUNS; run += 1) runs.push(await load())
      const value = median(runs)
      console.log(`${target.name}: scripting until the first commit ${runs.map(ms).join(', ')}`)
      rows.push({
        area: 'First render',
        figure: `${target.name}: main-thread scripting (CPU) from entry to the first commit, from a trace (median of ${RUNS} cold tabs after one warm-up: ${runs.map((v) => v.toFixed(0)).join(', ')} ms)`,
        value: ms(value),
        target: 'reported',
        met: true,
      })
    }
  } finally {
    await browser.close().finally(stop)
  }
  return rows
}
