import type {
  AccountSummaryFilterEntry,
  CapitalAccountRow,
  CapitalAccountStatementReport,
  CasPeriod,
} from '../../domain'
import { callTo, requestJson, type CallOptions } from '../client'
import { requestFile, type DownloadedFile } from '../download'
import { endpoints } from '../endpoints'
import type {
  AccountSummaryDownloadRequest,
  AccountSummaryReportRequest,
  CapitalAccountDownloadRequest,
  CapitalAccountReportRequest,
} from '../types'

/**
 * POST for the capital account statement: one report per fund. A 204 answers an empty list, which the screen
 * shows as 'no data'. Starting a new load should abort the earlier one (signal).
 */
export const getCapitalAccountStatement = (
  request: CapitalAccountReportRequest,
  { signal }: CallOptions = {},
): Promise<CapitalAccountStatementReport[]> =>
  requestJson({ ...callTo(endpoints.capitalAccountStatement), body: request, signal }, () => [])

/** The same call for the account summary: its rows (with the -998 and -999 rows). */
export const getAccountSummary = (
  request: AccountSummaryReportRequest,
  { signal }: CallOptions = {},
): Promise<CapitalAccountRow[]> =>
  requestJson({ ...callTo(endpoints.accountSummary), body: request, signal }, () => [])

/** POST for the capital account statement's file; null when it has no data (204). */
export const downloadCapitalAccountStatement = (
  request: CapitalAccountDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.capitalAccountStatementDownload), body: request, signal })

/** GET the statement's dates and their funds (fund options). */
export const getCapitalAccountPeriods = ({ signal }: CallOptions = {}): Promise<CasPeriod[]> =>
  requestJson({ ...callTo(endpoints.capitalAccountPeriods), signal }, () => [])

/** GET the account summary's funds and dates; 204 means none. */
export const getAccountSummaryFilter = ({ signal }: CallOptions = {}): Promise<AccountSummaryFilterEntry[]> =>
  requestJson({ ...callTo(endpoints.accountSummaryFilter), signal }, () => [])

/** POST for the account summary's file; null when it has no data (204). */
export const downloadAccountSummary = (
  request: AccountSummaryDownloadRequest,
  { signal }: CallOptions = {},
): Promise<DownloadedFile | null> =>
  requestFile({ ...callTo(endpoints.accountSummaryDownload), body: request, signal })
