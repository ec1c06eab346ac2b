import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { reportFileName } from '../../../src/domain'
import { dataset } from '../../dataset'
import { workbookResponse, type Sheet } from '../../files/xlsx'
import { fundTypeSheet } from './accountSummaryWorkbook'
import { hostileFundName, hostileReportFileName, hostileText } from '../../hostile'
import { accountsInFund } from '../../scope'
import { capitalAccountRows, capitalAccountStatement } from '../../seed/capitalAccounts'
import { quarterAt } from '../../seed/dates'
import { firstReportingQuarter } from '../../seed/performance'
import { mockState } from '../../state'
import { fail, optionalIdList, requireObject, route } from '../route'
import {
  fundQuarters,
  quarterOf,
  requireAccountSummaryView,
  requireCurrency,
  requireFundIds,
  requirePeriod,
  requireView,
  selectedAccounts,
} from './rules'

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

/** The capital account statement and the account summary: their dates, reports and files. */
export const capitalAccountHandlers = [
  route(endpoints.capitalAccountStatement, async (call) => {
    const body = requireObject(await call.json())
    if ('reportingCurrency' in body) requireView(call, 'reports')
    else requireAccountSummaryView(call)
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

  route(endpoints.capitalAccountStatementDownload, async (call) => {
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

  route(endpoints.capitalAccountPeriods, (call) => {
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

  route(endpoints.accountSummaryFilter, (call) => {
    requireAccountSummaryView(call)
    const entries = call.scope.funds.flatMap((fund) =>
      fundQuarters(fund)
        .reverse()
        .map((q) => ({ fundId: fund.id, reportingDate: quarterAt(q).endDate })),
    )
    return entries.length === 0 ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(entries)
  }),

  route(endpoints.accountSummaryDownload, async (call) => {
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
      [capitalAccountSheet('Account Summary', rows), fundTypeSheet(rows, funds)],
    )
  }),
]
