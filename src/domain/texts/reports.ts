export const USD_AGGREGATION_NOTE =
  'For purposes of aggregation, all currencies have been converted to USD as of the reporting period spot rate.'

/** The capital account statement's lines (spec §2.5 templates main, remaining commitment, contributions outside). */
export const capitalAccountLineLabels = {
  beginningCapitalAccount: 'Beginning capital account',
  contributions: 'Contributions',
  distributions: 'Distributions',
  managementFees: 'Management fees',
  partnershipExpenses: 'Partnership expenses',
  netInvestmentIncome: 'Net investment income (loss)',
  realizedGainLoss: 'Realized gain (loss)',
  unrealizedGainLoss: 'Unrealized gain (loss)',
  endingCapitalAccount: 'Ending capital account',
  capitalAccountPercentOfFund: 'Capital account as % of fund',
  commitment: 'Commitment',
  beginningRemainingCommitment: 'Beginning remaining commitment',
  contributionsWithinCommitment: 'Contributions reducing commitment',
  endingRemainingCommitment: 'Ending remaining commitment',
  commitmentPercentOfFund: 'Commitment as % of fund',
  contributionsOutsideCommitment: 'Contributions outside commitment',
} as const

export const scheduleOfInvestmentsTexts = {
  adjustments: 'Adjustments',
} as const

/** The soiAggregated lines between the investments at fair value and the capital account at fair value (§3). */
export const soiAdjustmentLabels = {
  fairValueOfEscrow: 'Fair value of escrow',
  guaranteeObligationsAndHedges: 'Guarantee obligations and hedges',
  interestReceivable: 'Interest receivable',
  accruedCarry: 'Accrued carry',
  cash: 'Cash',
  restrictedCash: 'Restricted cash',
  deposits: 'Deposits',
  bankCreditFacility: 'Bank credit facility',
  notePayable: 'Note payable',
  otherAssetsAndLiabilities: 'Other assets and liabilities',
} as const

export const fundProfileTabs = [
  'Summary Investment Schedule',
  'Key Dates',
  'Waterfall Terms',
  'Fund Documents',
] as const

export const cashFlowTimeRangeLabels = {
  ALL_DATES: 'All Dates',
  LAST_PUBLISHED_QUARTER: 'Last Published Quarter',
  LAST_TWO_PUBLISHED_QUARTERS: 'Last Two Published Quarters',
  SINCE_BEGINNING_OF_YEAR: 'Since Beginning of Year',
  EXACT_DATE_RANGE: 'Exact Date Range',
} as const

export const contributionCategories = [
  'Fund Investments',
  'Management Fee',
  'Organizational Costs',
  'Partnership Expenses',
  'Unallocated Capital',
] as const

export const distributionCategories = [
  'Dividends/Other Current Income (Loss)',
  'Non-Investment Income',
  'Realized Capital Gain (Loss)',
  'Realized Carry Paid to GP',
  'Return of Capital',
] as const

export const cashFlowQuarterStartLabels = ['Jan. 1', 'Apr. 1', 'Jul. 1', 'Oct. 1'] as const
export const cashFlowQuarterEndLabels = ['Mar. 31', 'Jun. 30', 'Sep. 30', 'Dec. 31'] as const
