import {
  contributionCategories,
  distributionCategories,
  type CashFlowRow,
  type CashFlowType,
} from '../../src/domain'
import { convertCents } from './currencies'
import { quarterAt } from './dates'
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
): CashFlowRow[] {
  const rows: CashFlowRow[] = []
  for (const accountId of accountIds) {
    const commitment = commitmentOf(fund.id, accountId)
    const investorName = accountById.get(accountId)?.name ?? String(accountId)
    for (let q = firstQuarter; q <= lastQuarter; q++) {
      const quarter = quarterAt(q)
      const before = valuesAt(fund, commitment, q - 1)
      const after = valuesAt(fund, commitment, q)
      const fees = after.managementFees - before.managementFees
      const flows: Array<[CashFlowType, readonly string[], readonly number[], number, number, number]> = [
        // The management fee is the fund's own fee; the rest of a call is split over the other categories.
        [
          'Contribution',
          contributionCategories,
          CONTRIBUTION_WEIGHTS,
          after.contributed - before.contributed - fees,
          fees,
          20,
        ],
        [
          'Distribution',
          distributionCategories,
          DISTRIBUTION_WEIGHTS,
          after.distributed - before.distributed,
          0,
          70,
        ],
      ]
      for (const [type, categories, weights, cents, fee, day] of flows) {
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
            date: dayAfter(quarter.startDate, day + i),
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
