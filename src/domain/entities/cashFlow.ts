export type CashFlowType = 'Contribution' | 'Distribution'

/** One cash flow activity row (spec §3 Cash flow row). */
export interface CashFlowRow {
  investorName: string
  currency: string
  startDate?: string | null
  endDate?: string | null
  date: string
  type: CashFlowType | string
  category: string
  amount: number | null
}

export type CashFlowTimeRange =
  | 'ALL_DATES'
  | 'LAST_PUBLISHED_QUARTER'
  | 'LAST_TWO_PUBLISHED_QUARTERS'
  | 'SINCE_BEGINNING_OF_YEAR'
  | 'EXACT_DATE_RANGE'

/** The filter the screen holds and the report call receives (spec §3 Cash flow row: Filter). */
export interface CashFlowFilter {
  fund: string | null
  investors: string[] | null
  timePeriod: CashFlowTimeRange
  startDate: string | null
  endDate: string | null
  types?: CashFlowType[] | null
}

/** GET /reporting/v1/FundCashflows/filters. */
export interface FundToInvestors {
  fundName: string
  investors: string[]
}

export interface CashFlowOptions {
  fundToInvestorsMapping: FundToInvestors[]
}
