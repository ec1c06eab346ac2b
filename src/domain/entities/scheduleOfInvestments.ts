/** A row of the older schedule-of-investments form (FPSIS; spec §3 Fund investment row). */
export interface FundInvestmentRow {
  companyName: string
  acquisitionDate?: string | null
  exitDate?: string | null
  equityInvested?: number | null
  cashReceived?: number | null
  remainingFmv?: number | null
  totalValue?: number | null
  moic?: number | null
  previousQuarterMOIC?: number | null
  endPreviousYearMOIC?: number | null
  sameQuarterPreviousYearMOIC?: number | null
  investStatusDesc?: string | null
  industry?: string | null
  notes?: string | null
  fund?: string | null
  reportingDate?: string | null
}

export type AdjustmentTypeId = 1 | 2 | 3 | 4

export interface FundInvestmentAdjustment {
  adjustmentTypeID: AdjustmentTypeId | number
  adjustmentTypeValue?: number | null
}

/** Company groups of the schedule-of-investments table, in display order (spec §2.5). */
export const INVESTMENT_STATUS_GROUPS = [
  'Realized',
  'Unrealized/Partially Realized',
  'Publicly Traded',
] as const

export type InvestmentStatusGroup = (typeof INVESTMENT_STATUS_GROUPS)[number]

/** One company row of the schedule-of-investments report (POST /reporting/v1/SOI/Report). */
export interface SoiDetailedRow {
  companyId: number | string
  companyName: string
  initialInvestmentDate?: string | null
  reportingCurrency?: string | null
  investorId?: number | string | null
  capitalContributed?: number | null
  uncalledInvestmentsAtCost?: number | null
  investmentIncome?: number | null
  investmentDistributionsGrossOfTaxWithholding?: number | null
  gaapUnrealizedAppreciationPreAccruedCarry?: number | null
  remainingInvestedCapitalAndUndistributedProceedsAtFairValue?: number | null
  /**
   * The company's group (Realized, Unrealized/Partially Realized, Publicly Traded): not in §3's list of soiDetailed
   * fields, but §2.5 groups the companies by it; named as the fund investment rows name it.
   */
  investStatusDesc?: string | null
}

/** Totals below the company rows (spec §3 soiAggregated). */
export interface SoiAggregated {
  fairValueOfEscrow?: number | null
  guaranteeObligationsAndHedges?: number | null
  interestReceivable?: number | null
  accruedCarry?: number | null
  cash?: number | null
  restrictedCash?: number | null
  deposits?: number | null
  bankCreditFacility?: number | null
  notePayable?: number | null
  otherAssetsAndLiabilities?: number | null
  capitalAccountAtFairValue?: number | null
}

export interface ScheduleOfInvestmentsReport {
  soiDetailed: SoiDetailedRow[]
  soiAggregated: SoiAggregated | null
}
