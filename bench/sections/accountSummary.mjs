import { budgets } from '../budgets.mjs'
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { serveStatic } from '../../scripts/serve-static.mjs'
import { launchChromium } from '../lib/browser.mjs'
import { longestTasks, traceMainThread } from '../lib/trace.mjs'
import { median, ms } from '../lib/stats.mjs'

/** Runs in one browser, each a first visit; the median is the figure, every run is listed (the machine is shared). */
const RUNS = 3
/** FundCashflows/Report calls in flight at once (src/screens/figureTrace/investorFlows.ts). */
const FLOW_CALLS_AT_ONCE = 4

/**
 * The real account summary screen with 50 funds and 10,000 cash flows of the investor in a production build
 * (bench/pages/account-summary.tsx answers the calls in the page, each fund's cash flows 150 ms late): how many
 * cash flow calls are in flight at once, the time until every 'Your net IRR' is shown and 'Figures tie' has
 * checked, and the long tasks from the first cash flow call until then; then the total's 'How this is calculated'
 * (XIRR over the 10,000 flows and their table): the long tasks from the click until it is shown.
 */
export async function accountSummary() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.config.ts'], { stdio: 'inherit' })
  const { url, close } = await serveStatic('bench/dist')
  const browser = await launchChromium()
  try {
    const runs = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${url}/account-summary.html`)
      const stop = await traceMainThread(page)
      const result = await page.evaluate(() => window.runSummaryBench())
      const trace = await stop()
      if (result.failures.length > 0 || errors.length > 0)
        throw new Error(`run ${run + 1}: ${[...result.failures, ...errors].join('; ')}`)
      await context.close()
      const cpuMs = longestTasks(trace.during('irrs')).byCpu?.cpuMs ?? 0
      const panelCpuMs = longestTasks(trace.during('panel')).byCpu?.cpuMs ?? 0
      runs.push({ ...result, cpuMs, panelCpuMs, load: loadavg()[0] })
      console.log(
        `run ${run + 1}: ${result.cashFlowCalls} cash flow calls (at most ${result.mostInFlight} at once), ${result.flows} flows; every IRR shown and the checks done at ${ms(result.irrsShownMs)} ('${result.tieSummary}'); longest task ${ms(result.longestTaskMs)} (${result.longTasks} over 50 ms), most CPU in one task ${ms(cpuMs)}; the total's trace shown ${ms(result.panelMs)} after the click, longest task ${ms(result.panelLongestTaskMs)} (${result.panelLongTasks} over 50 ms), most CPU ${ms(panelCpuMs)}; load average ${loadavg()[0].toFixed(1)}`,
      )
    }
    const all = (key, format = ms) => runs.map((r) => format(r[key])).join(', ')
    const mid = (key) => median(runs.map((r) => r[key]))
    const row = (figure, value, target, met) => ({
      area: 'Your net IRR and its trace',
      figure,
      value,
      target,
      met,
    })
    const most = Math.max(...runs.map((r) => r.mostInFlight))
    return [
      row(
        `Cash flow calls in flight at once, 50 funds (${runs[0].cashFlowCalls} calls per run, each answered 150 ms late; all runs: ${all('mostInFlight', String)})`,
        String(most),
        `≤ ${FLOW_CALLS_AT_ONCE}`,
        most <= FLOW_CALLS_AT_ONCE,
      ),
      row(
        `Time from mounting the account summary until every 'Your net IRR' (50 funds, their fund types, the total over 10,000 flows) is shown and 'Figures tie' has checked (median of ${RUNS}: ${all('irrsShownMs')})`,
        ms(mid('irrsShownMs')),
        'reported',
        true,
      ),
      row(
        `Longest task from the first cash flow call until then (median of ${RUNS}: ${all('longestTaskMs')}; tasks over 50 ms: ${all('longTasks', String)}; most CPU in one task from a trace: ${all('cpuMs')}; load average ${all('load', (v) => v.toFixed(1))})`,
        ms(mid('longestTaskMs')),
        budgets.longTask.text,
        budgets.longTask.met(mid('longestTaskMs')),
      ),
      row(
        `The total's 'How this is calculated' (XIRR over 10,000 flows, their table): longest task from the click until it is shown (median of ${RUNS}: ${all('panelLongestTaskMs')}; shown after ${all('panelMs')}; tasks over 50 ms: ${all('panelLongTasks', String)}; most CPU in one task: ${all('panelCpuMs')})`,
        ms(mid('panelLongestTaskMs')),
        budgets.longTask.text,
        budgets.longTask.met(mid('panelLongestTaskMs')),
      ),
    ]
  } finally {
    await browser.close()
    await close()
  }
}
