import { HttpResponse } from 'msw'
import {
  cashFlowTypeOfCategory,
  PERIODS,
  reportFileName,
  viewPermissionsFrom,
  type CashFlowType,
  type Period,
} from '../../src/domain'
import { dataset } from '../dataset'
import { hostileCorpus, hostileFundName, hostileReportFileName, hostileText } from '../hostile'
import { mockState } from '../state'
import { investorsJson, INVESTOR_UNIVERSE } from '../investorsStream'
import { accountsInFund, type Scope } from '../scope'
import { capitalAccountRows, capitalAccountStatement } from '../seed/capitalAccounts'
import { cashFlowRows } from '../seed/cashFlows'
import { fundHeads } from '../seed/content'
import { isKnownCurrency } from '../seed/currencies'
import { dayNumber, quarterAt, quarterIndexOfDate } from '../seed/dates'
import { fundById, type SeedFund } from '../seed/funds'
import { accountById, investorNameAt } from '../seed/investors'
import { firstReportingQuarter } from '../seed/performance'
import { fundAdjustments, fundInvestmentRows, moicTotals, scheduleOfInvestments } from '../seed/investments'
import { workbookResponse, type Sheet } from '../files/xlsx'
import { fail, optionalIdList, requireInteger, requireObject, requireString, route, type Call } from './route'

const REPORTING = 'reporting/v1'

/** Line-one reports need ViewReports{product}; fund pages need ViewFunds (spec §6). */
function requireView(call: Call, view: 'reports' | 'funds'): void {
  if (!viewPermissionsFrom(call.user.segmentFunction)[view]) fail(403)
}

function requireFund(call: Call, value: unknown): SeedFund {
  const fund = fundById.get(requireInteger(value, 'fundId')) ?? fail(404)
  if (!call.scope.entitled.funds.includes(fund)) fail(403)
  return fund
}

/** The quarters a fund reports, oldest first. */
function fundQuarters(fund: SeedFund): number[] {
  const quarters: number[] = []
  for (let q = firstReportingQuarter(fund); q <= dataset().latestQuarter; q++) quarters.push(q)
  return quarters
}

/** A reporting date: 400 when it is not a quarter end, null when the fund has no report then. */
function quarterOf(value: unknown, fund?: SeedFund): number | null {
  const index = quarterIndexOfDate(value) ?? fail(400, ['reportingDate must be a quarter end (yyyy-MM-dd).'])
  if (index < 0 || index > dataset().latestQuarter) return null
  return fund && index < firstReportingQuarter(fund) ? null : index
}

/** `{fundId}:{date}` of the FPSIS paths. */
function fundAtDate(call: Call, value: string | undefined): { fund: SeedFund; quarter: number } {
  const [fundId, date] = (value ?? '').split(':')
  const fund = requireFund(call, fundId)
  return { fund, quarter: quarterOf(date, fund) ?? fail(404) }
}

function requireCurrency(value: unknown): string {
  return isKnownCurrency(value) ? value : fail(400, ['Unsupported currency.'])
}

function requirePeriod(value: unknown): Period {
  return (PERIODS as readonly unknown[]).includes(value)
    ? (value as Period)
    : fail(400, ['period must be QTD, YTD or ITD.'])
}

/** Accounts asked for must be the user's (403) and known (404); null means all of the user's accounts. */
function selectedAccounts(scope: Scope, fund: SeedFund, investorIds: number[] | null): number[] {
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
function accountsOfInvestors(scope: Scope, fund: SeedFund, investorIds: number[] | null): number[] {
  const mine = accountsInFund(scope, fund.id)
  if (!investorIds) return mine
  for (const id of investorIds) {
    if (!Number.isInteger(id) || id < 1 || id > INVESTOR_UNIVERSE) fail(404)
    if (!scope.isAdmin && !scope.accounts.some((account) => account.investorId === id)) fail(403)
  }
  return mine.filter((id) => investorIds.includes(accountById.get(id)?.investorId ?? 0))
}

function requireFundIds(call: Call, value: unknown): SeedFund[] {
  const ids = optionalIdList(value, 'fundIds')
  if (!ids || ids.length === 0) fail(400, ['fundIds is required.'])
  return ids.map((id) => requireFund(call, id))
}

function page(query: URLSearchParams, maxSize: number): { from: number; size: number } {
  const number = requireInteger(query.get('pageNumber') ?? '1', 'pageNumber')
  const size = requireInteger(query.get('pageSize') ?? '50', 'pageSize')
  if (number < 1 || size < 1 || size > maxSize) fail(400, ['pageNumber or pageSize is out of range.'])
  return { from: (number - 1) * size, size }
}

const fundAnswer = (fund: SeedFund) => ({
  id: fund.id,
  globalId: fund.globalId,
  name: fund.name,
  type: fund.entityType,
  fundStatus: fund.fundStatus,
  currency: fund.currency,
  geography: fund.geography,
  strategy: fund.strategy,
  grossIrr: fund.grossIrr,
  netIrr: fund.netIrr,
  vintage: fund.vintage,
  irrAsOfDate: quarterAt(dataset().latestQuarter).endDate,
  size: fund.size,
  assetClass: fund.assetClass,
  catchUpSplitByGpLp: fund.catchUpSplitByGpLp,
  hurdleRatePct: fund.hurdleRatePct,
  carriedIntPct: fund.carriedIntPct,
  investmentPeriodOriginal: fund.investmentPeriodOriginal,
  investmentPeriodCurrent: fund.investmentPeriodCurrent,
  followOnPeriodOriginal: fund.followOnPeriodOriginal,
  followOnPeriodCurrent: fund.followOnPeriodCurrent,
  termExpirationOriginal: fund.termExpirationOriginal,
  termExpirationCurrent: fund.termExpirationCurrent,
  productFamily: fund.productFamily,
  entityDisplayName: fund.entityDisplayName,
  fundraisingStatus: fund.fundraisingStatus,
  productLine: fund.productLine,
})

const capitalAccountColumns = [
  'Fund',
  'Investor Account',
  'Period',
  'Currency',
  'Reporting Date',
  'Exchange Rate to USD',
  'Commitment',
  'Beginning Remaining Commitment',
  'Remaining Commitments',
  'Contributed Capital',
  'Distributions',
  'Capital Account at Fair Value',
]

function capitalAccountSheet(name: string, rows: ReturnType<typeof capitalAccountRows>): Sheet {
  return {
    name,
    columns: capitalAccountColumns,
    rows: rows.map((r, i) => [
      mockState.hostile ? hostileFundName(r.fundId) : r.fundName,
      mockState.hostile ? hostileText(i + 8) : r.investorName,
      r.period,
      r.reportingCurrency,
      r.reportingDate,
      r.exchangeRateToUSD,
      r.commitment,
      r.commitmentBeginningRemainingCommitment,
      r.remainingCommitments,
      r.totalContributedCapital,
      r.totalDistributions,
      r.capitalAccountAtFairValue,
    ]),
  }
}

/** The cash flow filter of the report and its download (spec §3 Cash flow row: Filter). */
/**
 * Cash flows name funds and accounts, and are asked for by those names. With the hostile corpus on, each name
 * is a corpus string made unique by its id (the call could not tell two funds of one name apart).
 */
const cashFlowFundName = (fund: SeedFund): string =>
  mockState.hostile ? `${hostileFundName(fund.id)} ${fund.id}` : fund.name
const cashFlowAccountName = (accountId: number): string =>
  mockState.hostile
    ? `${hostileText(accountId + 8)} ${accountId}`
    : (accountById.get(accountId)?.name ?? String(accountId))

function cashFlowsFor(call: Call, body: Record<string, unknown>) {
  const fundName = requireString(body.fund, 'fund')
  const fund = [...fundById.values()].find((f) => cashFlowFundName(f) === fundName) ?? fail(404)
  if (!call.scope.entitled.funds.includes(fund)) fail(403)
  const names =
    body.investors === null || body.investors === undefined
      ? null
      : Array.isArray(body.investors)
        ? body.investors.map(String)
        : fail(400, ['investors must be a list.'])
  const mine = accountsInFund(call.scope, fund.id)
  for (const name of names ?? []) {
    const account = [...accountById.values()].find((a) => cashFlowAccountName(a.id) === name) ?? fail(404)
    if (!call.scope.entitled.accounts.includes(account)) fail(403)
  }
  const accountIds = names ? mine.filter((id) => names.includes(cashFlowAccountName(id))) : mine
  const types =
    body.types === undefined || body.types === null
      ? null
      : Array.isArray(body.types) && body.types.every((t) => t === 'Contribution' || t === 'Distribution')
        ? (body.types as CashFlowType[])
        : fail(400, ['types must be Contribution or Distribution.'])
  const dayOf = (value: unknown, what: string): number | null => {
    if (value === null || value === undefined || value === '') return null
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? dayNumber(value)
      : fail(400, [`${what} must be an ISO date.`])
  }
  const startDay = dayOf(body.startDate, 'startDate')
  const endDay = dayOf(body.endDate, 'endDate')
  if (body.timePeriod === 'EXACT_DATE_RANGE' && (startDay === null || endDay === null))
    fail(400, ['An exact range needs both dates.'])
  const quarters = fundQuarters(fund)
  const rows = cashFlowRows(
    fund,
    accountIds,
    quarters[0] ?? 0,
    quarters[quarters.length - 1] ?? -1,
    types,
  ).filter((row) => {
    const day = dayNumber(row.date)
    return (
      (startDay === null || day >= startDay) &&
      (endDay === null || day <= endDay) &&
      cashFlowTypeOfCategory(row.category) !== null
    )
  })
  if (!mockState.hostile) return { fund, rows }
  const accountNamed = new Map(accountIds.map((id) => [accountById.get(id)?.name, id]))
  const hostileRows = rows.map((row) => ({
    ...row,
    investorName: cashFlowAccountName(accountNamed.get(row.investorName) ?? 0),
  }))
  return { fund, rows: hostileRows }
}

export const reportingHandlers = [
  route('get', `${REPORTING}/Funds`, (call) => {
    const { from, size } = page(call.query, 1500)
    return HttpResponse.json(call.scope.funds.slice(from, from + size).map(fundAnswer))
  }),

  route('get', `${REPORTING}/Investors`, (call) => {
    const { from, size } = page(call.query, INVESTOR_UNIVERSE)
    // Administrators see the manager's whole investor universe; investors see their own.
    const own = [...new Set(call.scope.accounts.map((a) => a.investorId))].sort((a, b) => a - b)
    const total = call.scope.isAdmin ? INVESTOR_UNIVERSE : own.length
    const count = Math.max(0, Math.min(size, total - from))
    const idAt = call.scope.isAdmin ? (p: number) => from + p + 1 : (p: number) => own[from + p] ?? 0
    // The hostile corpus names the first investors once each (cycling it through a million names would make
    // the answer gigabytes: one of its strings is 10,000 characters).
    const nameOf = (id: number) =>
      mockState.hostile && id <= hostileCorpus.length ? hostileText(id - 1) : investorNameAt(id - 1)
    return new HttpResponse(investorsJson(idAt, count, nameOf), {
      headers: { 'Content-Type': 'application/json' },
    })
  }),

  route('get', `${REPORTING}/Funds/:id/persons`, (call) =>
    HttpResponse.json(fundHeads(requireFund(call, call.params.id).id)),
  ),

  route('get', `${REPORTING}/FPSIS/:fundId/periods`, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(
      fundQuarters(fund)
        .reverse()
        .map((q) => quarterAt(q).endDate),
    )
  }),

  route('get', `${REPORTING}/FPSIS/:fundAtDate`, (call) => {
    requireView(call, 'funds')
    const { fund, quarter } = fundAtDate(call, call.params.fundAtDate)
    return HttpResponse.json(fundInvestmentRows(fund, quarter))
  }),

  route('get', `${REPORTING}/FPSIS/:fundId/:date/adjustments`, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(fundAdjustments(fund, quarterOf(call.params.date, fund) ?? fail(404)))
  }),

  route('get', `${REPORTING}/FPSIS/:fundId/:date/moictotals`, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(moicTotals(fund, quarterOf(call.params.date, fund) ?? fail(404)))
  }),

  route('get', `${REPORTING}/FPSISPeriod`, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.query.get('fundId'))
    const quarter = quarterOf(call.query.get('reportingDate'), fund) ?? fail(404)
    const ref = quarterAt(quarter)
    const dateIfReported = (q: number) => (q >= firstReportingQuarter(fund) ? quarterAt(q).endDate : null)
    return HttpResponse.json({
      fundId: fund.id,
      reportingDate: ref.endDate,
      year: ref.year,
      quarter: ref.quarter,
      previousQuarterReportingDate: dateIfReported(quarter - 1),
      endPreviousYearReportingDate: dateIfReported(quarter - ref.quarter),
      sameQuarterPreviousYearReportingDate: dateIfReported(quarter - 4),
      isYearBeginning: false,
    })
  }),

  route('get', `${REPORTING}/FPSIS/report/:fundAtDate`, (call) => {
    requireView(call, 'funds')
    const { fund, quarter } = fundAtDate(call, call.params.fundAtDate)
    const rows = fundInvestmentRows(fund, quarter)
    const totals = moicTotals(fund, quarter)
    // With the corpus on, the file, its heading and its companies carry the names the screen showed.
    const hostile = mockState.hostile
    const name = hostile ? hostileFundName(fund.id) : fund.name
    return workbookResponse(
      hostile
        ? hostileReportFileName(fund.id, 'Summary Investment Schedule')
        : reportFileName('Summary Investment Schedule', quarterAt(quarter).endDate),
      [
        {
          name: 'Summary Investment Schedule',
          heading: [name, `As of ${quarterAt(quarter).endDate} (${fund.currency})`],
          columns: [
            'Company',
            'Status',
            'Industry',
            'Acquired',
            'Exited',
            'Equity Invested',
            'Cash Received',
            'Remaining FMV',
            'Total Value',
            'MOIC',
          ],
          rows: [
            ...rows.map((r, i) => [
              hostile ? hostileText(i) : r.companyName,
              r.investStatusDesc,
              hostile ? hostileText(i + 1) : r.industry,
              r.acquisitionDate,
              r.exitDate,
              r.equityInvested,
              r.cashReceived,
              r.remainingFmv,
              r.totalValue,
              r.moic,
            ]),
            [
              'Total',
              '',
              '',
              '',
              '',
              totals.total.equityInvested,
              totals.total.cashReceived,
              totals.total.remainingFmv,
              totals.total.totalValue,
              totals.total.moic,
            ],
          ],
        },
      ],
    )
  }),

  route('post', `${REPORTING}/SOI/Periods`, async (call) => {
    requireView(call, 'reports')
    const body = await call.json()
    if (body !== undefined && body !== null && typeof body !== 'object')
      fail(400, ['The filter must be an object.'])
    const latest = dataset().latestQuarter
    const periods = []
    for (let q = latest; q >= 0; q--) {
      const funds = call.scope.funds.filter((f) => q >= firstReportingQuarter(f))
      if (funds.length === 0) continue
      const { year, quarter } = quarterAt(q)
      periods.push({
        year,
        quarter,
        associatedFunds: funds.map((f) => ({ value: f.id, label: f.name, currency: f.currency })),
      })
    }
    return HttpResponse.json(periods)
  }),

  route('post', `${REPORTING}/SOI/Report`, async (call) => {
    requireView(call, 'reports')
    const body = requireObject(await call.json())
    const fund = requireFund(call, body.fundId)
    const currency = requireCurrency(body.currency)
    const quarter = quarterOf(body.reportingDate, fund)
    if (quarter === null) return new HttpResponse(null, { status: 204 })
    const report = scheduleOfInvestments(fund, accountsInFund(call.scope, fund.id), quarter, currency)
    return report.soiDetailed.length === 0
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(report)
  }),

  route('post', `${REPORTING}/SOI/reportdownload`, async (call) => {
    requireView(call, 'reports')
    const body = requireObject(await call.json())
    const fund = requireFund(call, body.fundId)
    const currency = requireCurrency(body.currency)
    const accounts = accountsOfInvestors(call.scope, fund, optionalIdList(body.investorIds, 'investorIds'))
    // Named investors who hold nothing in the fund: the report has no data.
    if (accounts.length === 0) return new HttpResponse(null, { status: 204 })
    const quarter = quarterOf(body.reportingDate, fund)
    const report =
      quarter === null
        ? { soiDetailed: [], soiAggregated: null }
        : scheduleOfInvestments(fund, accounts, quarter, currency)
    const aggregated = Object.entries(report.soiAggregated ?? {}).map(([line, amount]) => [
      '',
      line,
      null,
      null,
      null,
      null,
      amount as number,
    ])
    return workbookResponse(reportFileName('Schedule of Investments', String(body.reportingDate)), [
      {
        name: 'Schedule of Investments',
        heading: [fund.name, `As of ${String(body.reportingDate)} (${currency})`],
        columns: [
          'Investor Account',
          'Company',
          'Capital Contributed',
          'Investment Income',
          'Distributions',
          'Unrealized Appreciation',
          'Remaining Fair Value',
        ],
        rows:
          report.soiDetailed.length === 0
            ? []
            : [
                ...report.soiDetailed.map((r) => [
                  accountById.get(Number(r.investorId))?.name ?? '',
                  r.companyName,
                  r.capitalContributed,
                  r.investmentIncome,
                  r.investmentDistributionsGrossOfTaxWithholding,
                  r.gaapUnrealizedAppreciationPreAccruedCarry,
                  r.remainingInvestedCapitalAndUndistributedProceedsAtFairValue,
                ]),
                ...aggregated,
              ],
      },
    ])
  }),

  route('get', `${REPORTING}/FundCashflows/filters`, (call) => {
    requireView(call, 'reports')
    return HttpResponse.json({
      fundToInvestorsMapping: call.scope.funds.map((fund) => ({
        fundName: cashFlowFundName(fund),
        investors: accountsInFund(call.scope, fund.id).map(cashFlowAccountName),
      })),
    })
  }),

  route('post', `${REPORTING}/FundCashflows/Report`, async (call) => {
    requireView(call, 'reports')
    return HttpResponse.json(cashFlowsFor(call, requireObject(await call.json())).rows)
  }),

  route('post', `${REPORTING}/FundCashflows/ReportDownload`, async (call) => {
    requireView(call, 'reports')
    const { fund, rows } = cashFlowsFor(call, requireObject(await call.json()))
    return workbookResponse(
      mockState.hostile
        ? hostileReportFileName(fund.id, 'Cash Flow Activity')
        : reportFileName('Cash Flow Activity', quarterAt(dataset().latestQuarter).endDate),
      [
        {
          name: 'Cash Flow Activity',
          heading: [cashFlowFundName(fund)],
          columns: [
            'Investor Account',
            'Currency',
            'Period Start',
            'Period End',
            'Date',
            'Type',
            'Category',
            'Amount',
          ],
          rows: rows.map((r) => [
            r.investorName,
            r.currency,
            r.startDate,
            r.endDate,
            r.date,
            r.type,
            r.category,
            r.amount,
          ]),
        },
      ],
    )
  }),

  route('post', `${REPORTING}/Cas/report`, async (call) => {
    requireView(call, 'reports')
    const body = requireObject(await call.json())
    const funds = requireFundIds(call, body.fundIds)
    if ('reportingCurrency' in body) {
      const currency = requireCurrency(body.reportingCurrency)
      const reports = funds.flatMap((fund) => {
        const quarter = quarterOf(body.reportingDate, fund)
        const accountIds = accountsInFund(call.scope, fund.id)
        return quarter === null || accountIds.length === 0
          ? []
          : [capitalAccountStatement({ fund, accountIds, quarterIndex: quarter, currency })]
      })
      return reports.length === 0 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(reports)
    }
    const period = requirePeriod(body.period)
    if (body.current !== undefined && typeof body.current !== 'boolean')
      fail(400, ['current must be true or false.'])
    const rows = funds.flatMap((fund) => {
      const quarter = quarterOf(body.reportingDate, fund)
      const accountIds = accountsInFund(call.scope, fund.id)
      return quarter === null || accountIds.length === 0
        ? []
        : capitalAccountRows({
            fund,
            accountIds,
            quarterIndex: quarter,
            currency: fund.currency,
            periods: [period],
          })
    })
    return rows.length === 0 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(rows)
  }),

  route('post', `${REPORTING}/Cas/ReportDownload`, async (call) => {
    requireView(call, 'reports')
    const body = requireObject(await call.json())
    const funds = requireFundIds(call, body.fundIds)
    const currency = requireCurrency(body.reportingCurrency)
    const investorIds = optionalIdList(body.investorIds, 'investorIds')
    const rows = funds.flatMap((fund) => {
      const quarter = quarterOf(String(body.reportingDate ?? '').slice(0, 10), fund)
      const accountIds = selectedAccounts(call.scope, fund, investorIds)
      return quarter === null || accountIds.length === 0
        ? []
        : capitalAccountRows({ fund, accountIds, quarterIndex: quarter, currency })
    })
    return workbookResponse(
      mockState.hostile
        ? hostileReportFileName(funds[0]?.id, 'Capital Account Statement')
        : reportFileName('Capital Account Statement', String(body.reportingDate ?? '').slice(0, 10)),
      [capitalAccountSheet('Capital Account Statement', rows)],
    )
  }),

  route('get', `${REPORTING}/Cas/periods`, (call) => {
    requireView(call, 'reports')
    const entries = []
    for (let q = dataset().latestQuarter; q >= 0; q--) {
      const funds = call.scope.funds.filter((f) => q >= firstReportingQuarter(f))
      if (funds.length > 0)
        entries.push({
          date: quarterAt(q).endDate,
          funds: funds.map((f) => ({ id: f.id, name: f.name, currency: f.currency })),
        })
    }
    return HttpResponse.json(entries)
  }),

  route('get', `${REPORTING}/AccountSummary/filter`, (call) => {
    requireView(call, 'reports')
    const entries = call.scope.funds.flatMap((fund) =>
      fundQuarters(fund)
        .reverse()
        .map((q) => ({ fundId: fund.id, reportingDate: quarterAt(q).endDate })),
    )
    return entries.length === 0 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(entries)
  }),

  route('post', `${REPORTING}/AccountSummary/ReportDownload`, async (call) => {
    requireView(call, 'reports')
    const body = requireObject(await call.json())
    const funds = requireFundIds(call, body.fundIds)
    const period = requirePeriod(body.period)
    const investorIds = optionalIdList(body.investorIds, 'investorIds')
    const rows = funds.flatMap((fund) => {
      const quarter = quarterOf(body.reportingDate, fund)
      const accountIds = selectedAccounts(call.scope, fund, investorIds)
      return quarter === null || accountIds.length === 0
        ? []
        : capitalAccountRows({
            fund,
            accountIds,
            quarterIndex: quarter,
            currency: fund.currency,
            periods: [period],
          })
    })
    return workbookResponse(
      mockState.hostile
        ? hostileReportFileName(funds[0]?.id, 'Account Summary')
        : reportFileName('Account Summary', String(body.reportingDate)),
      [capitalAccountSheet('Account Summary', rows)],
    )
  }),
]
