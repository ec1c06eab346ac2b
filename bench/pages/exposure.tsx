// The real exposure screen (issue 65) over a book of 50 funds holding 2,000 companies, in a production build. The
// provider is answered in the page (screenBench.tsx), each fund's schedule a little later than the last (as a
// provider of one schedule a call answers): the account summary's quarters and its ITD rows, the funds, and each
// fund's schedule of investments (40 companies) and industries. window.runExposureBench mounts the screen at
// /reporting/exposure, records the loading's progress (the largest 'Loaded N of 50 funds' before the table), waits
// until the table by company and its total are shown, groups by industry, then scrolls the table top to bottom,
// while a PerformanceObserver records long tasks.
import { Route, Routes } from 'react-router-dom'
import { mulberry32 } from '../../mocks/seed/prng'
import {
  GEOGRAPHIES,
  paths,
  sessionPermissions,
  type CapitalAccountRow,
  type EntitledEntity,
  type Fund,
  type FundInvestmentRow,
  type SoiDetailedRow,
} from '../../src/domain'
import { ExposureScreen } from '../../src/screens/reports/portfolioAnalytics/ExposureScreen'
import { INDUSTRIES, NAME_FIRST, NAME_SECOND } from './companyNames'
import { answerInPage, benchUser, mountScreen, nextFrame, recordLongTasks, sleep } from './screenBench'

const FUNDS = 50
const COMPANIES_PER_FUND = 40
const DATE = '2026-09-30'
const REPORTING = '/reporting/v1'
/** Each fund's schedule answers this much later than the one before: a provider answering one fund a call. */
const SCHEDULE_MS = 20
const SCROLL_STEPS = 100
const INVESTOR_ID = 9001

const STRATEGIES = ['Buyout', 'Growth', 'Credit', 'Infrastructure', 'Real Estate', 'Secondaries']

const fundIds = Array.from({ length: FUNDS }, (_, i) => 1001 + i)
const companyName = (fund: number, index: number) =>
  `${NAME_FIRST[index % NAME_FIRST.length]} ${NAME_SECOND[(index + fund) % NAME_SECOND.length]} ${fund}-${index}`

function book() {
  const random = mulberry32(65)
  const funds: Fund[] = fundIds.map((id, i) => ({
    id,
    name: `Bench Fund ${i + 1}, L.P.`,
    currency: i % 5 === 0 ? 'EUR' : 'USD',
    geography: GEOGRAPHIES[i % GEOGRAPHIES.length],
    strategy: STRATEGIES[i % STRATEGIES.length],
  }))
  const schedules = new Map<number, string>()
  const investments = new Map<number, string>()
  const summary: CapitalAccountRow[] = []
  for (const fund of funds) {
    const detailed: SoiDetailedRow[] = []
    const rows: FundInvestmentRow[] = []
    let held = 0
    for (let c = 0; c < COMPANIES_PER_FUND; c++) {
      const value = Math.round(random() * 5e8) / 100
      held += value
      const name = companyName(fund.id, c)
      detailed.push({
        companyId: fund.id * 1000 + c,
        companyName: name,
        initialInvestmentDate: '2020-03-31',
        reportingCurrency: fund.currency ?? 'USD',
        investorId: INVESTOR_ID,
        capitalContributed: value,
        uncalledInvestmentsAtCost: 0,
        investmentIncome: 0,
        investmentDistributionsGrossOfTaxWithholding: 0,
        gaapUnrealizedAppreciationPreAccruedCarry: 0,
        remainingInvestedCapitalAndUndistributedProceedsAtFairValue: value,
        investStatusDesc: c % 7 === 0 ? 'Realized' : 'Unrealized/Partially Realized',
      })
      rows.push({ companyName: name, industry: INDUSTRIES[(c + fund.id) % INDUSTRIES.length] })
    }
    const cash = Math.round(random() * 1e8) / 100
    const capitalAccount = Math.round((held + cash) * 100) / 100
    schedules.set(
      fund.id,
      JSON.stringify({
        soiDetailed: detailed,
        soiAggregated: { cash, capitalAccountAtFairValue: capitalAccount },
      }),
    )
    investments.set(fund.id, JSON.stringify(rows))
    summary.push({
      fundId: fund.id,
      investorId: INVESTOR_ID,
      period: 'ITD',
      reportingCurrency: fund.currency ?? 'USD',
      reportingDate: DATE,
      exchangeRateToUSD: fund.currency === 'EUR' ? 1.1 : 1,
      commitment: capitalAccount * 1.5,
      remainingCommitments: capitalAccount * 0.3,
      totalContributedCapital: capitalAccount * 1.2,
      totalDistributions: capitalAccount * 0.4,
      capitalAccountAtFairValue: capitalAccount,
    })
  }
  return {
    funds,
    filter: JSON.stringify(fundIds.map((fundId) => ({ fundId, reportingDate: DATE }))),
    summary: JSON.stringify(summary),
    fundsAnswer: JSON.stringify(funds),
    schedules,
    investments,
  }
}

/** The exposure's table by `grouping` ('Company', 'Industry'), or null. */
function exposureTable(root: HTMLElement, grouping: string): HTMLTableElement | null {
  return root.querySelector<HTMLTableElement>(`table[aria-label="Exposure by ${grouping.toLowerCase()}"]`)
}

const groupRows = (table: HTMLTableElement | null) =>
  [...(table?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].filter(
    (row) => row.querySelector('th')?.getAttribute('scope') === 'row',
  )

/** Resolves at the first frame the table by `grouping` shows rows and its total (0 after 60 s). */
function whenShown(root: HTMLElement, grouping: string, onFrame?: () => void): Promise<number> {
  const deadline = performance.now() + 60_000
  return new Promise((resolve) => {
    const check = () => {
      onFrame?.()
      const table = exposureTable(root, grouping)
      if (table?.tFoot?.textContent?.includes('Total exposure') && groupRows(table).length > 0)
        resolve(performance.now())
      else if (performance.now() > deadline) resolve(0)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

interface Result {
  funds: number
  companies: number
  shownMs: number
  /** The largest count of loaded funds the page said while loading, and how often it changed. */
  progressSeen: number
  progressSteps: number
  longestLoadTaskMs: number
  loadLongTasks: number
  groupShownMs: number
  longestGroupTaskMs: number
  longestScrollTaskMs: number
  scrollLongTasks: number
  maxRows: number
  failures: string[]
}

declare global {
  interface Window {
    runExposureBench: () => Promise<Result>
  }
}

window.runExposureBench = async () => {
  const failures: string[] = []
  const answers = book()
  let scheduleAsked = 0
  answerInPage((method, path) => {
    if (path === `${REPORTING}/AccountSummary/filter`) return answers.filter
    if (method === 'POST' && path === `${REPORTING}/Cas/report`) return answers.summary
    if (path === `${REPORTING}/Funds`) return answers.fundsAnswer
    const fpsis = /^\/reporting\/v1\/FPSIS\/(\d+):/.exec(path)
    return fpsis ? (answers.investments.get(Number(fpsis[1])) ?? null) : null
  }, failures)
  // The schedules answer one after another, SCHEDULE_MS apart, through their own fetch.
  const answered = window.fetch
  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    if (!url.pathname.endsWith(`${REPORTING}/SOI/Report`)) return answered(input, init)
    const { fundId } = JSON.parse(String(init?.body)) as { fundId: number }
    scheduleAsked += 1
    await sleep(SCHEDULE_MS)
    return new Response(answers.schedules.get(fundId) ?? 'null', {
      headers: { 'Content-Type': 'application/json' },
    })
  }
  await sleep(500)

  const entities: EntitledEntity[] = answers.funds.map((fund) => ({
    id: fund.id,
    globalId: `g-${fund.id}`,
    name: fund.name,
    type: 'Fund',
  }))
  const user = {
    ...benchUser,
    segmentFunction: [...(benchUser.segmentFunction ?? []), 'GlobalPrivateEquityFunds'],
  }
  const longTasks = recordLongTasks()
  const root = document.getElementById('root')!
  const mountedAt = performance.now()
  mountScreen(
    root,
    paths.exposure,
    <Routes>
      <Route path={paths.exposure} element={<ExposureScreen />} />
    </Routes>,
    failures,
    { entitledEntities: entities, user, signedInUser: user, permissions: sessionPermissions({ user }) },
  )
  let progressSeen = 0
  let progressSteps = 0
  const shownAt = await whenShown(root, 'Company', () => {
    const said = /Loaded (\d+) of/.exec(root.querySelector('[role="status"]')?.textContent ?? '')
    const loaded = said ? Number(said[1]) : 0
    if (loaded > progressSeen) {
      progressSeen = loaded
      progressSteps += 1
    }
  })
  if (shownAt === 0) failures.push('the exposure was not shown within 60 s')
  performance.measure('exposure load', { start: mountedAt, end: shownAt || performance.now() })
  await sleep(500)

  // 'Group by': its trigger is named by its label, then the grouping shown.
  const trigger = [...root.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="listbox"]')].find(
    (button) =>
      button
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .some((id) => document.getElementById(id)?.textContent?.trim().startsWith('Group by')),
  )
  if (!trigger) failures.push("no 'Group by' select")
  trigger?.click()
  await sleep(300)
  const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (element) => element.textContent?.trim() === 'Industry',
  )
  if (!option) failures.push("no 'Industry' option")
  const groupAt = performance.now()
  option?.click()
  const groupShownAt = option ? await whenShown(root, 'Industry') : 0
  if (groupShownAt === 0) failures.push('the exposure by industry was not shown within 60 s')
  performance.measure('exposure group', { start: groupAt, end: groupShownAt || performance.now() })
  await sleep(300)

  // Back to companies, then the table scrolled top to bottom in its frame.
  trigger?.click()
  await sleep(300)
  ;[...document.querySelectorAll<HTMLElement>('[role="option"]')]
    .find((element) => element.textContent?.trim() === 'Company')
    ?.click()
  await whenShown(root, 'Company')
  await sleep(300)
  const scroller =
    exposureTable(root, 'Company')?.closest<HTMLElement>('[role="region"]') ?? document.documentElement
  const scrollStart = performance.now()
  let maxRows = groupRows(exposureTable(root, 'Company')).length
  for (let step = 1; step <= SCROLL_STEPS; step++) {
    scroller.scrollTo(0, (scroller.scrollHeight * step) / SCROLL_STEPS)
    document.documentElement.scrollTo(0, (document.documentElement.scrollHeight * step) / SCROLL_STEPS)
    await nextFrame()
    maxRows = Math.max(maxRows, groupRows(exposureTable(root, 'Company')).length)
  }
  const scrollEnd = performance.now()
  performance.measure('exposure scroll', { start: scrollStart, end: scrollEnd })
  await sleep(300)
  longTasks.stop()
  const loading = longTasks.during(mountedAt, shownAt)
  const scrolling = longTasks.during(scrollStart, scrollEnd)
  if (scheduleAsked < FUNDS) failures.push(`${scheduleAsked} schedules asked for, of ${FUNDS}`)
  return {
    funds: FUNDS,
    companies: FUNDS * COMPANIES_PER_FUND,
    shownMs: shownAt - mountedAt,
    progressSeen,
    progressSteps,
    longestLoadTaskMs: Math.max(0, ...loading),
    loadLongTasks: loading.length,
    groupShownMs: groupShownAt - groupAt,
    longestGroupTaskMs: Math.max(0, ...longTasks.during(groupAt, groupShownAt)),
    longestScrollTaskMs: Math.max(0, ...scrolling),
    scrollLongTasks: scrolling.length,
    maxRows,
    failures,
  }
}
