// Loads 1,000,000 investors from the standalone mock provider into the investor directory's worker with the
// portal's own client (GET /reporting/v1/Investors?pageNumber=1&pageSize=1000000: the page moves the downloaded
// chunks to the worker, which parses and indexes them), then types queries a key at a time, timing each search
// with the first screen of its rows, while a PerformanceObserver records every long task on the page.
import { api, configureApi } from '../../src/api'

/** Queries typed a key at a time: prefixes of investor names, of later series, and of nothing at all. */
const QUERIES = [
  'calder foundation',
  'zurich lake foundation 12',
  'pension plan 33',
  'ellison',
  'oakhurst family office 7',
  'nobody at all',
]
const FIRST_SCREEN = 20

interface Result {
  investors: number
  timeToSearchableMs: number
  searches: number[]
  longestLoadTaskMs: number
  longestSearchTaskMs: number
  longTasks: number
  pageHeapMb: number
  sampleMatches: Record<string, number>
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
  const directory = await api.reporting.loadInvestorDirectory()
  await directory.rows(0, FIRST_SCREEN)
  const searchable = performance.now()
  performance.measure('load investors', { start: started, end: searchable })

  const searches: number[] = []
  const sampleMatches: Record<string, number> = {}
  for (const query of QUERIES) {
    for (let length = 1; length <= query.length; length++) {
      const typed = query.slice(0, length)
      const from = performance.now()
      const matches = await directory.search(typed)
      await directory.rows(0, FIRST_SCREEN)
      searches.push(performance.now() - from)
      sampleMatches[typed] = matches
    }
  }
  const searched = performance.now()
  performance.measure('search investors', { start: searchable, end: searched })
  await new Promise((resolve) => setTimeout(resolve, 300))
  observer.disconnect()
  const heap = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory
  document.getElementById('status')!.textContent = `done: ${directory.size}`
  const size = directory.size
  // The worker stays alive for the bench to read its heap; the next run's page load ends it.

  const longest = (from: number, to: number) =>
    Math.max(
      0,
      ...longTasks.filter((t) => t.start < to && t.start + t.duration > from).map((t) => t.duration),
    )
  return {
    investors: size,
    timeToSearchableMs: searchable - started,
    searches,
    longestLoadTaskMs: longest(started, searchable),
    longestSearchTaskMs: longest(searchable, searched),
    longTasks: longTasks.length,
    pageHeapMb: (heap?.usedJSHeapSize ?? 0) / 1e6,
    sampleMatches: Object.fromEntries(QUERIES.map((query) => [query, sampleMatches[query] ?? -1])),
  }
}
