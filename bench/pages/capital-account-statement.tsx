// The real capital account statement screen with 50 funds × 200 investor accounts, in a production build.
// window.fetch is replaced before mounting: Cas/periods answers one date and 50 funds, each Cas/report answers
// the asked fund's statement (shaped like the mock provider's, generated here from a seeded PRNG and serialised
// before mounting, so only the screen's own work is measured). window.runStatementBench mounts the screen at
// /reporting/capital-account-statement?funds=1…50 while a PerformanceObserver records long tasks, and returns
// the times of the first Cas/report answer and of the moment all 50 statements are in the DOM.
import { mulberry32 } from '../../mocks/seed/prng'
import {
  GROUP_ACCOUNT_ID,
  paths,
  PERIODS,
  PRODUCT_SLUG,
  TOTAL_FUND_ACCOUNT_ID,
  type CapitalAccountOriginalData,
  type CapitalAccountRow,
  type CapitalAccountStatementReport,
  type CashFlowRow,
  type CasPeriod,
} from '../../src/domain'
import { FILE_SAVED_EVENT } from '../../src/screens/kit/saveFile'
import { ilpaWorkbookTexts } from '../../src/screens/reports/capitalAccountStatement/texts'
import { CapitalAccountStatementScreen } from '../../src/screens/reports'
import { answerInPage, mountScreen, recordLongTasks, sleep } from './screenBench'

const FUNDS = 50
const ACCOUNTS = 200
const REPORTING_DATE = '2026-09-30'
const FUND_CURRENCIES = ['USD', 'EUR', 'GBP'] as const

const funds: CasPeriod['funds'] = Array.from({ length: FUNDS }, (_, i) => ({
  id: i + 1,
  name: `Bench Capital Partners ${String(i + 1).padStart(2, '0')}, L.P.`,
  currency: FUND_CURRENCIES[i % FUND_CURRENCIES.length]!,
}))
const accountIds = Array.from({ length: ACCOUNTS }, (_, i) => 10_001 + i)

const ROLL_FORWARD_FIELDS = [
  'commitment',
  'beginningCapitalAccount',
  'contributions',
  'distributions',
  'managementFees',
  'partnershipExpenses',
  'netInvestmentIncome',
  'realizedGainLoss',
  'unrealizedGainLoss',
  'endingCapitalAccount',
] as const
type RollForward = Record<(typeof ROLL_FORWARD_FIELDS)[number], number>
interface AccountFigures {
  rollForward: RollForward
  beginningRemaining: number
  remaining: number
}

/** One account's period in cents: a roll-forward that balances, and its remaining commitment. */
function accountFigures(random: () => number, commitment: number, period: number): AccountFigures {
  const cents = (max: number) => Math.round(random() * max)
  const drawnBefore = period === 2 ? 0 : Math.round(commitment * (0.3 + random() * 0.4))
  const contributions = Math.min(commitment - drawnBefore, cents(commitment * (period === 2 ? 0.8 : 0.1)))
  const beginningCapitalAccount = period === 2 ? 0 : Math.round(drawnBefore * (0.9 + random() * 0.5))
  const distributions = -cents(beginningCapitalAccount * 0.1)
  const managementFees = -Math.round(contributions * 0.06)
  const partnershipExpenses = -Math.round(contributions * 0.015)
  const netInvestmentIncome = Math.round(beginningCapitalAccount * 0.004)
  const realizedGainLoss = Math.round(-distributions * 0.35)
  const unrealizedGainLoss = cents(beginningCapitalAccount * 0.2) - cents(beginningCapitalAccount * 0.1)
  const endingCapitalAccount =
    beginningCapitalAccount +
    contributions +
    distributions +
    managementFees +
    partnershipExpenses +
    netInvestmentIncome +
    realizedGainLoss +
    unrealizedGainLoss
  return {
    rollForward: {
      commitment,
      beginningCapitalAccount,
      contributions,
      distributions,
      managementFees,
      partnershipExpenses,
      netInvestmentIncome,
      realizedGainLoss,
      unrealizedGainLoss,
      endingCapitalAccount,
    },
    beginningRemaining: commitment - drawnBefore,
    remaining: commitment - drawnBefore - contributions,
  }
}

const sum = (list: readonly AccountFigures[], scale = 1): AccountFigures => {
  const total = (pick: (f: AccountFigures) => number) => list.reduce((s, f) => s + pick(f), 0) * scale
  return {
    rollForward: Object.fromEntries(
      ROLL_FORWARD_FIELDS.map((field) => [field, total((f) => f.rollForward[field])]),
    ) as RollForward,
    beginningRemaining: total((f) => f.beginningRemaining),
    remaining: total((f) => f.remaining),
  }
}

/**
 * One fund's statement as POST /reporting/v1/Cas/report answers it (mocks/seed/capitalAccounts.ts): rows for
 * every account and period, and originalData for the ten roll-forward fields, with the group (-998, the 200
 * accounts summed) and the total fund (-999, four times the group). Amounts in currency units, 2 decimals.
 */
function statementOf(fund: CasPeriod['funds'][number], currency: string): CapitalAccountStatementReport {
  const random = mulberry32(0xca5 + Number(fund.id))
  const commitments = accountIds.map(() => 100_000_000 + Math.round(random() * 4_900_000_000))
  const rows: CapitalAccountRow[] = []
  const originalData: CapitalAccountOriginalData = {}
  PERIODS.forEach((period, periodIndex) => {
    const figures = commitments.map((commitment) => accountFigures(random, commitment, periodIndex))
    const group = sum(figures)
    const all: Array<[number, AccountFigures]> = [
      ...figures.map((f, i): [number, AccountFigures] => [accountIds[i]!, f]),
      [GROUP_ACCOUNT_ID, group],
      [TOTAL_FUND_ACCOUNT_ID, sum([group], 4)],
    ]
    for (const [accountId, f] of all) {
      rows.push({
        fundId: fund.id,
        investorId: accountId,
        period,
        reportingCurrency: currency,
        reportingDate: REPORTING_DATE,
        exchangeRateToUSD: 1,
        commitment: f.rollForward.commitment / 100,
        commitmentBeginningRemainingCommitment: f.beginningRemaining / 100,
        remainingCommitments: f.remaining / 100,
        totalContributedCapital: f.rollForward.contributions / 100,
        totalDistributions: -f.rollForward.distributions / 100,
        capitalAccountAtFairValue: f.rollForward.endingCapitalAccount / 100,
      })
      for (const field of ROLL_FORWARD_FIELDS)
        ((originalData[field] ??= {})[String(accountId)] ??= {})[period] = f.rollForward[field] / 100
    }
  })
  const totalFundAmount = commitments.reduce((s, c) => s + c, 0) * 4
  return {
    fundId: fund.id,
    fundName: fund.name,
    reportingDate: REPORTING_DATE,
    reportingCurrency: currency,
    investorName: 'Bench Investor',
    fundCurrency: fund.currency ?? null,
    [`${PRODUCT_SLUG}GroupCurrency`]: currency,
    totalFundCurrency: currency,
    totalFundAmount: totalFundAmount / 100,
    rows,
    originalData,
  }
}

/** A fund's cash flows as FundCashflows/Report answers them: a call and a distribution a quarter for three years. */
function cashFlowsOf(fund: CasPeriod['funds'][number]): CashFlowRow[] {
  const random = mulberry32(0xf10 + Number(fund.id))
  return Array.from({ length: 12 }, (_, quarter) => {
    const date = `${2023 + Math.floor(quarter / 4)}-${String((quarter % 4) * 3 + 3).padStart(2, '0')}-${quarter % 4 === 0 || quarter % 4 === 3 ? '31' : '30'}`
    const flow = (category: string, type: string, amount: number): CashFlowRow => ({
      investorName: 'Bench Investor',
      currency: fund.currency ?? 'USD',
      date,
      type,
      category,
      amount: Math.round(amount) / 100,
    })
    return [
      flow('Fund Investments', 'Contribution', 1e9 * random()),
      flow('Management Fee', 'Contribution', 2e7 * random()),
      flow('Return of Capital', 'Distribution', 4e8 * random()),
      flow('Realized Capital Gain (Loss)', 'Distribution', 2e8 * random()),
    ]
  }).flat()
}

interface Result {
  funds: number
  sections: number
  tables: number
  reportCalls: number
  answerBytes: number
  /** From the render call. */
  periodsAnsweredMs: number
  firstReportMs: number
  lastReportMs: number
  /** The first statement in the DOM (every answer parsed, the first slice drawn). */
  firstShownMs: number
  allShownMs: number
  /** Long tasks overlapping the span from the first Cas/report answer to all 50 statements in the DOM. */
  longestTaskMs: number
  longTasks: number
  /** Long tasks from the render call to all shown. */
  longestTaskFromMountMs: number
  /** 'Download ILPA workbook' once every statement is shown: from the click until the file is saved. */
  ilpaMs: number
  ilpaLongestTaskMs: number
  ilpaLongTasks: number
  ilpaBytes: number
  failures: string[]
}

declare global {
  interface Window {
    runStatementBench: () => Promise<Result>
  }
}

const SECTION = '[aria-labelledby^="statement-"]'

window.runStatementBench = async () => {
  const failures: string[] = []
  // Every answer serialised before mounting: the page's part is the client's parse and the screen's work.
  const currency = funds[0]!.currency!
  const periodsJson = JSON.stringify([{ date: REPORTING_DATE, funds }] satisfies CasPeriod[])
  const reportJson = new Map(
    funds.map((fund) => [String(fund.id), JSON.stringify([statementOf(fund, currency)])]),
  )
  const answerBytes = [...reportJson.values()].reduce((s, text) => s + text.length, 0)
  // The ILPA workbook's calls: each fund's statement in its own currency, its cash flows, the funds' IRRs.
  const ownCurrencyJson = new Map(
    funds
      .filter((fund) => fund.currency !== currency)
      .map((fund) => [String(fund.id), JSON.stringify([statementOf(fund, fund.currency!)])]),
  )
  const cashFlowJson = new Map(funds.map((fund) => [fund.name, JSON.stringify(cashFlowsOf(fund))]))
  const summaryJson = JSON.stringify(
    funds.flatMap((fund) =>
      (statementOf(fund, fund.currency!).rows ?? []).filter((row) => row.period === 'ITD'),
    ),
  )
  const fundsJson = JSON.stringify(
    funds.map((fund) => ({ id: fund.id, name: fund.name, netIrr: 12.5, irrAsOfDate: '2026-06-30T00:00:00' })),
  )

  let mountedAt = 0
  let periodsAnsweredAt = 0
  let firstReportAt = 0
  let lastReportAt = 0
  let reportCalls = 0
  answerInPage((method, path, body) => {
    if (method === 'GET' && path === '/reporting/v1/Cas/periods') {
      periodsAnsweredAt = performance.now()
      return periodsJson
    }
    if (method === 'GET' && path === '/reporting/v1/Funds') return fundsJson
    if (method === 'POST' && path === '/reporting/v1/FundCashflows/Report')
      return cashFlowJson.get(String((body as { fund?: string }).fund)) ?? null
    const {
      fundIds = [],
      reportingCurrency,
      period,
    } = (body as { fundIds?: Array<number | string>; reportingCurrency?: string; period?: string } | null) ??
    {}
    // 'Figures tie': the account summary's ITD lines of the 50 funds.
    if (method === 'POST' && path === '/reporting/v1/Cas/report' && period === 'ITD') return summaryJson
    if (reportingCurrency && reportingCurrency !== currency)
      return ownCurrencyJson.get(String(fundIds[0])) ?? null
    const text = reportJson.get(String(fundIds[0]))
    if (method !== 'POST' || path !== '/reporting/v1/Cas/report' || fundIds.length !== 1 || !text) return null
    reportCalls++
    lastReportAt = performance.now()
    firstReportAt ||= lastReportAt
    return text
  }, failures)
  const route = `${paths.capitalAccountStatement}?${funds.map((fund) => `funds=${String(fund.id)}`).join('&')}`
  await sleep(500)

  const longTasks = recordLongTasks()
  const rootElement = document.getElementById('root')!
  let firstShownAt = 0
  const allShown = new Promise<number>((resolve) => {
    const watcher = new MutationObserver(() => {
      const sections = rootElement.querySelectorAll(SECTION).length
      if (sections > 0) firstShownAt ||= performance.now()
      if (sections < FUNDS) return
      watcher.disconnect()
      resolve(performance.now())
    })
    watcher.observe(rootElement, { childList: true, subtree: true })
  })

  mountedAt = performance.now()
  mountScreen(rootElement, route, <CapitalAccountStatementScreen />, failures)
  const shownAt = await Promise.race([allShown, sleep(30_000).then(() => 0)])
  if (shownAt === 0) failures.push('not all statements were shown within 30 s')
  performance.measure('statements', { start: firstReportAt || mountedAt, end: shownAt || performance.now() })
  await sleep(500)

  const saved = new Promise<{ at: number; bytes: number }>((resolve) =>
    window.addEventListener(
      FILE_SAVED_EVENT,
      (event) => resolve({ at: performance.now(), bytes: event.detail.blob.size }),
      { once: true },
    ),
  )
  const ilpaButton = rootElement.querySelector<HTMLButtonElement>(
    `button[aria-label="${ilpaWorkbookTexts.download}"]`,
  )
  const clickedAt = performance.now()
  ilpaButton?.click()
  const file = await Promise.race([saved, sleep(60_000).then(() => null)])
  if (!ilpaButton || !file) failures.push('the ILPA workbook was not saved within 60 s')
  const savedAt = file?.at ?? performance.now()
  performance.measure('ilpa', { start: clickedAt, end: savedAt })
  await sleep(500)
  longTasks.stop()
  const ilpaTasks = longTasks.during(clickedAt, savedAt)

  const longest = longTasks.during
  const during = longest(firstReportAt, shownAt)
  return {
    funds: funds.length,
    sections: rootElement.querySelectorAll(SECTION).length,
    tables: rootElement.querySelectorAll(`${SECTION} table`).length,
    reportCalls,
    answerBytes,
    periodsAnsweredMs: periodsAnsweredAt - mountedAt,
    firstReportMs: firstReportAt - mountedAt,
    lastReportMs: lastReportAt - mountedAt,
    firstShownMs: firstShownAt - mountedAt,
    allShownMs: shownAt - mountedAt,
    longestTaskMs: Math.max(0, ...during),
    longTasks: during.filter((duration) => duration > 50).length,
    longestTaskFromMountMs: Math.max(0, ...longest(mountedAt, shownAt)),
    ilpaMs: savedAt - clickedAt,
    ilpaLongestTaskMs: Math.max(0, ...ilpaTasks),
    ilpaLongTasks: ilpaTasks.filter((duration) => duration > 50).length,
    ilpaBytes: file?.bytes ?? 0,
    failures,
  }
}
