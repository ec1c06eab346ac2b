import { budgets } from '../budgets.mjs'
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { freePort, startProcess } from '../../e2e/lib/servers.mjs'
import { launchChromium } from '../lib/browser.mjs'
import { longestTasks, traceMainThread } from '../lib/trace.mjs'
import { serveStatic } from '../../scripts/serve-static.mjs'
import { median, percentile, ms, mb } from '../lib/stats.mjs'

const INVESTORS = 1_000_000
/** Runs in one browser; the median is the figure, every run is listed (the machine is shared and noisy). */
const RUNS = 3

/**
 * The used JS heap of the page's dedicated worker, after a garbage collection, through the page's DevTools
 * session (a worker has no performance.memory): attach to it, then ask it over Target.sendMessageToTarget.
 */
async function workerHeapMbOf(page) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const attached = new Promise((resolve) =>
      cdp.on(
        'Target.attachedToTarget',
        (event) => event.targetInfo.type === 'worker' && resolve(event.sessionId),
      ),
    )
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: false,
    })
    const sessionId = await attached
    let next = 0
    const ask = (method) => {
      const id = ++next
      const answer = new Promise((resolve) =>
        cdp.on('Target.receivedMessageFromTarget', (event) => {
          const message = JSON.parse(event.message)
          if (event.sessionId === sessionId && message.id === id) resolve(message.result)
        }),
      )
      return cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
        .then(() => answer)
    }
    await ask('HeapProfiler.collectGarbage')
    const { usedSize } = await ask('Runtime.getHeapUsage')
    return usedSize / 1e6
  } finally {
    await cdp.detach()
  }
}

/**
 * 1,000,000 investors from the standalone mock provider over HTTP, into the investor directory's Web Worker: the
 * portal's client fetches GET /reporting/v1/Investors?pageNumber=1&pageSize=1000000 (about 45 MB) and moves each
 * chunk to the worker, which parses, checks and indexes the names. Figures: the page's longest task while
 * loading and while searching (PerformanceObserver 'longtask', and the most CPU time in one task from a trace,
 * which the machine's other load does not stretch), the time until the directory answers its first screen, the
 * search time per typed key with its first screen of rows (p50, p95, max), and both threads' heaps.
 */
export async function investorDirectory() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.config.ts'], { stdio: 'inherit' })
  const apiPort = await freePort()
  const api = `http://127.0.0.1:${apiPort}`
  const provider = await startProcess(process.execPath, ['--import', 'tsx', 'mocks/server/start.ts'], {
    env: { MOCK_API_PORT: String(apiPort) },
    ready: /listening on/,
    name: 'mock provider',
  })
  let close
  let browser
  try {
    const served = await serveStatic('bench/dist')
    close = served.close
    browser = await launchChromium()
    const page = await browser.newPage()
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      // Signed in at the provider as the administrator, who is answered the whole investor universe.
      const returnTo = encodeURIComponent(`${served.url}/investor-directory.html`)
      await page.goto(`${api}/signin?persona=admin&returnTo=${returnTo}`)
      await page.waitForSelector('#status')
      const stop = await traceMainThread(page)
      const result = await page.evaluate(([base, userId]) => window.runBench(base, userId), [api, 'u-admin'])
      const trace = await stop()
      const cpu = (name) => longestTasks(trace.during(name)).byCpu?.cpuMs ?? 0
      const workerHeapMb = await workerHeapMbOf(page)
      const searchP95 = percentile(result.searches, 95)
      runs.push({
        ...result,
        searchP50: percentile(result.searches, 50),
        searchP95,
        searchMax: Math.max(...result.searches),
        loadCpuMs: cpu('load investors'),
        searchCpuMs: cpu('search investors'),
        longestTaskMs: Math.max(result.longestLoadTaskMs, result.longestSearchTaskMs),
        workerHeapMb,
        load: loadavg()[0],
      })
      console.log(
        `run ${run + 1}: searchable after ${ms(result.timeToSearchableMs)}, longest task ${ms(result.longestLoadTaskMs)} loading / ${ms(result.longestSearchTaskMs)} searching, search p95 ${ms(searchP95)} over ${result.searches.length} keys, heaps: page ${mb(result.pageHeapMb)}, worker ${mb(workerHeapMb)}, matches ${JSON.stringify(result.sampleMatches)}`,
      )
    }
    const all = (key, format = ms) => runs.map((run) => format(run[key])).join(', ')
    const figure = (key) => median(runs.map((run) => run[key]))
    const seconds = (value) => `${(value / 1000).toFixed(1)} s`
    const row = (figure, value, target, met) => ({ area: 'Investor directory', figure, value, target, met })
    const counted = Math.min(...runs.map((run) => run.investors))
    const keys = runs[0].searches.length
    return [
      row(
        'Investors loaded into the directory worker from the provider (GET /reporting/v1/Investors, pageSize 1000000)',
        counted.toLocaleString('en-US'),
        '1,000,000',
        counted === INVESTORS,
      ),
      row(
        `Longest main-thread task while loading (median of ${RUNS}: ${all('longestLoadTaskMs')}; machine load average ${all('load', (v) => v.toFixed(1))})`,
        ms(figure('longestLoadTaskMs')),
        budgets.longTask.text,
        budgets.longTask.met(figure('longestLoadTaskMs')),
      ),
      row(
        `Longest main-thread task while searching, ${keys} keys typed (median of ${RUNS}: ${all('longestSearchTaskMs')}; ${all('longTasks', String)} long tasks in all)`,
        ms(figure('longestSearchTaskMs')),
        budgets.longTask.text,
        budgets.longTask.met(figure('longestSearchTaskMs')),
      ),
      row(
        `Most main-thread CPU time in one task, from a trace (median of ${RUNS}: loading ${all('loadCpuMs')}; searching ${all('searchCpuMs')})`,
        ms(Math.max(figure('loadCpuMs'), figure('searchCpuMs'))),
        budgets.longTask.text,
        budgets.longTask.met(Math.max(figure('loadCpuMs'), figure('searchCpuMs'))),
      ),
      row(
        `Time to searchable: from the call until the first screen of the directory is answered (median of ${RUNS}: ${all('timeToSearchableMs', seconds)})`,
        seconds(figure('timeToSearchableMs')),
        'reported',
        true,
      ),
      row(
        `Type-ahead search over 1,000,000 names, a key at a time with its first ${20} rows (p95 of ${keys} keys, median of ${RUNS}: ${all('searchP95')}; p50 ${all('searchP50')}; max ${all('searchMax')})`,
        ms(figure('searchP95')),
        '≤ 100 ms',
        figure('searchP95') <= 100,
      ),
      row(
        `JS heap with the directory loaded (median of ${RUNS}): the page ${all('pageHeapMb', mb)}; the worker ${all('workerHeapMb', mb)}`,
        `${mb(figure('pageHeapMb'))} page, ${mb(figure('workerHeapMb'))} worker`,
        'reported',
        true,
      ),
    ]
  } finally {
    await browser?.close()
    await close?.()
    await provider.stop()
  }
}
