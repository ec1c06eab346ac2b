// The real account summary screen with 50 funds, each with 200 cash flows of the investor (10,000 in all), in a
// production build. window.fetch is replaced before mounting: AccountSummary/filter answers one quarter and 50
// funds, Cas/report their ITD lines (and each fund's statement, for 'Figures tie'), FundCashflows/Report each fund's
// flows after 150 ms (a provider's time), counting how many are in flight at once. window.runSummaryBench mounts
// the screen while a PerformanceObserver records long tasks, and returns when every 'Your net IRR' is shown and
// 'Figures tie' has checked; then it opens the total's 'How this is calculated' (XIRR over 10,000 flows).
import { mulberry32 } from '../../mocks/seed/prng'
import {
  figureTraceTexts,
  paths,
  type AccountSummaryFilterEntry,
  type CapitalAccountRow,
  type CashFlowRow,
  type EntitledEntity,
} from '../../src/domain'
import { AccountSummaryScreen } from '../../src/screens/reports'
import { accountSummaryTexts } from '../../src/screens/reports/accountSummary/texts'
import { answerInPage, mountScreen, nextFrame, recordLongTasks, sleep } from './screenBench'

const FUNDS = 50
const FLOWS_PER_FUND = 200
const REPORTING_DATE = '2026-09-30'
const ACCOUNT_ID = 10_001
/** A provider's time for each fund's cash flows. */
const CASH_FLOW_DELAY_MS = 150

const funds = Array.from({ length: FUNDS }, (_, i) => ({
  id: i + 1,
  name: `Bench Capital Partners ${String(i + 1).padStart(2, '0')}, L.P.`,
  currency: i % 3 === 1 ? 'EUR' : 'USD',
}))

/**
 * A fund's flows: 200 over ten years, calls early and distributions late, each a cent amount; the account
 * summary's line is their sums and a capital account, so that every check ties.
 */
function fundBook(fund: (typeof funds)[number]) {
  const random = mulberry32(0xa5 + fund.id)
  const flows: CashFlowRow[] = Array.from({ length: FLOWS_PER_FUND }, (_, i) => {
    const day = new Date(Date.UTC(2016, 0, 15) + Math.floor((i / FLOWS_PER_FUND) * 3650) * 86_400_000)
    const contribution = i < FLOWS_PER_FUND * 0.6 || random() < 0.2
    return {
      investorName: 'Bench Investor',
      currency: fund.currency,
      date: day.toISOString().slice(0, 10),
      type: contribution ? 'Contribution' : 'Distribution',
      category: contribution ? 'Fund Investments' : 'Return of Capital',
      amount: Math.round(random() * 5e8) / 100,
    }
  })
  const sum = (type: string) =>
    flows
      .filter((flow) => flow.type === type)
      .reduce((cents, flow) => cents + Math.round(flow.amount! * 100), 0) / 100
  const contributed = sum('Contribution')
  const commitment = Math.ceil(contributed * 1.25)
  const line: CapitalAccountRow = {
    fundId: fund.id,
    investorId: ACCOUNT_ID,
    period: 'ITD',
    reportingCurrency: fund.currency,
    reportingDate: REPORTING_DATE,
    exchangeRateToUSD: fund.currency === 'EUR' ? 1.08 : 1,
    commitment,
    commitmentBeginningRemainingCommitment: commitment,
    remainingCommitments: Math.round((commitment - contributed) * 100) / 100,
    totalContributedCapital: contributed,
    totalDistributions: sum('Distribution'),
    capitalAccountAtFairValue: Math.round(contributed * (0.6 + random() * 0.8) * 100) / 100,
  }
  return { flows, line }
}

interface Result {
  funds: number
  flows: number
  cashFlowCalls: number
  /** The most FundCashflows/Report calls in flight at once. */
  mostInFlight: number
  /** From mounting until every fund's 'Your net IRR' and the total's are shown and 'Figures tie' has checked. */
  irrsShownMs: number
  tieSummary: string
  /** Long tasks from the first cash flow call until then. */
  longestTaskMs: number
  longTasks: number
  /** The total's 'How this is calculated' (XIRR over 10,000 flows, the flows table): from the click until shown. */
  panelMs: number
  panelLongestTaskMs: number
  panelLongTasks: number
  failures: string[]
}

declare global {
  interface Window {
    runSummaryBench: () => Promise<Result>
  }
}

window.runSummaryBench = async () => {
  const failures: string[] = []
  const books = new Map(funds.map((fund) => [fund.name, fundBook(fund)]))
  const filterJson = JSON.stringify(
    funds.map((fund) => ({
      fundId: fund.id,
      reportingDate: REPORTING_DATE,
    })) satisfies AccountSummaryFilterEntry[],
  )
  const summaryJson = JSON.stringify([...books.values()].map((book) => book.line))
  const flowsJson = new Map([...books].map(([name, book]) => [name, JSON.stringify(book.flows)]))
  const fundsJson = JSON.stringify(funds.map((fund) => ({ id: fund.id, name: fund.name, netIrr: 11.5 })))
  let firstFlowCallAt = 0
  let cashFlowCalls = 0
  let inFlight = 0
  let mostInFlight = 0
  answerInPage((method, path, body) => {
    if (method === 'GET' && path === '/reporting/v1/AccountSummary/filter') return filterJson
    if (method === 'GET' && path === '/reporting/v1/Funds') return fundsJson
    if (method === 'POST' && path === '/reporting/v1/Cas/report') {
      const { period } = body as { period?: string }
      // The account summary's lines; a fund's statement for 'Figures tie' answers none ('no data': not checked).
      return period === 'ITD' ? summaryJson : '[]'
    }
    return null
  }, failures)
  // The cash flows answer late, each in its own time: wrapped around the page's answers to count those in flight.
  const answered = window.fetch
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (!url.pathname.endsWith('/reporting/v1/FundCashflows/Report')) return answered(input, init)
    firstFlowCallAt ||= performance.now()
    cashFlowCalls++
    mostInFlight = Math.max(mostInFlight, ++inFlight)
    await sleep(CASH_FLOW_DELAY_MS)
    inFlight--
    const text = flowsJson.get(String(JSON.parse(String(init?.body)).fund))
    return new Response(text ?? null, {
      status: text ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    })
  }
  await sleep(500)

  const longTasks = recordLongTasks()
  const root = document.getElementById('root')!
  const irrButtons = () =>
    root.querySelectorAll(
      `button[aria-label^="${figureTraceTexts.yourNetIrr} of "]:not([aria-label*=": ${figureTraceTexts.loadingFigure}."])`,
    )
  const tieSummary = () =>
    [...root.querySelectorAll('details > summary')].find((s) => /tie\.$/u.test(s.textContent ?? ''))
  const done = new Promise<number>((resolve) => {
    const watcher = new MutationObserver(() => {
      // Every fund's, its fund types' and the total's IRR, and the checks done.
      if (irrButtons().length < FUNDS + 2 || !tieSummary()) return
      watcher.disconnect()
      resolve(performance.now())
    })
    watcher.observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  })
  const mountedAt = performance.now()
  const entitled: EntitledEntity[] = funds.map((fund) => ({
    id: fund.id,
    globalId: '',
    name: fund.name,
    type: 'Fund',
  }))
  mountScreen(root, `${paths.accountSummary}?date=${REPORTING_DATE}`, <AccountSummaryScreen />, failures, {
    entitledEntities: entitled,
  })
  const shownAt = await Promise.race([done, sleep(60_000).then(() => 0)])
  if (shownAt === 0) failures.push(`not every IRR was shown within 60 s (${irrButtons().length})`)
  performance.measure('irrs', { start: firstFlowCallAt || mountedAt, end: shownAt || performance.now() })
  await sleep(500)

  const total = root.querySelector<HTMLButtonElement>(
    `button[aria-label^="${figureTraceTexts.yourNetIrr} of ${accountSummaryTexts.totalUSD}:"]`,
  )
  const clickedAt = performance.now()
  total?.click()
  let panelAt = 0
  for (let waited = 0; waited < 20_000 && !panelAt; waited += 16) {
    await nextFrame()
    const panel = document.querySelector(`[role="dialog"]`)
    if (panel?.textContent?.includes(figureTraceTexts.irr)) panelAt = performance.now()
  }
  if (!total || !panelAt) failures.push("the total's 'How this is calculated' did not open within 20 s")
  performance.measure('panel', { start: clickedAt, end: panelAt || performance.now() })
  await sleep(300)
  longTasks.stop()
  const during = longTasks.during(firstFlowCallAt, shownAt)
  const panelTasks = longTasks.during(clickedAt, panelAt)
  return {
    funds: FUNDS,
    flows: FUNDS * FLOWS_PER_FUND,
    cashFlowCalls,
    mostInFlight,
    irrsShownMs: shownAt - mountedAt,
    tieSummary: tieSummary()?.textContent ?? '',
    longestTaskMs: Math.max(0, ...during),
    longTasks: during.filter((duration) => duration > 50).length,
    panelMs: panelAt - clickedAt,
    panelLongestTaskMs: Math.max(0, ...panelTasks),
    panelLongTasks: panelTasks.filter((duration) => duration > 50).length,
    failures,
  }
}
