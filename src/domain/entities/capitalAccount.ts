export type Period = 'QTD' | 'YTD' | 'ITD'

export type Quarter = 1 | 2 | 3 | 4

/** A fund offered in a reporting period. */
export interface FundOption {
  value: number | string
  label: string
  currency?: string | null
}

/** A reporting period (year and quarter) and the funds reported in it. */
export interface ReportingPeriod {
  year: number
  quarter: Quarter
  associatedFunds: FundOption[]
}

/** A capital account statement / account summary row (spec §3). Amounts are in reportingCurrency. */
export interface CapitalAccountRow {
  fundId: number | string
  investorId: number | string
  period: Period
  reportingCurrency: string
  reportingDate: string
  exchangeRateToUSD?: number | null
  commitment?: number | null
  commitmentBeginningRemainingCommitment?: number | null
  remainingCommitments?: number | null
  totalContributedCapital?: number | null
  totalDistributions?: number | null
  capitalAccountAtFairValue?: number | null
}

/** QTD, YTD and ITD amounts of one field for one investor account. */
export type PeriodAmounts = Partial<Record<Period, number | null>>

/** originalData: fieldId → investor account id → amounts. */
export type CapitalAccountOriginalData = Record<string, Record<string, PeriodAmounts>>

export interface CapitalAccountStatementReport {
  fundId?: number | string
  fundName?: string | null
  reportingDate?: string | null
  reportingCurrency?: string | null
  /** A fund whose report failed on the provider's side carries its message instead of data. */
  error?: string | null
  periods?: ReportingPeriod[] | null
  investorName?: string | null
  fundCurrency?: string | null
  totalFundCurrency?: string | null
  totalFundAmount?: number | null
  /** Also holds `${product}GroupCurrency`. */
  [groupCurrency: `${string}GroupCurrency`]: string | null | undefined
  rows?: CapitalAccountRow[] | null
  originalData?: CapitalAccountOriginalData | null
}

/** A row of the account summary fund-type tables (spec §3). */
export interface FundTypeRow {
  fundType: string
  currency: string
  reportingDate: string
  commitment: number | null
  remainingCommitments: number | null
  totalContributedCapital: number | null
  totalDistributions: number | null
  capitalAccountAtFairValue: number | null
  netMoic: number | null
}

/** Historic MOIC stored per fund and date. */
export interface HistoricMoic<T = unknown> {
  data: T | null
  error: string | null
}

export type HistoricMoicByFund<T = unknown> = Record<string, Record<string, HistoricMoic<T>>>

/** GET /reporting/v1/Cas/periods entry. */
export interface CasPeriod {
  date: string
  funds: Array<{ id: number | string; name: string; currency?: string | null }>
}

/** GET /reporting/v1/AccountSummary/filter entry. */
export interface AccountSummaryFilterEntry {
  fundId: number | string
  reportingDate: string
}
