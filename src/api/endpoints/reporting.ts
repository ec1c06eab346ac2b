import { fsisReportsErrorText } from '../../domain/failures'
import { rejectionTexts } from '../../domain/texts'
import { answeredFrom, endpoint, withFailure } from './endpoint'

const moicTotals = endpoint(
  'GET',
  '/reporting/v1/FPSIS/{fundId}/{date}/moictotals',
  rejectionTexts.moicNotFound,
)
const capitalAccountStatement = endpoint(
  'POST',
  '/reporting/v1/Cas/report',
  rejectionTexts.capitalAccountStatement,
)

/** The reporting service (spec §7 Reporting): funds, their investment schedules, and the line-one reports. */
export const reportingEndpoints = answeredFrom('reportingAnswers', {
  funds: endpoint('GET', '/reporting/v1/Funds', rejectionTexts.funds),
  /** The manager's investors, read into the investor directory's worker. */
  investors: endpoint('GET', '/reporting/v1/Investors', rejectionTexts.investors),
  fundHeads: endpoint('GET', '/reporting/v1/Funds/{fundId}/persons', rejectionTexts.fundHeads),
  /** The reporting dates of a fund's investment schedule. */
  fundPeriods: endpoint('GET', '/reporting/v1/FPSIS/{fundId}/periods', rejectionTexts.fundPeriods),
  /** A fund's investments at a date; a 404 means the fund has no company-level report then. */
  fundInvestments: endpoint('GET', '/reporting/v1/FPSIS/{fundId}:{date}', rejectionTexts.fpsisData, {
    404: rejectionTexts.flocReportsNotFound,
  }),
  fundAdjustments: endpoint(
    'GET',
    '/reporting/v1/FPSIS/{fundId}/{date}/adjustments',
    fsisReportsErrorText(null),
    {
      404: fsisReportsErrorText(404),
    },
  ),
  moicTotals: moicTotals,
  /** The same totals at an earlier date. */
  historicMoic: withFailure(moicTotals, rejectionTexts.historicMoic),
  fundReportingPeriod: endpoint('GET', '/reporting/v1/FPSISPeriod', rejectionTexts.fpsisPeriodData),
  /** The Summary Investment Schedule file (the generic download). */
  summaryInvestmentScheduleDownload: endpoint(
    'GET',
    '/reporting/v1/FPSIS/report/{fundId}:{date}',
    rejectionTexts.summaryInvestmentSchedule,
  ),
  scheduleOfInvestmentsPeriods: endpoint('POST', '/reporting/v1/SOI/Periods', rejectionTexts.fundOptions),
  scheduleOfInvestments: endpoint('POST', '/reporting/v1/SOI/Report', rejectionTexts.scheduleOfInvestments),
  scheduleOfInvestmentsDownload: endpoint(
    'POST',
    '/reporting/v1/SOI/reportdownload',
    rejectionTexts.scheduleOfInvestments,
  ),
  cashFlowFilters: endpoint('GET', '/reporting/v1/FundCashflows/filters', rejectionTexts.cashFlowFilters),
  cashFlowReport: endpoint('POST', '/reporting/v1/FundCashflows/Report', rejectionTexts.cashFlowReports),
  cashFlowDownload: endpoint(
    'POST',
    '/reporting/v1/FundCashflows/ReportDownload',
    rejectionTexts.cashFlowReport,
  ),
  capitalAccountStatement: capitalAccountStatement,
  /** The same call for the account summary's rows. */
  accountSummary: withFailure(capitalAccountStatement, rejectionTexts.accountSummaryReport),
  capitalAccountStatementDownload: endpoint(
    'POST',
    '/reporting/v1/Cas/ReportDownload',
    rejectionTexts.capitalAccountStatement,
  ),
  /** The statement's dates and their funds (the fund options). */
  capitalAccountPeriods: endpoint('GET', '/reporting/v1/Cas/periods', rejectionTexts.fundOptions),
  accountSummaryFilter: endpoint(
    'GET',
    '/reporting/v1/AccountSummary/filter',
    rejectionTexts.accountSummaryFilters,
  ),
  accountSummaryDownload: endpoint(
    'POST',
    '/reporting/v1/AccountSummary/ReportDownload',
    rejectionTexts.accountSummaryReportLowercase,
  ),
})
