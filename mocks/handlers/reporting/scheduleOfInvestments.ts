import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { reportFileName } from '../../../src/domain'
import { dataset } from '../../dataset'
import { workbookResponse } from '../../files/xlsx'
import { accountsInFund } from '../../scope'
import { quarterAt } from '../../seed/dates'
import { accountById } from '../../seed/investors'
import { scheduleOfInvestments } from '../../seed/scheduleOfInvestments'
import { firstReportingQuarter } from '../../seed/performance'
import { fail, optionalIdList, requireObject, route } from '../route'
import { accountsOfInvestors, quarterOf, requireCurrency, requireFund, requireView } from './rules'

/** The schedule of investments: its periods, the report and its file. */
export const scheduleOfInvestmentsHandlers = [
  route(endpoints.scheduleOfInvestmentsPeriods, async (call) => {
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

  route(endpoints.scheduleOfInvestments, async (call) => {
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

  route(endpoints.scheduleOfInvestmentsDownload, async (call) => {
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
]
