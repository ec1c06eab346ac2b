import { fsisReportsErrorText } from '../../domain/failures'
import { rejectionTexts } from '../../domain/texts'
import { endpoint, withFailure } from './endpoint'
import type { AnswerSchema } from './answer'
import type { reportingAnswers } from './reportingAnswers'

type ReportingAnswers = typeof reportingAnswers

/** The schema of an answer, loaded with the first answer (see AnswerLoader). */
const reportingAnswer =
  <T>(pick: (answers: ReportingAnswers) => AnswerSchema<T>) =>
  () =>
    import('./reportingAnswers').then((answers) => pick(answers.reportingAnswers))

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
export const reportingEndpoints = {
  funds: endpoint('GET', '/reporting/v1/Funds', rejectionTexts.funds).answering(
    reportingAnswer((answers) => answers.funds),
  ),
  /** The manager's investors, read into the investor directory's worker. */
  investors: endpoint('GET', '/reporting/v1/Investors', rejectionTexts.investors),
  fundHeads: endpoint('GET', '/reporting/v1/Funds/{fundId}/persons', rejectionTexts.fundHeads).answering(
    reportingAnswer((answers) => answers.fundHeads),
  ),
  /** The reporting dates of a fund's investment schedule. */
  fundPeriods: endpoint('GET', '/reporting/v1/FPSIS/{fundId}/periods', rejectionTexts.fundPeriods).answering(
    reportingAnswer((answers) => answers.fundPeriods),
  ),
  /** A fund's investments at a date; a 404 means the fund has no company-level report then. */
  fundInvestments: endpoint('GET', '/reporting/v1/FPSIS/{fundId}:{date}', rejectionTexts.fpsisData, {
    404: rejectionTexts.flocReportsNotFound,
  }).answering(reportingAnswer((answers) => answers.fundInvestments)),
  fundAdjustments: endpoint(
    'GET',
    '/reporting/v1/FPSIS/{fundId}/{date}/adjustments',
    fsisReportsErrorText(null),
    {
      404: fsisReportsErrorText(404),
    },
  ).answering(reportingAnswer((answers) => answers.fundAdjustments)),
  moicTotals: moicTotals.answering(reportingAnswer((answers) => answers.moicTotals)),
  /** The same totals at an earlier date. */
  historicMoic: withFailure(moicTotals, rejectionTexts.historicMoic).answering(
    reportingAnswer((answers) => answers.moicTotals),
  ),
  fundReportingPeriod: endpoint('GET', '/reporting/v1/FPSISPeriod', rejectionTexts.fpsisPeriodData).answering(
    reportingAnswer((answers) => answers.fundReportingPeriod),
  ),
  /** The Summary Investment Schedule file (the generic download). */
  summaryInvestmentScheduleDownload: endpoint(
    'GET',
    '/reporting/v1/FPSIS/report/{fundId}:{date}',
    rejectionTexts.summaryInvestmentSchedule,
  ),
  scheduleOfInvestmentsPeriods: endpoint(
    'POST',
    '/reporting/v1/SOI/Periods',
    rejectionTexts.fundOptions,
  ).answering(reportingAnswer((answers) => answers.scheduleOfInvestmentsPeriods)),
  scheduleOfInvestments: endpoint(
    'POST',
    '/reporting/v1/SOI/Report',
    rejectionTexts.scheduleOfInvestments,
  ).answering(reportingAnswer((answers) => answers.scheduleOfInvestments)),
  scheduleOfInvestmentsDownload: endpoint(
    'POST',
    '/reporting/v1/SOI/reportdownload',
    rejectionTexts.scheduleOfInvestments,
  ),
  cashFlowFilters: endpoint(
    'GET',
    '/reporting/v1/FundCashflows/filters',
    rejectionTexts.cashFlowFilters,
  ).answering(reportingAnswer((answers) => answers.cashFlowFilters)),
  cashFlowReport: endpoint(
    'POST',
    '/reporting/v1/FundCashflows/Report',
    rejectionTexts.cashFlowReports,
  ).answering(reportingAnswer((answers) => answers.cashFlowReport)),
  cashFlowDownload: endpoint(
    'POST',
    '/reporting/v1/FundCashflows/ReportDownload',
    rejectionTexts.cashFlowReport,
  ),
  capitalAccountStatement: capitalAccountStatement.answering(
    reportingAnswer((answers) => answers.capitalAccountStatement),
  ),
  /** The same call for the account summary's rows. */
  accountSummary: withFailure(capitalAccountStatement, rejectionTexts.accountSummaryReport).answering(
    reportingAnswer((answers) => answers.accountSummary),
  ),
  capitalAccountStatementDownload: endpoint(
    'POST',
    '/reporting/v1/Cas/ReportDownload',
    rejectionTexts.capitalAccountStatement,
  ),
  /** The statement's dates and their funds (the fund options). */
  capitalAccountPeriods: endpoint('GET', '/reporting/v1/Cas/periods', rejectionTexts.fundOptions).answering(
    reportingAnswer((answers) => answers.capitalAccountPeriods),
  ),
  accountSummaryFilter: endpoint(
    'GET',
    '/reporting/v1/AccountSummary/filter',
    rejectionTexts.accountSummaryFilters,
  ).answering(reportingAnswer((answers) => answers.accountSummaryFilter)),
  accountSummaryDownload: endpoint(
    'POST',
    '/reporting/v1/AccountSummary/ReportDownload',
    rejectionTexts.accountSummaryReportLowercase,
  ),
}
