// The real fund profile screen (Summary Investment Schedule tab) with a schedule of 2,000 companies, in a
// production build. The provider is answered in the page (screenBench.tsx): the fund, its heads, two reporting
// dates (Q3 and Q2 2026), each date's 2,000 companies (different values per date), its adjustments, MOIC totals
// (also at the earlier dates the historic MOIC asks for) and its FPSISPeriod, all serialised before mounting.
// window.runFundProfileBench mounts the screen at /fund-profile/101, waits until the Q3 schedule is shown (its
// first companies and its total: only the companies near the window are in the page), picks Q2 2026 in the
// 'Reporting period' select and waits until the Q2 schedule is shown, then scrolls the page top to bottom until the
// schedule's last company is shown, while a PerformanceObserver records long tasks.
import { Route, Routes } from 'react-router-dom'
import type { FpsisPeriodData, FundHead, FundMoicTotals, MoicGroupTotals } from '../../src/api'
import { mulberry32 } from '../../mocks/seed/prng'
import {
  formatDate,
  INVESTMENT_STATUS_GROUPS,
  userFormats,
  type Fund,
  type FundInvestmentAdjustment,
  type FundInvestmentRow,
} from '../../src/domain'
import { FundProfileScreen } from '../../src/screens/FundProfile'
import { fundInvestmentGroups } from '../../src/domain'
import { INDUSTRIES, NAME_FIRST, NAME_FORM, NAME_SECOND } from './companyNames'
import { answerInPage, benchUser, mountScreen, nextFrame, recordLongTasks, sleep } from './screenBench'

const FUND_ID = 101
const COMPANIES = 2_000
/** The fund's reporting dates, latest first: the schedule opens at the first, the bench switches to the second. */
const DATES = ['2026-09-30', '2026-06-30'] as const
const REPORTING = '/reporting/v1'
const SCROLL_STEPS = 100

const fund: Fund = {
  id: FUND_ID,
  name: 'Bench Buyout Fund I, L.P.',
  currency: 'USD',
  vintage: 2015,
  fundStatus: 'Harvesting',
  geography: 'North America',
  strategy: 'Buyout',
  assetClass: 'Private Equity',
  size: 5e9,
  grossIrr: 18.2,
  netIrr: 13.1,
  irrAsOfDate: '2026-09-30',
  hurdleRatePct: 8,
  carriedIntPct: 20,
  catchUpSplitByGpLp: '80/20',
  investmentPeriodOriginal: '2020-12-31',
  investmentPeriodCurrent: '2021-12-31',
  followOnPeriodOriginal: '2022-12-31',
  followOnPeriodCurrent: '2023-12-31',
  termExpirationOriginal: '2025-12-31',
  termExpirationCurrent: '2027-12-31',
}
const heads: FundHead[] = [{ personId: 1, name: 'Bench Head', title: 'Managing Director' }]

/** The last day of a quarter, e.g. 2026 Q2 → '2026-06-30'. */
function quarterEnd(year: number, quarter: number): string {
  const month = quarter * 3
  return `${year}-${String(month).padStart(2, '0')}-${month === 3 || month === 12 ? 31 : 30}`
}

/** A reporting date's period, and the earlier dates its MOIC is compared with. */
function periodOf(date: string): FpsisPeriodData {
  const year = Number(date.slice(0, 4))
  const quarter = Math.ceil(Number(date.slice(5, 7)) / 3)
  return {
    fundId: FUND_ID,
    reportingDate: date,
    year,
    quarter,
    previousQuarterReportingDate: quarter === 1 ? quarterEnd(year - 1, 4) : quarterEnd(year, quarter - 1),
    endPreviousYearReportingDate: quarterEnd(year - 1, 4),
    sameQuarterPreviousYearReportingDate: quarterEnd(year - 1, quarter),
    isYearBeginning: false,
  }
}

const money = (random: () => number, max: number) => Math.round(random() * max * 10) / 10

/** The fund's 2,000 companies at a date: seeded by the date, so each date's values differ. */
function companiesAt(date: string): FundInvestmentRow[] {
  const random = mulberry32(Number(date.replaceAll('-', '')))
  return Array.from({ length: COMPANIES }, (_, i) => {
    const roll = random()
    const status =
      roll < 0.35 ? 'Realized' : roll < 0.85 ? 'Unrealized/Partially Realized' : 'Publicly Traded'
    const equityInvested = money(random, 250) + 5
    const cashReceived = status === 'Realized' ? money(random, 600) : money(random, 120)
    const remainingFmv = status === 'Realized' ? 0 : money(random, 500)
    const totalValue = Math.round((cashReceived + remainingFmv) * 10) / 10
    const moic = totalValue / equityInvested
    const drift = () => Math.max(0, moic * (0.8 + random() * 0.3))
    const acquired = 2015 + Math.floor(random() * 7)
    return {
      companyName: `${NAME_FIRST[i % 10]} ${NAME_SECOND[Math.floor(i / 10) % 8]} ${NAME_FORM[Math.floor(i / 80) % 5]} ${i + 1}`,
      acquisitionDate: `${acquired}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
      exitDate: status === 'Realized' ? `${acquired + 2 + Math.floor(random() * 4)}-06-30` : null,
      equityInvested,
      cashReceived,
      remainingFmv,
      totalValue,
      moic,
      previousQuarterMOIC: drift(),
      endPreviousYearMOIC: drift(),
      sameQuarterPreviousYearMOIC: drift(),
      investStatusDesc: status,
      industry: INDUSTRIES[Math.floor(random() * INDUSTRIES.length)]!,
      notes: random() < 0.1 ? 'Partial exit through a secondary sale of shares.' : null,
      fund: fund.name,
      reportingDate: date,
    }
  })
}

/** The MOIC totals of a date's companies, by status group and for the fund. */
function moicTotalsOf(date: string, rows: readonly FundInvestmentRow[]): FundMoicTotals {
  const sum = (list: readonly FundInvestmentRow[]) => {
    const total = {
      equityInvested: 0,
      cashReceived: 0,
      remainingFmv: 0,
      totalValue: 0,
      moic: 0 as number | null,
    }
    for (const row of list) {
      total.equityInvested += row.equityInvested ?? 0
      total.cashReceived += row.cashReceived ?? 0
      total.remainingFmv += row.remainingFmv ?? 0
      total.totalValue += row.totalValue ?? 0
    }
    total.moic = total.equityInvested > 0 ? total.totalValue / total.equityInvested : null
    return total
  }
  const groups: MoicGroupTotals[] = INVESTMENT_STATUS_GROUPS.map((status) => ({
    investStatusDesc: status,
    ...sum(rows.filter((row) => row.investStatusDesc === status)),
  }))
  return { fundId: FUND_ID, reportingDate: date, groups, total: sum(rows) }
}

const adjustmentsAt = (date: string): FundInvestmentAdjustment[] => {
  const random = mulberry32(Number(date.replaceAll('-', '')) + 1)
  return [1, 2, 3, 4].map((adjustmentTypeID) => ({
    adjustmentTypeID,
    adjustmentTypeValue: Math.round((random() - 0.3) * 500) / 10,
  }))
}

/** Every answer, serialised: by path, and FPSISPeriod by its reportingDate. */
function answers() {
  const byPath = new Map<string, string>([
    [`${REPORTING}/Funds`, JSON.stringify([fund])],
    [`${REPORTING}/Funds/${FUND_ID}/persons`, JSON.stringify(heads)],
    [`${REPORTING}/FPSIS/${FUND_ID}/periods`, JSON.stringify(DATES)],
  ])
  const periods = new Map<string, string>()
  const moicDates = new Set<string>()
  for (const date of DATES) {
    const rows = companiesAt(date)
    const period = periodOf(date)
    byPath.set(`${REPORTING}/FPSIS/${FUND_ID}:${date}`, JSON.stringify(rows))
    byPath.set(`${REPORTING}/FPSIS/${FUND_ID}/${date}/adjustments`, JSON.stringify(adjustmentsAt(date)))
    byPath.set(`${REPORTING}/FPSIS/${FUND_ID}/${date}/moictotals`, JSON.stringify(moicTotalsOf(date, rows)))
    periods.set(date, JSON.stringify(period))
    for (const earlier of [
      period.previousQuarterReportingDate,
      period.endPreviousYearReportingDate,
      period.sameQuarterPreviousYearReportingDate,
    ])
      if (earlier && !DATES.includes(earlier as (typeof DATES)[number])) moicDates.add(earlier)
  }
  // Historic MOIC: the earlier dates' totals (their companies are never asked for).
  for (const date of moicDates)
    byPath.set(
      `${REPORTING}/FPSIS/${FUND_ID}/${date}/moictotals`,
      JSON.stringify(moicTotalsOf(date, companiesAt(date))),
    )
  return { byPath, periods }
}

const dateFormat = userFormats(benchUser.preferences).dateFormat

/** The schedule table of a date: its name says the date. */
function scheduleTable(root: HTMLElement, date: string): HTMLTableElement | null {
  const name = `summary investment schedule as of ${formatDate(date, dateFormat)}`
  for (const table of root.querySelectorAll('table'))
    if (table.getAttribute('aria-label')?.includes(name)) return table
  return null
}

/** The company rows of a date's schedule in the page (the rows near the window). */
function companyRows(root: HTMLElement, date: string): HTMLTableRowElement[] {
  const table = scheduleTable(root, date)
  if (!table) return []
  return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter((row) => {
    const header = row.querySelector('th')
    return header?.getAttribute('scope') === 'row' && !header.textContent?.startsWith('Total ')
  })
}

/** A date's schedule is shown: its first companies and the fund's total row are in the page. */
function scheduleShown(root: HTMLElement, date: string): { complete: boolean } {
  const table = scheduleTable(root, date)
  const total = table?.tFoot?.textContent?.includes('Total investments') === true
  return { complete: total && companyRows(root, date).length > 0 }
}

/** Resolves at the first frame the date's schedule is complete (0 after 30 s). */
function whenShown(root: HTMLElement, date: string): Promise<number> {
  const deadline = performance.now() + 30_000
  return new Promise((resolve) => {
    const check = () => {
      if (scheduleShown(root, date).complete) resolve(performance.now())
      else if (performance.now() > deadline) resolve(0)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

interface Result {
  companies: number
  firstShownMs: number
  longestFirstTaskMs: number
  /** From choosing Q2 2026 until its rows were asked for, and until all its company rows were shown. */
  switchAskedMs: number
  switchShownMs: number
  longestSwitchTaskMs: number
  switchLongTasks: number
  /** Scrolling the page top to bottom through the Q2 schedule. */
  longestScrollTaskMs: number
  scrollLongTasks: number
  maxCompanyRows: number
  lastCompanyShown: boolean
  failures: string[]
}

declare global {
  interface Window {
    runFundProfileBench: () => Promise<Result>
  }
}

window.runFundProfileBench = async () => {
  const failures: string[] = []
  const { byPath, periods } = answers()
  const [latest, previous] = DATES
  let switchAskedAt = 0
  answerInPage((method, path, _body, query) => {
    if (method !== 'GET') return null
    if (path === `${REPORTING}/FPSISPeriod`) return periods.get(query.get('reportingDate') ?? '') ?? null
    if (path === `${REPORTING}/FPSIS/${FUND_ID}:${previous}`) switchAskedAt = performance.now()
    return byPath.get(path) ?? null
  }, failures)
  await sleep(500)

  const longTasks = recordLongTasks()
  const root = document.getElementById('root')!
  const mountedAt = performance.now()
  mountScreen(
    root,
    `/fund-profile/${FUND_ID}`,
    <Routes>
      <Route path="/fund-profile/:entityId" element={<FundProfileScreen />} />
    </Routes>,
    failures,
  )
  const firstShownAt = await whenShown(root, latest)
  if (firstShownAt === 0) failures.push(`the ${latest} schedule was not shown within 30 s`)
  performance.measure('fund profile first', { start: mountedAt, end: firstShownAt || performance.now() })
  const companies = companyRows(root, latest).length
  // Let the rest settle (historic MOIC, adjustments) before switching.
  await sleep(1000)

  // The 'Reporting period' select: its trigger is named by its label, then the period shown.
  const trigger = [...root.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="listbox"]')].find(
    (button) =>
      button
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .some((id) => {
          return document.getElementById(id)?.textContent?.trim().startsWith('Reporting period')
        }),
  )
  if (!trigger) failures.push("no 'Reporting period' select")
  trigger?.click()
  await sleep(300)
  const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((element) =>
    element.textContent?.trim().startsWith('Q2 2026'),
  )
  if (!option) failures.push("no 'Q2 2026' option")

  const switchAt = performance.now()
  option?.click()
  const switchShownAt = option ? await whenShown(root, previous) : 0
  if (switchShownAt === 0) failures.push(`the ${previous} schedule was not shown within 30 s`)
  performance.measure('fund profile switch', { start: switchAt, end: switchShownAt || performance.now() })
  await sleep(500)

  // The last company of the schedule in display order (the last status group's last row).
  const last = fundInvestmentGroups(companiesAt(previous)).at(-1)?.rows.at(-1)?.companyName
  const scrollStart = performance.now()
  let maxCompanyRows = companyRows(root, previous).length
  // The schedule scrolls in its own frame (its headings and company names stay in view).
  const scroller = root.querySelector<HTMLElement>('[role="region"]') ?? document.documentElement
  for (let step = 1; step <= SCROLL_STEPS; step++) {
    scroller.scrollTo(0, (scroller.scrollHeight * step) / SCROLL_STEPS)
    await nextFrame()
    maxCompanyRows = Math.max(maxCompanyRows, companyRows(root, previous).length)
  }
  const scrollEnd = performance.now()
  performance.measure('fund profile scroll', { start: scrollStart, end: scrollEnd })
  const lastCompanyShown = companyRows(root, previous).some(
    (row) => row.querySelector('th')?.textContent === last,
  )
  await sleep(300)
  longTasks.stop()
  const switching = longTasks.during(switchAt, switchShownAt)
  const scrolling = longTasks.during(scrollStart, scrollEnd)
  return {
    companies,
    firstShownMs: firstShownAt - mountedAt,
    longestFirstTaskMs: Math.max(0, ...longTasks.during(mountedAt, firstShownAt)),
    switchAskedMs: switchAskedAt - switchAt,
    switchShownMs: switchShownAt - switchAt,
    longestSwitchTaskMs: Math.max(0, ...switching),
    switchLongTasks: switching.length,
    longestScrollTaskMs: Math.max(0, ...scrolling),
    scrollLongTasks: scrolling.length,
    maxCompanyRows,
    lastCompanyShown,
    failures,
  }
}
