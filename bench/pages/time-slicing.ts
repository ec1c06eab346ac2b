// Loads 1,000,000 investors from the standalone mock provider with the portal's own client
// (GET /reporting/v1/Investors?pageNumber=1&pageSize=1000000, parsed in slices while it downloads), then
// maps them to picker options with the domain's time slicer (45 ms work / 90 ms pause), while a PerformanceObserver
// records every long task. performance.measure marks the two phases for traces.
import { api, configureApi } from '../../src/api'
import { mapInSlices } from '../../src/domain'

interface Result {
  investors: number
  slices: number
  loadMs: number
  processMs: number
  longestTaskMs: number
  longestLoadTaskMs: number
  longestProcessTaskMs: number
  totalBlockingMs: number
  longTasks: number
}

declare global {
  interface Window {
    runBench: (apiBase: string, userId: string) => Promise<Result>
  }
}

window.runBench = async (apiBase, userId) => {
  configureApi({ baseUrl: apiBase, entitledUserId: userId, investorAccountGroupId: 'ALL' })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const longTasks: { start: number; duration: number }[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration })
  })
  observer.observe({ type: 'longtask', buffered: false })

  const started = performance.now()
  const investors = await api.reporting.getInvestors()
  const loaded = performance.now()
  performance.measure('load investors', { start: started, end: loaded })

  // The processing: options for an investor picker, searchable by lower-case name.
  let slices = 0
  const { results: options } = await mapInSlices(
    investors,
    (investor) => ({ value: investor.id, label: investor.name, search: investor.name.toLowerCase() }),
    { onProgress: () => void slices++ },
  )
  const processed = performance.now()
  performance.measure('process investors', { start: loaded, end: processed })
  await new Promise((resolve) => setTimeout(resolve, 300))
  observer.disconnect()
  document.getElementById('status')!.textContent = `done: ${options.length}`

  const longest = (from: number, to: number) =>
    Math.max(
      0,
      ...longTasks.filter((t) => t.start < to && t.start + t.duration > from).map((t) => t.duration),
    )
  return {
    investors: options.length,
    slices,
    loadMs: loaded - started,
    processMs: processed - loaded,
    longestTaskMs: longest(started, processed),
    longestLoadTaskMs: longest(started, loaded),
    longestProcessTaskMs: longest(loaded, processed),
    totalBlockingMs: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    longTasks: longTasks.length,
  }
}
