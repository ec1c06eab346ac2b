// The real cash flow activity screen with 10,000 cash flows (250 investor accounts × 40 quarters), in a
// production build. The provider is answered in the page (screenBench.tsx): FundCashflows/filters with one fund
// and its 250 accounts, FundCashflows/Report with the 10,000 rows, serialised before mounting. window.runCashFlowBench
// mounts the screen at All Dates, waits for the table and the chart, then scrolls the table top to bottom while a
// PerformanceObserver records long tasks.
import { mulberry32 } from '../../mocks/seed/prng'
import { contributionCategories, distributionCategories, paths, type CashFlowRow } from '../../src/domain'
import { CashFlowActivityScreen } from '../../src/screens/reports'
import { answerInPage, mountScreen, nextFrame, recordLongTasks, sleep } from './screenBench'

const FUND = 'Bench Capital Partners 01, L.P.'
const ACCOUNTS = Array.from({ length: 250 }, (_, i) => `Bench Pension Plan ${String(i + 1).padStart(3, '0')}`)
const QUARTERS = 40
const FIRST_YEAR = 2016
const SCROLL_STEPS = 200

/** One flow per account and quarter: a contribution in the fund's early years, then mostly distributions. */
function cashFlows(): CashFlowRow[] {
  const random = mulberry32(0xcf)
  const rows: CashFlowRow[] = []
  for (let q = 0; q < QUARTERS; q++) {
    const year = FIRST_YEAR + Math.floor(q / 4)
    const month = (q % 4) * 3 + 1
    const start = `${year}-${String(month).padStart(2, '0')}-01`
    const endMonth = month + 2
    const end = `${year}-${String(endMonth).padStart(2, '0')}-${endMonth === 3 || endMonth === 12 ? 31 : 30}`
    ACCOUNTS.forEach((investorName, a) => {
      const contribution = random() < Math.max(0.1, 1 - q / 20)
      const categories = contribution ? contributionCategories : distributionCategories
      rows.push({
        investorName,
        currency: 'USD',
        startDate: start,
        endDate: end,
        date: `${year}-${String(month + 1).padStart(2, '0')}-${String(1 + (a % 28)).padStart(2, '0')}`,
        type: contribution ? 'Contribution' : 'Distribution',
        category: categories[a % categories.length] ?? 'Other',
        amount: Math.round(random() * 5_000_000_00) / 100,
      })
    })
  }
  return rows
}

interface Result {
  rows: number
  shownMs: number
  chartShown: boolean
  longestRenderTaskMs: number
  /** Long tasks before the report's answer (mounting the screen, the filters) and after it (the report). */
  longestBeforeAnswerMs: number
  longestAfterAnswerMs: number
  answeredMs: number
  longestScrollTaskMs: number
  scrollLongTasks: number
  maxRowElements: number
  lastRowShown: boolean
  failures: string[]
}

declare global {
  interface Window {
    runCashFlowBench: () => Promise<Result>
  }
}

const ROW = '[data-row]'

window.runCashFlowBench = async () => {
  const failures: string[] = []
  const rows = cashFlows()
  const reportJson = JSON.stringify(rows)
  const filtersJson = JSON.stringify({ fundToInvestorsMapping: [{ fundName: FUND, investors: ACCOUNTS }] })
  let answeredAt = 0
  answerInPage((method, path) => {
    if (method === 'GET' && path === '/reporting/v1/FundCashflows/filters') return filtersJson
    if (method !== 'POST' || path !== '/reporting/v1/FundCashflows/Report') return null
    answeredAt = performance.now()
    return reportJson
  }, failures)
  await sleep(500)

  const longTasks = recordLongTasks()
  const root = document.getElementById('root')!
  const mountedAt = performance.now()
  mountScreen(root, `${paths.cashFlowActivity}?range=ALL_DATES`, <CashFlowActivityScreen />, failures)
  // Shown: the table's rows and the chart's lazily loaded drawing are in the DOM.
  const shown = new Promise<number>((resolve) => {
    const watcher = new MutationObserver(() => {
      if (!root.querySelector(ROW) || !root.querySelector('[data-chart] svg')) return
      watcher.disconnect()
      resolve(performance.now())
    })
    watcher.observe(root, { childList: true, subtree: true })
  })
  const shownAt = await Promise.race([shown, sleep(30_000).then(() => 0)])
  if (shownAt === 0) failures.push('the report was not shown within 30 s')
  performance.measure('cash flow shown', { start: mountedAt, end: shownAt || performance.now() })
  await sleep(500)

  const scroller = root.querySelector<HTMLElement>('[data-testid="datagrid-scroller"]')
  if (!scroller) failures.push('no table scroller')
  const scrollStart = performance.now()
  let maxRowElements = root.querySelectorAll(ROW).length
  for (let step = 1; scroller && step <= SCROLL_STEPS; step++) {
    scroller.scrollTop = (scroller.scrollHeight * step) / SCROLL_STEPS
    await nextFrame()
    maxRowElements = Math.max(maxRowElements, root.querySelectorAll(ROW).length)
  }
  const scrollEnd = performance.now()
  performance.measure('cash flow scroll', { start: scrollStart, end: scrollEnd })
  await sleep(300)
  longTasks.stop()
  const scrolling = longTasks.during(scrollStart, scrollEnd)
  return {
    rows: rows.length,
    shownMs: shownAt - mountedAt,
    chartShown: root.querySelector('[data-chart] svg') !== null,
    longestRenderTaskMs: Math.max(0, ...longTasks.during(mountedAt, shownAt)),
    longestBeforeAnswerMs: Math.max(0, ...longTasks.during(mountedAt, answeredAt)),
    longestAfterAnswerMs: Math.max(0, ...longTasks.during(answeredAt, shownAt)),
    answeredMs: answeredAt - mountedAt,
    longestScrollTaskMs: Math.max(0, ...scrolling),
    scrollLongTasks: scrolling.length,
    maxRowElements,
    lastRowShown: root.querySelector(`${ROW}[aria-rowindex="${rows.length + 1}"]`) !== null,
    failures,
  }
}
