import {
  contributionCategories,
  distributionCategories,
  type CashFlowRow,
  type CashFlowType,
} from '../../src/domain'
import { addBusinessDays, isWeekend, nextMonday, subBusinessDays } from 'date-fns'
import { convertCents } from './currencies'
import { latestCompletedQuarterIndex, quarterAt, quarterIndexOf } from './dates'
import type { SeedFund } from './funds'
import { accountById } from './investors'
import { commitmentOf } from './book'
import { valuesAt } from './ledger'
import { fromCents, unit } from './prng'

/** Splits cents over weights; the last part takes the remainder, so the parts always add up. */
function split(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  const parts = weights.map((w) => Math.round((cents * w) / total))
  const last = parts.length - 1
  parts[last] = cents - parts.slice(0, last).reduce((sum, p) => sum + p, 0)
  return parts
}

/** Weights of the contribution categories other than the management fee (index 1), which is the fund's fee. */
const CONTRIBUTION_WEIGHTS = [80, 0, 1, 5, 3] as const
const MANAGEMENT_FEE = 1
const DISTRIBUTION_WEIGHTS = [10, 3, 40, 7, 40] as const

const dayAfter = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const atNoon = (day: string) => new Date(`${day.slice(0, 10)}T12:00:00Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** A quarter's call is due 20 days into it, its distribution paid 70 days in: every category on that one day. */
const FLOW_DAYS: Record<CashFlowType, number> = { Contribution: 20, Distribution: 70 }

/** The day a quarter's call falls due or its distribution is paid: a business day (a weekend moves to Monday). */
export function flowDayOf(quarterIndex: number, type: CashFlowType): string {
  const day = atNoon(dayAfter(quarterAt(quarterIndex).startDate, FLOW_DAYS[type]))
  return dayOf(isWeekend(day) ? nextMonday(day) : day)
}

/** A notice is published 10 business days before its due date (ILPA's principles), as the demo's notices are. */
export const NOTICE_BUSINESS_DAYS = 10
export const noticeDayOf = (dueDay: string): string =>
  dayOf(subBusinessDays(atNoon(dueDay), NOTICE_BUSINESS_DAYS))
/** A notice's due date: 10 business days after it was published. */
export const noticeDueDayOf = (noticeDay: string): string =>
  dayOf(addBusinessDays(atNoon(noticeDay), NOTICE_BUSINESS_DAYS))

/**
 * The call of the quarter under way, noticed and not yet due: the demo's today plus 7 business days, so that a
 * call is always upcoming (its notice went out 3 business days ago). Only funds still calling capital have one.
 */
const PENDING_CALL_BUSINESS_DAYS = 7
export const pendingCallDay = (today: Date): string =>
  dayOf(addBusinessDays(atNoon(dayOf(today)), PENDING_CALL_BUSINESS_DAYS))

/** What an account pays in (capital, and fees) and is paid out in each quarter of a range, in cents. */
export function quarterCashCents(
  fund: SeedFund,
  accountId: number,
  firstQuarter: number,
  lastQuarter = firstQuarter,
) {
  const commitment = commitmentOf(fund.id, accountId)
  let before = valuesAt(fund, commitment, firstQuarter - 1)
  const quarters: Array<{ fees: number; capital: number; distributed: number }> = []
  for (let q = firstQuarter; q <= lastQuarter; q++) {
    const after = valuesAt(fund, commitment, q)
    const fees = after.managementFees - before.managementFees
    quarters.push({
      fees,
      capital: after.contributed - before.contributed - fees,
      distributed: after.distributed - before.distributed,
    })
    before = after
  }
  return quarters
}

/** Whether an account has a pending call in the quarter after the latest reported: capital still being called. */
export const hasPendingCall = (fund: SeedFund, accountId: number, latestQuarter: number): boolean =>
  (quarterCashCents(fund, accountId, latestQuarter + 1)[0]?.capital ?? 0) > 0

/**
 * Cash flow activity of accounts in a fund over a range of quarters: each quarter's calls split over the five
 * contribution categories and its distributions over the five distribution categories. They add up to the
 * quarter's contributed capital and distributions of the capital account statement.
 */
export function cashFlowRows(
  fund: SeedFund,
  accountIds: readonly number[],
  firstQuarter: number,
  lastQuarter: number,
  types: readonly CashFlowType[] | null,
  pendingCall: { today: Date } | null = null,
): CashFlowRow[] {
  const rows: CashFlowRow[] = []
  for (const accountId of accountIds) {
    const investorName = accountById.get(accountId)?.name ?? String(accountId)
    // The pending call follows the latest reported quarter only.
    const pending =
      pendingCall &&
      lastQuarter === latestCompletedQuarterIndex(pendingCall.today) &&
      hasPendingCall(fund, accountId, lastQuarter)
    const cash = quarterCashCents(fund, accountId, firstQuarter, lastQuarter + (pending ? 1 : 0))
    for (const [k, { fees, capital, distributed }] of cash.entries()) {
      const q = firstQuarter + k
      const quarter = quarterAt(q)
      const isPending = q > lastQuarter
      const flows: Array<[CashFlowType, readonly string[], readonly number[], number, number]> = [
        // The management fee is the fund's own fee; the rest of a call is split over the other categories.
        ['Contribution', contributionCategories, CONTRIBUTION_WEIGHTS, capital, fees],
        // The quarter under way has its call only: its distribution is not yet known.
        ['Distribution', distributionCategories, DISTRIBUTION_WEIGHTS, isPending ? 0 : distributed, 0],
      ]
      for (const [type, categories, weights, cents, fee] of flows) {
        const day = FLOW_DAYS[type]
        if (types && !types.includes(type)) continue
        if (cents + fee <= 0) continue
        const jitter = weights.map((w, i) => w * (0.6 + unit(fund.id, accountId, q, i, day) * 0.8))
        const parts = cents > 0 ? split(cents, jitter) : weights.map(() => 0)
        parts[MANAGEMENT_FEE] = (parts[MANAGEMENT_FEE] ?? 0) + fee + Math.min(0, cents)
        parts.forEach((part, i) => {
          if (part === 0) return
          rows.push({
            investorName,
            currency: fund.currency,
            startDate: quarter.startDate,
            endDate: quarter.endDate,
            date: isPending && pendingCall ? pendingCallDay(pendingCall.today) : flowDayOf(q, type),
            type,
            category: categories[i] ?? 'Other',
            amount: fromCents(convertCents(part, fund.currency, fund.currency, q)),
          })
        })
      }
    }
  }
  return rows.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.investorName.localeCompare(b.investorName),
  )
}

/**
 * The flows a notice announces: the account's call or distribution in the fund on the notice's due date (the
 * pending call of the quarter under way included).
 */
export function noticeFlows(
  fund: SeedFund,
  accountId: number,
  type: CashFlowType,
  dueDay: string,
  today: Date,
): CashFlowRow[] {
  const latest = latestCompletedQuarterIndex(today)
  const due = atNoon(dueDay)
  const quarter = Math.min(
    latest,
    quarterIndexOf(due.getUTCFullYear(), Math.floor(due.getUTCMonth() / 3) + 1),
  )
  return cashFlowRows(fund, [accountId], quarter, quarter, [type], { today }).filter(
    (row) => row.date === dueDay,
  )
}
