import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { reportFileName } from '../../../src/domain'
import { workbookResponse } from '../../files/xlsx'
import { hostileCompanyName, hostileFundName, hostileReportFileName, hostileText } from '../../hostile'
import { quarterAt } from '../../seed/dates'
import { fundInvestmentRows, moicTotals } from '../../seed/investments'
import { fundAdjustments } from '../../seed/ledger'
import { firstReportingQuarter } from '../../seed/performance'
import { mockState } from '../../state'
import { fail, route } from '../route'
import { fundAtDate, fundQuarters, quarterOf, requireFund, requireView } from './rules'

/** A fund's investment schedule (FPSIS): its dates, companies, adjustments, MOIC totals and file. */
export const fundInvestmentHandlers = [
  route(endpoints.fundPeriods, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(
      fundQuarters(fund)
        .reverse()
        .map((q) => quarterAt(q).endDate),
    )
  }),

  route(endpoints.fundInvestments, (call) => {
    requireView(call, 'funds')
    const { fund, quarter } = fundAtDate(call)
    return HttpResponse.json(fundInvestmentRows(fund, quarter))
  }),

  route(endpoints.fundAdjustments, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(fundAdjustments(fund, quarterOf(call.params.date, fund) ?? fail(404)))
  }),

  route(endpoints.moicTotals, (call) => {
    requireView(call, 'funds')
    const fund = requireFund(call, call.params.fundId)
    return HttpResponse.json(moicTotals(fund, quarterOf(call.params.date, fund) ?? fail(404)))
  }),

  route(endpoints.fundReportingPeriod, (call) => {
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

  route(endpoints.summaryInvestmentScheduleDownload, (call) => {
    requireView(call, 'funds')
    const { fund, quarter } = fundAtDate(call)
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
              hostile ? hostileCompanyName(r.companyName) : r.companyName,
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
]
