import type { SeedFund } from './funds'
import { companiesOf, companyValuesAt } from './investments'
import { fundAge, fundHolders } from './performance'
import { fromCents } from './prng'

/**
 * The fund's own books, from which every report answers: what its partners have paid in (the companies bought and
 * the fees), what it has paid out (the companies' proceeds), and its net asset value (the companies' remaining fair
 * value and the lines below them). Each holder owns its commitment's share of every figure, so the statement, the
 * account summary, the schedule of investments, the cash flows and the line-two reports all tell one story.
 */
export interface FundLedger {
  /** Cents of the fund's currency, cumulative since the first close, so any period's line is end less start. */
  contributed: number
  distributed: number
  managementFees: number
  partnershipExpenses: number
  /** Dividends and interest: 0.3 % of the companies' value a quarter. */
  netInvestmentIncome: number
  /** Proceeds less the cost of what was sold. */
  realizedGain: number
  /** The companies' remaining fair value. */
  remainingFairValue: number
  /** The lines between the companies' value and the partners' capital (schedule of investments, fund profile). */
  lines: BalanceLines
  /** Net asset value: the companies' remaining value plus the lines. */
  nav: number
}

export interface BalanceLines {
  fairValueOfEscrow: number
  guaranteeObligationsAndHedges: number
  interestReceivable: number
  accruedCarry: number
  cash: number
  restrictedCash: number
  deposits: number
  bankCreditFacility: number
  notePayable: number
  otherAssetsAndLiabilities: number
}

const NO_LINES: BalanceLines = {
  fairValueOfEscrow: 0,
  guaranteeObligationsAndHedges: 0,
  interestReceivable: 0,
  accruedCarry: 0,
  cash: 0,
  restrictedCash: 0,
  deposits: 0,
  bankCreditFacility: 0,
  notePayable: 0,
  otherAssetsAndLiabilities: 0,
}

/**
 * The manager's fees through a fund age, on commitments: 1.75 % a year while investing (five years), 1 % to the
 * tenth year, 0.25 % after; with at most 80 % of the fund in companies, they never take it past its commitments.
 */
const feesThrough = (commitment: number, age: number): number => {
  const quarters = age + 1
  const rate =
    0.004375 * Math.min(quarters, 20) +
    0.0025 * Math.min(Math.max(0, quarters - 20), 20) +
    0.000625 * Math.max(0, quarters - 40)
  return Math.round(commitment * rate)
}

/** Total commitments of the fund's holders, in cents. */
export const fundCommitment = (fund: SeedFund): number =>
  fundHolders(fund).reduce((sum, holder) => sum + holder.commitment, 0)

/**
 * The lines below the companies, as shares of their remaining value that drift slowly from quarter to quarter (a
 * sine of the fund's age), so a quarter moves a net asset value by a few percent, not by chance. Carry accrues at
 * 20 % of the fund's gain, never more than a quarter of what it still holds.
 */
function balanceLines(fund: SeedFund, age: number, remaining: number, gain: number): BalanceLines {
  const drift = (salt: number) => Math.sin(age * 0.4 + fund.id * 1.3 + salt)
  const share = (weight: number, salt: number, floor = 0) =>
    Math.round(remaining * weight * (floor + (1 - floor) * (0.5 + drift(salt) / 2)))
  return {
    fairValueOfEscrow: share(0.01, 1, 0.3),
    guaranteeObligationsAndHedges: Math.round(remaining * 0.004 * drift(2)),
    interestReceivable: share(0.004, 3, 0.5),
    accruedCarry: -Math.round(Math.min(Math.max(0, gain) * 0.2, remaining * 0.25)),
    cash: share(0.02, 5, 0.4),
    restrictedCash: share(0.003, 6, 0.5),
    deposits: share(0.002, 7, 0.5),
    bankCreditFacility: -share(0.03, 8, 0.2),
    notePayable: -share(0.01, 9, 0.5),
    otherAssetsAndLiabilities: Math.round(remaining * 0.006 * drift(10)),
  }
}

const ledgers = new Map<string, FundLedger>()
const EMPTY: FundLedger = {
  contributed: 0,
  distributed: 0,
  managementFees: 0,
  partnershipExpenses: 0,
  netInvestmentIncome: 0,
  realizedGain: 0,
  remainingFairValue: 0,
  lines: NO_LINES,
  nav: 0,
}

/** The fund's books at a fund age (quarters since its first close); empty before it. */
export function fundLedgerAt(fund: SeedFund, age: number): FundLedger {
  if (age < 0) return EMPTY
  const key = `${fund.id}:${age}`
  const cached = ledgers.get(key)
  if (cached) return cached
  let invested = 0
  let distributed = 0
  let costRealized = 0
  let remainingFairValue = 0
  for (const company of companiesOf(fund)) {
    const values = companyValuesAt(company, age)
    if (!values) continue
    invested += values.equityInvested
    distributed += values.cashReceived
    costRealized += values.costRealized
    remainingFairValue += values.remainingFmv
  }
  const before = fundLedgerAt(fund, age - 1)
  const commitment = fundCommitment(fund)
  // Partners pay for the companies and the fees, never more than they committed.
  const contributed = Math.min(commitment, invested + feesThrough(commitment, age))
  const lines = balanceLines(fund, age, remainingFairValue, distributed + remainingFairValue - contributed)
  const nav = remainingFairValue + Object.values(lines).reduce((sum, v) => sum + v, 0)
  const ledger = {
    contributed,
    distributed,
    managementFees: contributed - invested,
    // Fund expenses of 0.12 % of commitments a year, paid from the fund's cash.
    partnershipExpenses: before.partnershipExpenses + Math.round(commitment * 0.0003),
    netInvestmentIncome: before.netInvestmentIncome + Math.round(before.remainingFairValue * 0.003),
    realizedGain: distributed - costRealized,
    remainingFairValue,
    lines,
    nav,
  }
  ledgers.set(key, ledger)
  return ledger
}

/** The ledger's cumulative figures, which each holder owns its share of. */
const SHARED = [
  'contributed',
  'distributed',
  'managementFees',
  'partnershipExpenses',
  'netInvestmentIncome',
  'realizedGain',
  'nav',
] as const

/** What one holder of a commitment owns of the fund's books at a reporting quarter, in cents of the fund currency. */
export type CapitalAccountValues = Pick<FundLedger, (typeof SHARED)[number]> & { commitment: number }

/** A holder's values before the fund's first close. */
export const NO_VALUES: CapitalAccountValues = {
  commitment: 0,
  ...(Object.fromEntries(SHARED.map((field) => [field, 0])) as Pick<FundLedger, (typeof SHARED)[number]>),
}

/** A holder's share of a fund figure, rounded to the cent. */
export const holderShare = (fund: SeedFund, commitment: number, cents: number): number =>
  Math.round((cents * commitment) / fundCommitment(fund))

export function valuesAt(fund: SeedFund, commitment: number, quarterIndex: number): CapitalAccountValues {
  const ledger = fundLedgerAt(fund, fundAge(fund, quarterIndex))
  const values = { ...NO_VALUES, commitment }
  for (const field of SHARED) values[field] = holderShare(fund, commitment, ledger[field])
  return values
}

export const ADJUSTMENT_TYPES = [
  'Fair value of escrow',
  'Guarantee obligations and hedges',
  'Bank credit facility',
  'Other assets and liabilities',
] as const

/**
 * GET /reporting/v1/FPSIS/{fundId}/{date}/adjustments: the fund profile's four lines below the companies, the
 * schedule of investments' lines at fund level (the rest gathered under other assets and liabilities).
 */
export function fundAdjustments(fund: SeedFund, quarterIndex: number) {
  const { lines } = fundLedgerAt(fund, fundAge(fund, quarterIndex))
  const named = lines.fairValueOfEscrow + lines.guaranteeObligationsAndHedges + lines.bankCreditFacility
  const values = [
    lines.fairValueOfEscrow,
    lines.guaranteeObligationsAndHedges,
    lines.bankCreditFacility,
    Object.values(lines).reduce((sum, v) => sum + v, 0) - named,
  ]
  return ADJUSTMENT_TYPES.map((description, i) => ({
    adjustmentTypeID: i + 1,
    adjustmentTypeDescription: description,
    adjustmentTypeValue: fromCents(values[i]!),
  }))
}

/**
 * The annual internal rate of return of quarterly flows (paid in negative, paid out positive, the last quarter's
 * value included), by bisection; null when the flows never change sign.
 */
export function annualIrr(flows: readonly number[]): number | null {
  if (!flows.some((f) => f < 0) || !flows.some((f) => f > 0)) return null
  const npv = (rate: number) => flows.reduce((sum, flow, i) => sum + flow / (1 + rate) ** i, 0)
  let low = -0.99
  let high = 2
  if (npv(low) * npv(high) > 0) return null
  for (let step = 0; step < 100; step++) {
    const mid = (low + high) / 2
    if (npv(low) * npv(mid) <= 0) high = mid
    else low = mid
  }
  return Math.round(((1 + (low + high) / 2) ** 4 - 1) * 1000) / 10
}

// A fund's IRRs at a quarter, once worked out (the funds list asks for every fund's; the gross one alone took about
// 34 ms a call), like the ledgers they come from.
const netIrrs = new Map<string, number | null>()
const grossIrrs = new Map<string, number | null>()

function remembered(
  known: Map<string, number | null>,
  fund: SeedFund,
  quarterIndex: number,
  workOut: () => number | null,
): number | null {
  const key = `${fund.id}:${quarterIndex}`
  if (!known.has(key)) known.set(key, workOut())
  return known.get(key) ?? null
}

/** The fund's net IRR to its partners at a reporting quarter, from its contributions, distributions and NAV. */
export function fundNetIrr(fund: SeedFund, quarterIndex: number): number | null {
  return remembered(netIrrs, fund, quarterIndex, () => netIrrOf(fund, quarterIndex))
}

function netIrrOf(fund: SeedFund, quarterIndex: number): number | null {
  const last = fundAge(fund, quarterIndex)
  const flows: number[] = []
  for (let age = 0; age <= last; age++) {
    const now = fundLedgerAt(fund, age)
    const before = fundLedgerAt(fund, age - 1)
    flows.push(now.distributed - before.distributed - (now.contributed - before.contributed))
  }
  if (flows.length === 0) return null
  flows[flows.length - 1]! += fundLedgerAt(fund, last).nav
  return annualIrr(flows)
}

/** The fund's gross IRR at a reporting quarter: the companies' own flows, before fees, carry and the lines. */
export function fundGrossIrr(fund: SeedFund, quarterIndex: number): number | null {
  return remembered(grossIrrs, fund, quarterIndex, () => grossIrrOf(fund, quarterIndex))
}

function grossIrrOf(fund: SeedFund, quarterIndex: number): number | null {
  const last = fundAge(fund, quarterIndex)
  const flows: number[] = []
  for (let age = 0; age <= last; age++) {
    let flow = 0
    for (const company of companiesOf(fund)) {
      const now = companyValuesAt(company, age)
      if (!now) continue
      const before = companyValuesAt(company, age - 1)
      flow += now.cashReceived - (before?.cashReceived ?? 0) - (before ? 0 : now.equityInvested)
      if (age === last) flow += now.remainingFmv
    }
    flows.push(flow)
  }
  return flows.length === 0 ? null : annualIrr(flows)
}
