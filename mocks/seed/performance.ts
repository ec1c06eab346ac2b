import type { SeedFund } from './funds'
import { positionsByFund } from './book'

/** Quarters since the fund's first close at a reporting quarter index. */
export const fundAge = (fund: SeedFund, quarterIndex: number): number => fund.ageAtFirstReport + quarterIndex

/** The first reporting quarter index of a fund (2018 Q1 or its first close, whichever is later). */
export const firstReportingQuarter = (fund: SeedFund): number => Math.max(0, -fund.ageAtFirstReport)

/** The manager's own commitment to each fund: the {product}Group row (account id -998). */
export const groupCommitment = (fund: SeedFund): number => Math.round(fund.size * 0.015) * 100

/**
 * The limited partners outside the demo book: one holder (never listed as an account) committing what the book's
 * accounts and the group leave of the fund's size, so the total-fund row is the whole fund.
 */
export const OTHER_LIMITED_PARTNERS_ID = -997

const holdersCache = new Map<number, Array<{ accountId: number; commitment: number }>>()

/** Commitments (cents) of every holder of a fund: its investor accounts, the group and the other partners. */
export function fundHolders(fund: SeedFund): Array<{ accountId: number; commitment: number }> {
  const cached = holdersCache.get(fund.id)
  if (cached) return cached
  const known = [
    ...(positionsByFund.get(fund.id) ?? []).map((p) => ({
      accountId: p.accountId,
      commitment: p.commitmentCents,
    })),
    { accountId: -998, commitment: groupCommitment(fund) },
  ]
  const committed = known.reduce((sum, holder) => sum + holder.commitment, 0)
  const others = Math.max(0, fund.size * 100 - committed)
  const holders =
    others > 0 ? [...known, { accountId: OTHER_LIMITED_PARTNERS_ID, commitment: others }] : known
  holdersCache.set(fund.id, holders)
  return holders
}

/** The fund's size in whole units of its currency: its holders' commitments (its stated size, or more). */
export const fundSize = (fund: SeedFund): number =>
  fundHolders(fund).reduce((sum, holder) => sum + holder.commitment, 0) / 100
