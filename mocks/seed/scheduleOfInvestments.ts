import type { SoiAggregated, SoiDetailedRow } from '../../src/domain'
import { convertCents } from './currencies'
import type { SeedFund } from './funds'
import { acquisitionDateOf, companiesOf, companyValuesAt } from './investments'
import { fundLedgerAt, holderShare, valuesAt, type BalanceLines } from './ledger'
import { fundAge, fundHolders } from './performance'
import { fromCents } from './prng'

/**
 * POST /reporting/v1/SOI/Report: the user's share of each company and of the lines below them (their commitment over
 * the fund's size, the other limited partners included). Per account, the capital account at fair value is the
 * statement's ending capital account; what rounding each part to the cent leaves is in other assets and
 * liabilities.
 */
export function scheduleOfInvestments(
  fund: SeedFund,
  accountIds: readonly number[],
  quarterIndex: number,
  currency: string,
) {
  const age = fundAge(fund, quarterIndex)
  const ledger = fundLedgerAt(fund, age)
  const convert = (cents: number) => convertCents(cents, fund.currency, currency, quarterIndex)
  const soiDetailed: SoiDetailedRow[] = []
  const totals = Object.fromEntries(
    Object.keys(ledger.lines).map((key) => [key, 0]),
  ) as unknown as BalanceLines
  let capitalAccountAtFairValue = 0
  for (const holder of fundHolders(fund).filter((h) => accountIds.includes(h.accountId))) {
    const part = (cents: number) => convert(holderShare(fund, holder.commitment, cents))
    let held = 0
    for (const company of companiesOf(fund)) {
      const values = companyValuesAt(company, age)
      if (!values) continue
      const remaining = part(values.remainingFmv)
      const invested = part(values.equityInvested)
      const distributions = part(values.cashReceived)
      held += remaining
      soiDetailed.push({
        companyId: company.companyId,
        companyName: company.companyName,
        initialInvestmentDate: acquisitionDateOf(fund, company),
        reportingCurrency: currency,
        investorId: holder.accountId,
        capitalContributed: fromCents(invested),
        uncalledInvestmentsAtCost: 0,
        investmentIncome: fromCents(Math.round(distributions * 0.1)),
        investmentDistributionsGrossOfTaxWithholding: fromCents(distributions),
        gaapUnrealizedAppreciationPreAccruedCarry: fromCents(remaining + distributions - invested),
        remainingInvestedCapitalAndUndistributedProceedsAtFairValue: fromCents(remaining),
        investStatusDesc: values.status,
      })
    }
    const capital = convert(valuesAt(fund, holder.commitment, quarterIndex).nav)
    for (const key of Object.keys(totals) as Array<keyof BalanceLines>) {
      if (key === 'otherAssetsAndLiabilities') continue
      const line = part(ledger.lines[key])
      totals[key] += line
      held += line
    }
    totals.otherAssetsAndLiabilities += capital - held
    capitalAccountAtFairValue += capital
  }
  if (soiDetailed.length === 0) return { soiDetailed, soiAggregated: null }
  const soiAggregated: SoiAggregated = { capitalAccountAtFairValue: fromCents(capitalAccountAtFairValue) }
  for (const [key, cents] of Object.entries(totals))
    soiAggregated[key as keyof SoiAggregated] = fromCents(cents)
  return { soiDetailed, soiAggregated }
}
