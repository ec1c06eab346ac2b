import {
  GROUP_ACCOUNT_ID,
  PERIODS,
  PRODUCT,
  PRODUCT_SLUG,
  TOTAL_FUND_ACCOUNT_ID,
  type CapitalAccountOriginalData,
  type CapitalAccountRow,
  type CapitalAccountStatementReport,
  type Period,
} from '../../src/domain'
import { convertCents, rateToUSD } from './currencies'
import { quarterAt } from './dates'
import type { SeedFund } from './funds'
import { accountById } from './investors'
import { NO_VALUES, valuesAt, type CapitalAccountValues } from './ledger'
import { fundHolders } from './performance'
import { fromCents } from './prng'

/** The quarter index a period starts after: QTD the previous quarter, YTD the previous year end, ITD never. */
export function periodStartIndex(period: Period, quarterIndex: number): number | null {
  if (period === 'QTD') return quarterIndex - 1
  if (period === 'YTD') return quarterIndex - quarterAt(quarterIndex).quarter
  return null
}

interface Holder {
  accountId: number
  commitment: number
}

/** A capital account roll-forward over a period, in cents of the reporting currency; it always balances. */
export interface RollForward {
  commitment: number
  beginningRemainingCommitment: number
  remainingCommitment: number
  beginningCapitalAccount: number
  contributions: number
  distributions: number
  managementFees: number
  partnershipExpenses: number
  netInvestmentIncome: number
  realizedGainLoss: number
  unrealizedGainLoss: number
  endingCapitalAccount: number
}

export function rollForward(
  fund: SeedFund,
  holder: Holder,
  quarterIndex: number,
  period: Period,
  currency: string,
): RollForward {
  const convert = (cents: number) => convertCents(cents, fund.currency, currency, quarterIndex)
  const end = valuesAt(fund, holder.commitment, quarterIndex)
  const startIndex = periodStartIndex(period, quarterIndex)
  const start = startIndex === null ? NO_VALUES : valuesAt(fund, holder.commitment, startIndex)
  const contributions = convert(end.contributed - start.contributed)
  const distributions = -convert(end.distributed - start.distributed)
  const beginningCapitalAccount = convert(start.nav)
  const endingCapitalAccount = convert(end.nav)
  // Every line is the holder's share of the fund ledger's change over the period, so periods nest and add up; the
  // change in value that is left is unrealised.
  const change = (field: keyof CapitalAccountValues) => convert(end[field] - start[field])
  const managementFees = -change('managementFees')
  const partnershipExpenses = -change('partnershipExpenses')
  const netInvestmentIncome = change('netInvestmentIncome')
  const realizedGainLoss = change('realizedGain')
  const unrealizedGainLoss =
    endingCapitalAccount -
    (beginningCapitalAccount +
      contributions +
      distributions +
      managementFees +
      partnershipExpenses +
      netInvestmentIncome +
      realizedGainLoss)
  return {
    commitment: convert(holder.commitment),
    beginningRemainingCommitment: convert(holder.commitment - start.contributed),
    remainingCommitment: convert(holder.commitment - end.contributed),
    beginningCapitalAccount,
    contributions,
    distributions,
    managementFees,
    partnershipExpenses,
    netInvestmentIncome,
    realizedGainLoss,
    unrealizedGainLoss,
    endingCapitalAccount,
  }
}

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
] as const satisfies ReadonlyArray<keyof RollForward>

const sumRollForwards = (list: readonly RollForward[]): RollForward => {
  const total = { ...list[0]! }
  for (const key of Object.keys(total) as Array<keyof RollForward>)
    total[key] = list.reduce((sum, r) => sum + r[key], 0)
  return total
}

export interface CapitalAccountInput {
  fund: SeedFund
  /** The user's accounts in this fund (already entitlement- and group-filtered). */
  accountIds: readonly number[]
  quarterIndex: number
  currency: string
  periods?: readonly Period[]
}

/** Roll-forwards of the user's accounts, the group (-998) and the total fund (-999: every holder, summed). */
function rollForwardsByAccount(input: CapitalAccountInput, period: Period): Map<number, RollForward> {
  const holders = fundHolders(input.fund)
  const all = holders.map(
    (holder) =>
      [
        holder.accountId,
        rollForward(input.fund, holder, input.quarterIndex, period, input.currency),
      ] as const,
  )
  const byAccount = new Map<number, RollForward>()
  for (const [accountId, values] of all)
    if (input.accountIds.includes(accountId) || accountId === GROUP_ACCOUNT_ID)
      byAccount.set(accountId, values)
  byAccount.set(TOTAL_FUND_ACCOUNT_ID, sumRollForwards(all.map(([, values]) => values)))
  return byAccount
}

export interface SeedCapitalAccountRow extends CapitalAccountRow {
  fundName: string
  investorName: string
}

/** Account summary / statement rows for a fund: every account and period, plus the -998 and -999 rows. */
export function capitalAccountRows(input: CapitalAccountInput): SeedCapitalAccountRow[] {
  const { endDate } = quarterAt(input.quarterIndex)
  const rate = rateToUSD(input.currency, input.quarterIndex)
  return (input.periods ?? PERIODS).flatMap((period) =>
    [...rollForwardsByAccount(input, period)].map(([accountId, r]) => ({
      fundId: input.fund.id,
      fundName: input.fund.name,
      investorId: accountId,
      investorName: accountName(accountId),
      period,
      reportingCurrency: input.currency,
      reportingDate: endDate,
      exchangeRateToUSD: rate,
      commitment: fromCents(r.commitment),
      commitmentBeginningRemainingCommitment: fromCents(r.beginningRemainingCommitment),
      remainingCommitments: fromCents(r.remainingCommitment),
      totalContributedCapital: fromCents(r.contributions),
      totalDistributions: fromCents(-r.distributions),
      capitalAccountAtFairValue: fromCents(r.endingCapitalAccount),
    })),
  )
}

export const accountName = (accountId: number): string =>
  accountId === GROUP_ACCOUNT_ID
    ? `${PRODUCT} Group`
    : accountId === TOTAL_FUND_ACCOUNT_ID
      ? 'Total Fund'
      : (accountById.get(accountId)?.name ?? String(accountId))

/** The capital account statement of one fund (POST /reporting/v1/Cas/report). */
export function capitalAccountStatement(
  input: CapitalAccountInput,
): CapitalAccountStatementReport & Record<string, unknown> {
  const originalData: CapitalAccountOriginalData = {}
  for (const period of PERIODS) {
    for (const [accountId, r] of rollForwardsByAccount(input, period)) {
      for (const field of ROLL_FORWARD_FIELDS) {
        const byAccount = (originalData[field] ??= {})
        const amounts = (byAccount[String(accountId)] ??= {})
        amounts[period] = fromCents(r[field])
      }
    }
  }
  const firstAccount = accountById.get(input.accountIds[0] ?? 0)
  const totalCommitment = fundHolders(input.fund).reduce(
    (sum, h) => sum + convertCents(h.commitment, input.fund.currency, input.currency, input.quarterIndex),
    0,
  )
  return {
    fundId: input.fund.id,
    fundName: input.fund.name,
    reportingDate: quarterAt(input.quarterIndex).endDate,
    reportingCurrency: input.currency,
    investorName: firstAccount?.investorName ?? null,
    fundCurrency: input.fund.currency,
    [`${PRODUCT_SLUG}GroupCurrency`]: input.currency,
    totalFundCurrency: input.currency,
    totalFundAmount: fromCents(totalCommitment),
    rows: capitalAccountRows(input),
    originalData,
  }
}
