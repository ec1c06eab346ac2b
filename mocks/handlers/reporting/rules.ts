import { canSeePortfolio, PERIODS, viewPermissionsFrom, type Period } from '../../../src/domain'
import { dataset } from '../../dataset'
import { INVESTOR_UNIVERSE } from '../../investorsStream'
import { accountsInFund, type Scope } from '../../scope'
import { isKnownCurrency } from '../../seed/currencies'
import { quarterIndexOfDate } from '../../seed/dates'
import { fundById, type SeedFund } from '../../seed/funds'
import { accountById } from '../../seed/investors'
import { firstReportingQuarter } from '../../seed/performance'
import { fail, optionalIdList, requireInteger, type Call } from '../route'

// The checks the reporting service makes of its calls, as a strict provider would.

/** Line-one reports need ViewReports{product}; fund pages need ViewFunds (spec §6). */
export function requireView(call: Call, view: 'reports' | 'funds'): void {
  if (!viewPermissionsFrom(call.user.segmentFunction)[view]) fail(403)
}

/**
 * The account summary's figures (its filter, and Cas/report asked for a period): for a user who may see an account
 * summary of either report line, or the reports (canSeePortfolio: the home page's snapshot shows them too).
 */
export function requireAccountSummaryView(call: Call): void {
  if (!canSeePortfolio(viewPermissionsFrom(call.user.segmentFunction))) fail(403)
}

export function requireFund(call: Call, value: unknown): SeedFund {
  const fund = fundById.get(requireInteger(value, 'fundId')) ?? fail(404)
  if (!call.scope.entitled.funds.includes(fund)) fail(403)
  return fund
}

/** The quarters a fund reports, oldest first. */
export function fundQuarters(fund: SeedFund): number[] {
  const quarters: number[] = []
  for (let q = firstReportingQuarter(fund); q <= dataset().latestQuarter; q++) quarters.push(q)
  return quarters
}

/** A reporting date: 400 when it is not a quarter end, null when the fund has no report then. */
export function quarterOf(value: unknown, fund?: SeedFund): number | null {
  const index = quarterIndexOfDate(value) ?? fail(400, ['reportingDate must be a quarter end (yyyy-MM-dd).'])
  if (index < 0 || index > dataset().latestQuarter) return null
  return fund && index < firstReportingQuarter(fund) ? null : index
}

/** `{fundId}:{date}` of the FPSIS paths. */
export function fundAtDate(call: Call): { fund: SeedFund; quarter: number } {
  const fund = requireFund(call, call.params.fundId)
  return { fund, quarter: quarterOf(call.params.date, fund) ?? fail(404) }
}

export function requireCurrency(value: unknown): string {
  return isKnownCurrency(value) ? value : fail(400, ['Unsupported currency.'])
}

export function requirePeriod(value: unknown): Period {
  return (PERIODS as readonly unknown[]).includes(value)
    ? (value as Period)
    : fail(400, ['period must be QTD, YTD or ITD.'])
}

/** Accounts asked for must be the user's (403) and known (404); null means all of the user's accounts. */
export function selectedAccounts(scope: Scope, fund: SeedFund, investorIds: number[] | null): number[] {
  const mine = accountsInFund(scope, fund.id)
  if (!investorIds) return mine
  for (const id of investorIds) {
    if (!accountById.has(id)) fail(404)
    if (!scope.entitled.accounts.some((a) => a.id === id)) fail(403)
  }
  return mine.filter((id) => investorIds.includes(id))
}

/**
 * The accounts of a fund for a download that names investors (GET Investors ids, the schedule of investments):
 * the accounts in scope those investors hold, or all in scope when none are named. An administrator may name any
 * investor of the universe (one outside the book holds nothing); anyone else only their own.
 */
export function accountsOfInvestors(scope: Scope, fund: SeedFund, investorIds: number[] | null): number[] {
  const mine = accountsInFund(scope, fund.id)
  if (!investorIds) return mine
  for (const id of investorIds) {
    if (!Number.isInteger(id) || id < 1 || id > INVESTOR_UNIVERSE) fail(404)
    if (!scope.isAdmin && !scope.accounts.some((account) => account.investorId === id)) fail(403)
  }
  return mine.filter((id) => investorIds.includes(accountById.get(id)?.investorId ?? 0))
}

export function requireFundIds(call: Call, value: unknown): SeedFund[] {
  const ids = optionalIdList(value, 'fundIds')
  if (!ids || ids.length === 0) fail(400, ['fundIds is required.'])
  return ids.map((id) => requireFund(call, id))
}

export function page(query: URLSearchParams, maxSize: number): { from: number; size: number } {
  const number = requireInteger(query.get('pageNumber') ?? '1', 'pageNumber')
  const size = requireInteger(query.get('pageSize') ?? '50', 'pageSize')
  if (number < 1 || size < 1 || size > maxSize) fail(400, ['pageNumber or pageSize is out of range.'])
  return { from: (number - 1) * size, size }
}
