import {
  FIRST_PAGE_START,
  FUNDS_PAGE_SIZE,
  fsisReportsErrorText,
  rejectionTexts,
  type AccountSummaryFilterEntry,
  type CapitalAccountRow,
  type CapitalAccountStatementReport,
  type CashFlowOptions,
  type CashFlowReportRequest,
  type CashFlowRow,
  type CasPeriod,
  type Fund,
  type FundInvestmentAdjustment,
  type FundInvestmentRow,
  type Id,
  type ReportingPeriod,
  type ScheduleOfInvestmentsReport,
} from '../domain'
import { downloadFile, requestFile, requestJson, type CallOptions, type DownloadedFile } from './client'
import { isId, isNumber, isRecord, isString, isStringList, listOf, shaped } from './guards'
import type { loadInvestorDirectory as loadDirectory } from './investorDirectory'
import type {
  AccountSummaryDownloadRequest,
  AccountSummaryReportRequest,
  CapitalAccountDownloadRequest,
  CapitalAccountReportRequest,
  FpsisPeriodData,
  FundHead,
  FundMoicTotals,
  ScheduleOfInvestmentsDownloadRequest,
  ScheduleOfInvestmentsRequest,
} from './types'

const REPORTING = '/reporting/v1'
const segment = (value: Id): string => encodeURIComponent(String(value))
/** `{fundId}:{date}` as the FPSIS paths write it. */
const fundAtDate = (fundId: Id, reportingDate: string): string =>
  `${segment(fundId)}:${segment(reportingDate)}`

const isFund = shaped<Fund>({ id: isNumber, name: isString })
const isFundHead = shaped<FundHead>({ name: isString })
const isInvestmentRow = shaped<FundInvestmentRow>({ companyName: isString })
const isAdjustment = shaped<FundInvestmentAdjustment>({ adjustmentTypeID: isNumber })
const isReportingPeriod = shaped<ReportingPeriod>({
  year: isNumber,
  quarter: isNumber,
  associatedFunds: Array.isArray,
})
const isCasPeriod = shaped<CasPeriod>({ date: isString, funds: Array.isArray })
const isCapitalAccountReport = shaped<CapitalAccountStatementReport>({})
const isCapitalAccountRow = shaped<CapitalAccountRow>({ fundId: isId, investorId: isId, period: isString })
const isCashFlowRow = shaped<CashFlowRow>({ date: isString, category: isString })

export type { InvestorDirectory } from './investorDirectory'

/**
 * GET /reporting/v1/Investors into the investor directory's worker (./investorDirectory): its code, the worker
 * and comlink load with the first directory, not with the portal.
 */
export const loadInvestorDirectory: typeof loadDirectory = async (...args) =>
  (await import('./investorDirectory')).loadInvestorDirectory(...args)

/** GET /reporting/v1/Funds?pageNumber=1&pageSize=1500. */
export const getFunds = ({ signal }: CallOptions = {}): Promise<Fund[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/Funds`,
      query: { pageNumber: FIRST_PAGE_START, pageSize: FUNDS_PAGE_SIZE },
      failure: rejectionTexts.funds,
      signal,
    },
    listOf(isFund),
    () => [],
  )

/** GET /reporting/v1/Funds/{id}/persons: the fund's heads. */
export const getFundHeads = (fundId: Id, { signal }: CallOptions = {}): Promise<FundHead[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/Funds/${segment(fundId)}/persons`,
      failure: rejectionTexts.fundHeads,
      signal,
    },
    listOf(isFundHead),
    () => [],
  )

/** GET /reporting/v1/FPSIS/{fundId}/periods: the reporting dates of a fund's investment schedule. */
export const getFpsisPeriods = (fundId: Id, { signal }: CallOptions = {}): Promise<string[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/FPSIS/${segment(fundId)}/periods`,
      failure: rejectionTexts.fundPeriods,
      signal,
    },
    isStringList,
    () => [],
  )

/** GET /reporting/v1/FPSIS/{fundId}:{date}: the fund's investments at a date; a 404 is 'FLOC reports not found'. */
export const getFpsisData = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundInvestmentRow[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/FPSIS/${fundAtDate(fundId, reportingDate)}`,
      failure: rejectionTexts.fpsisData,
      // The fund has no company-level report for the date.
      failureByStatus: { 404: rejectionTexts.flocReportsNotFound },
      signal,
    },
    listOf(isInvestmentRow),
    () => [],
  )

/** GET /reporting/v1/FPSIS/{fundId}/{date}/adjustments; a 404 is 'FSIS reports not found'. */
export const getFpsisAdjustments = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundInvestmentAdjustment[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/FPSIS/${segment(fundId)}/${segment(reportingDate)}/adjustments`,
      failure: fsisReportsErrorText(null),
      signal,
      failureByStatus: { 404: fsisReportsErrorText(404) },
    },
    listOf(isAdjustment),
    () => [],
  )

const isMoicTotals = shaped<FundMoicTotals>({
  fundId: isNumber,
  reportingDate: isString,
  groups: Array.isArray,
})

const moicTotalsSpec = (fundId: Id, reportingDate: string, failure: string, signal?: AbortSignal) => ({
  method: 'GET' as const,
  path: `${REPORTING}/FPSIS/${segment(fundId)}/${segment(reportingDate)}/moictotals`,
  failure,
  signal,
})

/** GET /reporting/v1/FPSIS/{fundId}/{date}/moictotals. */
export const getMoicTotals = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundMoicTotals> =>
  requestJson(moicTotalsSpec(fundId, reportingDate, rejectionTexts.moicNotFound, signal), isMoicTotals)

/** The same call for an earlier date (historic MOIC, stored per fund and date by the caller). */
export const getHistoricMoic = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FundMoicTotals> =>
  requestJson(moicTotalsSpec(fundId, reportingDate, rejectionTexts.historicMoic, signal), isMoicTotals)

/** GET /reporting/v1/FPSISPeriod?fundId&reportingDate. */
export const getFpsisPeriod = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<FpsisPeriodData> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/FPSISPeriod`,
      query: { fundId, reportingDate },
      failure: rejectionTexts.fpsisPeriodData,
      signal,
    },
    shaped<FpsisPeriodData>({ fundId: isNumber, reportingDate: isString }),
  )

/** GET /reporting/v1/FPSIS/report/{fundId}:{date}: the Summary Investment Schedule file (generic download). */
export const downloadFpsisReport = (
  fundId: Id,
  reportingDate: string,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  downloadFile(
    `${REPORTING}/FPSIS/report/${fundAtDate(fundId, reportingDate)}`,
    rejectionTexts.summaryInvestmentSchedule,
    undefined,
    { signal },
  )

/** POST /reporting/v1/SOI/Periods: the schedule of investments' periods and their funds. */
export const getScheduleOfInvestmentsPeriods = (
  filter: Record<string, unknown> = {},
  { signal }: CallOptions = {},
): Promise<ReportingPeriod[]> =>
  requestJson(
    {
      method: 'POST',
      path: `${REPORTING}/SOI/Periods`,
      body: filter,
      failure: rejectionTexts.fundOptions,
      signal,
    },
    listOf(isReportingPeriod),
    () => [],
  )

/** POST /reporting/v1/SOI/Report. */
export const getScheduleOfInvestments = (
  request: ScheduleOfInvestmentsRequest,
  { signal }: CallOptions = {},
): Promise<ScheduleOfInvestmentsReport> =>
  requestJson(
    {
      method: 'POST',
      path: `${REPORTING}/SOI/Report`,
      body: request,
      failure: rejectionTexts.scheduleOfInvestments,
      signal,
    },
    (value): value is ScheduleOfInvestmentsReport =>
      isRecord(value) &&
      Array.isArray(value.soiDetailed) &&
      (value.soiAggregated === null || isRecord(value.soiAggregated)),
    () => ({ soiDetailed: [], soiAggregated: null }),
  )

/** POST /reporting/v1/SOI/reportdownload; null when the report has no data (204). */
export const downloadScheduleOfInvestments = (
  request: ScheduleOfInvestmentsDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: `${REPORTING}/SOI/reportdownload`,
    body: request,
    failure: rejectionTexts.scheduleOfInvestments,
    signal,
  })

/** GET /reporting/v1/FundCashflows/filters: which investor accounts each fund has. */
export const getCashFlowOptions = ({ signal }: CallOptions = {}): Promise<CashFlowOptions> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/FundCashflows/filters`,
      failure: rejectionTexts.cashFlowFilters,
      signal,
    },
    shaped<CashFlowOptions>({ fundToInvestorsMapping: Array.isArray }),
    () => ({ fundToInvestorsMapping: [] }),
  )

/** POST /reporting/v1/FundCashflows/Report. */
export const getCashFlowReport = (
  request: CashFlowReportRequest,
  { signal }: CallOptions = {},
): Promise<CashFlowRow[]> =>
  requestJson(
    {
      method: 'POST',
      path: `${REPORTING}/FundCashflows/Report`,
      body: request,
      failure: rejectionTexts.cashFlowReports,
      signal,
    },
    listOf(isCashFlowRow),
    () => [],
  )

/** POST /reporting/v1/FundCashflows/ReportDownload; null when it has no data (204). */
export const downloadCashFlowReport = (
  request: CashFlowReportRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: `${REPORTING}/FundCashflows/ReportDownload`,
    body: request,
    failure: rejectionTexts.cashFlowReport,
    signal,
  })

/**
 * POST /reporting/v1/Cas/report for the capital account statement: one report per fund. A 204 answers an empty
 * list, which the screen shows as 'no data'. Starting a new load should abort the earlier one (signal).
 */
export const getCapitalAccountStatement = (
  request: CapitalAccountReportRequest,
  { signal }: CallOptions = {},
): Promise<CapitalAccountStatementReport[]> =>
  requestJson(
    {
      method: 'POST',
      path: `${REPORTING}/Cas/report`,
      body: request,
      failure: rejectionTexts.capitalAccountStatement,
      signal,
    },
    listOf(isCapitalAccountReport),
    () => [],
  )

/** POST /reporting/v1/Cas/report for the account summary: its rows (with the -998 and -999 rows). */
export const getAccountSummary = (
  request: AccountSummaryReportRequest,
  { signal }: CallOptions = {},
): Promise<CapitalAccountRow[]> =>
  requestJson(
    {
      method: 'POST',
      path: `${REPORTING}/Cas/report`,
      body: request,
      failure: rejectionTexts.accountSummaryReport,
      signal,
    },
    listOf(isCapitalAccountRow),
    () => [],
  )

/** POST /reporting/v1/Cas/ReportDownload; null when it has no data (204). */
export const downloadCapitalAccountStatement = (
  request: CapitalAccountDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: `${REPORTING}/Cas/ReportDownload`,
    body: request,
    failure: rejectionTexts.capitalAccountStatement,
    signal,
  })

/** GET /reporting/v1/Cas/periods: the statement's dates and their funds (fund options). */
export const getCapitalAccountPeriods = ({ signal }: CallOptions = {}): Promise<CasPeriod[]> =>
  requestJson(
    { method: 'GET', path: `${REPORTING}/Cas/periods`, failure: rejectionTexts.fundOptions, signal },
    listOf(isCasPeriod),
    () => [],
  )

/** GET /reporting/v1/AccountSummary/filter; 204 means none. */
export const getAccountSummaryFilter = ({ signal }: CallOptions = {}): Promise<AccountSummaryFilterEntry[]> =>
  requestJson(
    {
      method: 'GET',
      path: `${REPORTING}/AccountSummary/filter`,
      failure: rejectionTexts.accountSummaryFilters,
      signal,
    },
    listOf(shaped<AccountSummaryFilterEntry>({ fundId: isId, reportingDate: isString })),
    () => [],
  )

/** POST reporting/v1/AccountSummary/ReportDownload; null when it has no data (204). */
export const downloadAccountSummary = (
  request: AccountSummaryDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({
    method: 'POST',
    path: `${REPORTING}/AccountSummary/ReportDownload`,
    body: request,
    failure: rejectionTexts.accountSummaryReportLowercase,
    signal,
  })
