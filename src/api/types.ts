/**
 * Answer and request shapes of §7 that src/domain does not (yet) name. They belong with the entities; until
 * then they live here, beside the calls that use them.
 */
import type { Id, Period } from '../domain'

/** GET /reporting/v1/Investors: one investor of the manager's book. */
export interface Investor {
  id: number
  name: string
}

/** GET /reporting/v1/Funds/{id}/persons: a fund head. */
export interface FundHead {
  personId: number
  name: string
  title?: string | null
  email?: string | null
}

/** GET /reporting/v1/FPSISPeriod?fundId&reportingDate: the period a fund's schedule is shown for. */
export interface FpsisPeriodData {
  fundId: number
  reportingDate: string
  year: number
  quarter: number
  previousQuarterReportingDate?: string | null
  endPreviousYearReportingDate?: string | null
  sameQuarterPreviousYearReportingDate?: string | null
  /** The Q3 year-beginning flag of spec §5 (hides the previous-year MOIC). */
  isYearBeginning?: boolean | null
}

/** GET /reporting/v1/FPSIS/{fundId}/{date}/moictotals: totals of one investment status group. */
export interface MoicGroupTotals {
  investStatusDesc: string
  equityInvested: number
  cashReceived: number
  remainingFmv: number
  totalValue: number
  moic: number | null
}

export interface FundMoicTotals {
  fundId: number
  reportingDate: string
  groups: MoicGroupTotals[]
  total: Omit<MoicGroupTotals, 'investStatusDesc'>
}

/** POST .../InvestorAccountGroups (create) and PUT (update). */
export interface AccountGroupDraft {
  groupName: string
  entitledUserId: string
  createDate: string
  updatedDate: string
}

export interface AccountGroupUpdate extends AccountGroupDraft {
  groupId: Id
}

/** POST/DELETE .../InvestorAccountGroupsAssociation. */
export interface AccountGroupAssociation {
  accountId: Id
  groupId: Id
}

/** POST/PUT .../UserPreferences: the provider's capitalised field names. */
export interface PreferenceBody {
  Setting: string
  Value: string
  id?: number
}

/** POST /entitlements/v1/user/Terms/TermAcceptanceReport. */
export interface TermAcceptanceReportRequest {
  productIds: Id[] | null
  startDate: string | null
  endDate: string | null
  reportFormat: string
  documentTypeIds: Id[] | null
  documentSubTypes: Id[] | null
  userEmail: string | null
}

/** POST /documents/v1/useractivitytracking. */
export interface UserActivityReportRequest {
  entitledEntityIds: Id[] | null
  startDate: string | null
  endDate: string | null
  reportFormat: string
  documentSubTypes: Id[] | null
  user: string | null
  batchId: string[] | null
}

/** POST /reporting/v1/Cas/report for the capital account statement. */
export interface CapitalAccountReportRequest {
  fundIds: Id[]
  reportingCurrency: string
  reportingDate: string
}

/** POST /reporting/v1/Cas/report for the account summary. */
export interface AccountSummaryReportRequest {
  fundIds: Id[]
  reportingDate: string
  period: Period
  current: boolean
}

/** POST /reporting/v1/Cas/ReportDownload; reportingDate as an ISO string. */
export interface CapitalAccountDownloadRequest {
  fundIds: Id[]
  investorIds: Id[] | null
  reportingCurrency: string
  reportingDate: string
}

/** POST reporting/v1/AccountSummary/ReportDownload. */
export interface AccountSummaryDownloadRequest {
  current: boolean
  fundIds: Id[]
  investorIds: Id[] | null
  period: Period
  reportingDate: string
}

/** POST /reporting/v1/SOI/Report. */
export interface ScheduleOfInvestmentsRequest {
  fundId: Id
  currency: string
  reportingDate: string
}

/** POST /reporting/v1/SOI/reportdownload. */
export interface ScheduleOfInvestmentsDownloadRequest extends ScheduleOfInvestmentsRequest {
  investorIds: Id[] | null
}

/** Body of a password change at the identity provider (its fields are the provider's). */
/** The identity provider's change-password request. */
export interface PasswordChangeRequest {
  client_id: string
  email: string
  connection: string
}
