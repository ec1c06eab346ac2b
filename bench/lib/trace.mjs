/**
 * A Chromium trace of the page's main thread while a figure is measured: every task with its wall time and its
 * CPU time (the thread's own time), and the page's performance.measure() ranges on the same clock.
 *
 * Why CPU time: on a shared 2-core machine a long task's wall time includes the time the operating system gave
 * the core to other processes, so a task of 20 ms of work can last 100 ms. The CPU time says what the page did.
 */
export async function traceMainThread(page) {
  const cdp = await page.context().newCDPSession(page)
  const events = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'blink.user_timing'], excludedCategories: ['*'] },
  })
  return async function stop() {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    await cdp.detach()
    return mainThreadTasks(events)
  }
}

function mainThreadTasks(events) {
  const thread = (event) => `${event.pid}:${event.tid}`
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(thread),
  )
  const isTask = (e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mains.has(thread(e))
  const counts = new Map()
  for (const event of events.filter(isTask)) counts.set(thread(event), (counts.get(thread(event)) ?? 0) + 1)
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  const tasks = events
    .filter((e) => isTask(e) && thread(e) === main)
    .map((e) => ({ start: e.ts / 1000, wallMs: e.dur / 1000, cpuMs: (e.tdur ?? 0) / 1000 }))
  const measures = new Map()
  for (const e of events.filter((e) => e.cat === 'blink.user_timing' && (e.ph === 'b' || e.ph === 'e'))) {
    const range = measures.get(e.name) ?? [0, 0]
    range[e.ph === 'b' ? 0 : 1] = e.ts / 1000
    measures.set(e.name, range)
  }
  return {
    tasks,
    /** The tasks overlapping a performance.measure() of the page, by its name (all tasks without one). */
    during(name) {
      const range = name === undefined ? [-Infinity, Infinity] : measures.get(name)
      if (!range) throw new Error(`no measure '${name}' in the trace`)
      return tasks.filter((t) => t.start < range[1] && t.start + t.wallMs > range[0])
    },
  }
}

/** The task with the most CPU time, and the longest by wall time. */
export function longestTasks(tasks) {
  const by = (key) => tasks.reduce((most, task) => (task[key] > (most?.[key] ?? -1) ? task : most), null)
  return { byCpu: by('cpuMs'), byWall: by('wallMs') }
}
