import type { contributionCategories, distributionCategories } from './reports'

/**
 * The ILPA workbook's words: the line and column names of the ILPA Reporting Template 2.0 (2025) that the portal's
 * data fills, with the portal's own period names (QTD, YTD, ITD) beside ILPA's. Lines the provider's data does
 * not carry are still written, blank, with NOT_REPORTED.
 */
export const ilpaTexts = {
  title: 'ILPA Reporting Template 2.0',
  fund: 'Fund',
  investor: 'Investor',
  group: 'Group',
  reportingDate: 'Reporting date',
  currency: 'Currency',
  navReconciliation: 'NAV reconciliation',
  commitmentReconciliation: 'Commitment reconciliation',
  line: 'Line',
  note: 'Note',
  check: 'Check: beginning plus movements less ending (0.00 when it ties)',
  notReported: 'Not reported',
  notProvided: 'Not provided',
  gpNotProvided: "The provider does not report the GP's share.",
  splitFromCashFlows:
    "Your interest's part from the cash flows of the period; the group's and the fund's are not reported.",
  cashFlowsSheet: 'Cash flows',
  performanceSheet: 'Performance',
  /** The file's name before its date (reportFileName: 'ILPA Reporting Template_09302026.xlsx'). */
  fileName: 'ILPA Reporting Template',
} as const

/** The column groups, each with Current Period, Year-to-Date and Since Inception. */
export const ilpaColumnGroups = {
  yourInterest: "LP's Allocation of Total Fund (your interest)",
  group: 'Investor group',
  totalFund: 'Total Fund',
  gp: "GP's Allocation of Total Fund",
} as const

export const ilpaPeriodHeadings = {
  QTD: 'Current Period (QTD)',
  YTD: 'Year-to-Date (YTD)',
  ITD: 'Since Inception (ITD)',
} as const

/** The NAV reconciliation's lines in ILPA's order and words. */
export const ilpaNavLines = {
  beginningNav: 'Beginning NAV - Net of Incentive Allocation',
  contributions: 'Contributions - Cash & Non-Cash',
  distributions: 'Distributions - Cash & Non-Cash',
  distributionsReturnOfCapital: '    of which: Return of Capital',
  distributionsRealizedGain: '    of which: Realized Gain / (Loss)',
  distributionsIncome: '    of which: Dividends, Interest & Other Income',
  distributionsCarry: '    of which: Carried Interest Paid to GP',
  managementFeesGross: 'Management Fees - Gross of Offsets, Waivers & Rebates',
  managementFeeOffsets: 'Management Fee Offsets, Waivers & Rebates',
  managementFeesNet: 'Management Fees - Net',
  partnershipExpenses: 'Partnership Expenses - Total',
  investmentIncome: 'Investment Income (Interest, Dividends & Other), Net',
  realizedGainLoss: 'Realized Gain / (Loss)',
  unrealizedGainLoss: 'Change in Unrealized Gain / (Loss)',
  carryAccrued: 'Incentive Allocation (Carried Interest) - Accrued, Periodic Change',
  carryPaid: 'Incentive Allocation (Carried Interest) - Paid During the Period',
  endingNav: 'Ending NAV - Net of Incentive Allocation',
} as const

/** The commitment reconciliation's lines in ILPA's order and words. */
export const ilpaCommitmentLines = {
  totalCommitment: 'Total Commitment',
  beginningUnfunded: 'Beginning Unfunded Commitment',
  contributions: 'Less: Contributions Reducing Unfunded Commitment',
  recallableDistributions: 'Plus: Recallable Distributions',
  otherAdjustments: 'Other Unfunded Adjustments',
  endingUnfunded: 'Ending Unfunded Commitment',
} as const

export const ilpaCashFlowColumns = {
  date: 'Date',
  fund: 'Fund',
  investor: 'Investor',
  transactionType: 'ILPA transaction type',
  category: 'Category (as reported)',
  amount: 'Amount (contributions negative)',
  currency: 'Currency',
} as const

export const ilpaPerformanceColumns = {
  fund: 'Fund',
  currency: 'Currency',
  contributed: 'Contributed (ITD)',
  distributed: 'Distributed (ITD)',
  nav: 'NAV',
  dpi: 'DPI',
  rvpi: 'RVPI',
  tvpi: 'TVPI',
  irr: 'Your since-inception IRR (XIRR of the cash flows)',
  fundNetIrr: 'Fund net IRR (reported)',
  fundIrrAsOf: 'Fund IRR as of',
} as const

/** The terminal value row of each fund on the Cash flows sheet: the NAV, dated at the reporting date, for XIRR. */
export const ILPA_NAV_AS_FLOW = 'Ending NAV (terminal value for IRR)'

type Category = (typeof contributionCategories)[number] | (typeof distributionCategories)[number]

/**
 * The ILPA transaction type of each cash flow category of spec §9 (the Cash flows sheet). ILPA's template names
 * capital calls by what they pay for and distributions by their source; a category with no ILPA counterpart of its
 * own is its side's 'Other'.
 */
export const ILPA_TRANSACTION_TYPES: Record<Category, string> = {
  'Fund Investments': 'Capital Call - Investments',
  'Management Fee': 'Capital Call - Management Fees',
  'Organizational Costs': 'Capital Call - Partnership Expenses (Organizational)',
  'Partnership Expenses': 'Capital Call - Partnership Expenses',
  'Unallocated Capital': 'Capital Call - Other',
  'Dividends/Other Current Income (Loss)': 'Distribution - Dividends & Interest Income',
  'Non-Investment Income': 'Distribution - Other Income',
  'Realized Capital Gain (Loss)': 'Distribution - Realized Gain / (Loss)',
  'Realized Carry Paid to GP': 'Distribution - Carried Interest Paid to GP',
  'Return of Capital': 'Distribution - Return of Capital',
}

/** A category outside §9's lists keeps its side. */
export const ilpaOtherTransaction = {
  Contribution: 'Capital Call - Other',
  Distribution: 'Distribution - Other',
} as const
