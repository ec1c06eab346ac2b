import type { SeedFund } from './funds'
import { positionsByFund } from './book'

/**
 * How a commitment to a fund develops: calls over the first years, value growing with the fund's performance,
 * distributions once it matures. Every value is proportional to the commitment and computed from the quarter
 * alone, in integer cents, so any quarter of any account costs nothing to produce.
 */
export interface CapitalAccountValues {
  commitment: number
  contributed: number
  distributed: number
  nav: number
}

/** Quarters since the fund's first close at a reporting quarter index. */
export const fundAge = (fund: SeedFund, quarterIndex: number): number => fund.ageAtFirstReport + quarterIndex

/** The first reporting quarter index of a fund (2018 Q1 or its first close, whichever is later). */
export const firstReportingQuarter = (fund: SeedFund): number => Math.max(0, -fund.ageAtFirstReport)

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value))

export function valuesAt(fund: SeedFund, commitment: number, quarterIndex: number): CapitalAccountValues {
  const age = fundAge(fund, quarterIndex)
  if (age < 0) return { commitment, contributed: 0, distributed: 0, nav: 0 }
  // Investment calls over the first years, then small follow-on and fee calls every quarter of the fund's life.
  const calledShare = Math.min(0.92, 1 - Math.exp(-(age + 1) / 7)) + Math.min(0.08, 0.0015 * age)
  const contributed = Math.round(commitment * calledShare)
  const trend = Math.max(0, fund.performance * 1.2 - 0.1) * (age / 40)
  const wobble = 0.025 * Math.sin(age * 1.7 + fund.id) - (fund.performance < 0.1 ? 0.05 * (age / 40) : 0)
  const distributedShare = clamp((age - 10) / 40, 0, 0.9)
  const distributed = Math.round(contributed * (1 + trend) * distributedShare)
  const nav = Math.max(0, Math.round(contributed * (1 + trend + wobble)) - distributed)
  return { commitment, contributed, distributed, nav }
}

/** The manager's own commitment to each fund: the {product}Group row (account id -998). */
export const groupCommitment = (fund: SeedFund): number => Math.round(fund.size * 0.015) * 100

/** Commitments (cents) of every holder of a fund: its investor accounts and the group. */
export function fundHolders(fund: SeedFund): Array<{ accountId: number; commitment: number }> {
  return [
    ...(positionsByFund.get(fund.id) ?? []).map((p) => ({
      accountId: p.accountId,
      commitment: p.commitmentCents,
    })),
    { accountId: -998, commitment: groupCommitment(fund) },
  ]
}
