// Processes 1,000,000 investor records with the domain's time slicer (45 ms work / 90 ms pause) while
// a PerformanceObserver records every long task. The records are created first, outside the measurement,
// as a response parser would hand them over; the figure is about the processing the portal does.
import { processInSlices } from '../../src/domain'

interface RawInvestor {
  id: number
  investorName: string
  accountName: string
  fundId: number
}

interface Result {
  investors: number
  slices: number
  totalMs: number
  longestTaskMs: number
  totalBlockingMs: number
  longTasks: number
  groups: number
}

declare global {
  interface Window {
    runBench: (count: number) => Promise<Result>
  }
}

function createRecords(count: number): RawInvestor[] {
  const records = new Array<RawInvestor>(count)
  for (let i = 0; i < count; i++) {
    records[i] = {
      id: i + 1,
      investorName: `Investor ${i % 250_000}`,
      accountName: `Account ${i}`,
      fundId: i % 1500,
    }
  }
  return records
}

window.runBench = async (count) => {
  const records = createRecords(count)
  await new Promise((resolve) => setTimeout(resolve, 500))
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })

  // The processing: options for the investor picker, grouped by investor and searchable by lower-case label.
  const byInvestor = new Map<string, number[]>()
  const options: { value: number; label: string; search: string }[] = []
  let slices = 0
  const started = performance.now()
  await processInSlices(
    records,
    (record) => {
      const label = `${record.investorName} — ${record.accountName}`
      options.push({ value: record.id, label, search: label.toLowerCase() })
      const ids = byInvestor.get(record.investorName)
      if (ids) ids.push(record.id)
      else byInvestor.set(record.investorName, [record.id])
    },
    { onProgress: () => void slices++ },
  )
  const totalMs = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 300))
  observer.disconnect()
  document.getElementById('status')!.textContent = `done: ${options.length}`
  return {
    investors: options.length,
    slices,
    totalMs,
    longestTaskMs: Math.max(0, ...longTasks),
    totalBlockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longTasks: longTasks.length,
    groups: byInvestor.size,
  }
}
