import { type CapitalAccountView, PRODUCT, PRODUCT_SLUG } from '../../domain'

/** Texts of the report pages that the specification does not give (its texts come from src/domain). */
export const reportScreenTexts = {
  filtersLabel: 'Report filters',
  loading: 'Loading the report',
  loadingFilters: 'Loading the report filters',
  reportingDate: 'Reporting date',
  funds: 'Funds',
  fundEntity: 'Fund',
  chooseFunds: 'Choose funds',
  reportingCurrency: 'Reporting currency',
  year: 'As of year',
  quarter: 'As of quarter',
  current: 'Current funds only',
  investorAccount: 'Investor account',
  groupWide: 'All accounts in the group',
  asOf: (date: string): string => `As of ${date}`,
  inCurrency: (currency: string): string => `in ${currency}`,
} as const

export const capitalAccountStatementTexts = {
  title: 'Capital Account Statement',
  view: 'View',
  template: 'Statement',
  views: {
    yourInterest: 'Your interest',
    [`${PRODUCT_SLUG}Group`]: `${PRODUCT} Group`,
    totalFund: 'Total fund',
  } as Record<CapitalAccountView, string>,
  templates: {
    main: 'Capital account',
    remainingCommitment: 'Remaining commitment',
    contributionsOutsideCommitment: 'Contributions outside commitment',
  },
  line: 'Line',
  statementOf: (fund: string): string => `${fund} capital account statement`,
  fundFailed: (fund: string): string => `${fund}: the statement could not be loaded`,
} as const

export const accountSummaryTexts = {
  title: 'Account Summary',
  summaryTable: 'Account summary',
  remainingCommitmentTable: 'Remaining commitment by fund type',
  fairValueTable: 'Capital account at fair value by fund type',
  fundType: 'Fund Type',
  fund: 'Fund',
  currency: 'Currency',
  asOf: 'As of',
  commitment: 'Commitment',
  remainingCommitments: 'Remaining Commitments',
  contributedCapital: 'Contributed Capital',
  distributions: 'Distributions',
  capitalAccountAtFairValue: 'Capital Account at Fair Value',
  netMoic: 'Net MOIC',
  percentOfTotal: '% of Total',
  totalUSD: 'Total (USD)',
} as const

export const scheduleOfInvestmentsScreenTexts = {
  title: 'Schedule of Investments',
  fund: 'Fund',
  company: 'Company',
  initialInvestmentDate: 'Initial Investment Date',
  capitalContributed: 'Capital Contributed',
  uncalledInvestmentsAtCost: 'Uncalled Investments at Cost',
  investmentIncome: 'Investment Income',
  investmentDistributionsGrossOfTaxWithholding: 'Distributions (Gross of Tax Withholding)',
  gaapUnrealizedAppreciationPreAccruedCarry: 'Unrealized Appreciation (Pre Accrued Carry)',
  remainingInvestedCapitalAndUndistributedProceedsAtFairValue: 'Remaining Capital and Proceeds at Fair Value',
  totalInvestments: 'Total investments',
  capitalAccountAtFairValue: 'Capital account at fair value',
  tableCaption: (fund: string): string => `${fund} schedule of investments`,
  inCurrency: (currency: string): string => `Amounts in ${currency}`,
  investors: 'Investors',
  investorEntity: 'Investor',
  investorsHint: 'For Export as Excel',
} as const

export const cashFlowScreenTexts = {
  title: 'Cash Flow Activity',
  fund: 'Fund',
  investorAccounts: 'Investor Accounts',
  investorAccountEntity: 'Investor Account',
  timeRange: 'Time Range',
  startYear: 'Start year',
  startQuarter: 'Start quarter',
  endYear: 'End year',
  endQuarter: 'End quarter',
  contributions: 'Contributions',
  distributions: 'Distributions',
  types: 'Types',
  endBeforeStart: 'The end of the date range is before its start. Choose an end on or after the start.',
  chooseRange: 'Choose the start and the end of the date range.',
  date: 'Date',
  type: 'Type',
  category: 'Category',
  investor: 'Investor Account',
  currency: 'Currency',
  amount: 'Amount',
  tableCaption: (fund: string): string => `${fund} cash flow activity`,
  chartTitle: 'Contributions and distributions per quarter',
  chartSummary:
    'Bars show what was contributed and distributed each quarter; the line is the cumulative net cash flow. The quarterly table below lists the same figures.',
  quarterTable: 'Cash flow per quarter',
  quarter: 'Quarter',
  cumulativeNet: 'Cumulative Net',
  loadingChart: 'Loading the chart',
} as const

export const embeddedReportScreenTexts = {
  inCurrency: (currency: string): string => `Amounts in ${currency}`,
} as const
