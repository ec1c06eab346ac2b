/** Rejection texts of spec §8, exactly as the provider layer raises them. */
export const rejectionTexts = {
  entitledAccounts: 'Failed to load entitled accounts',
  entitledFunds: 'Failed to load entitled funds',
  documentTypes: 'Failed to load document types',
  accountGroups: 'Failed to load account groups',
  funds: 'Failed to fetch funds',
  investors: 'Failed to load Investors',
  fundHeads: 'Failed to fetch Fund Heads',
  fundPeriods: 'Failed to fetch Fund Periods',
  fpsisData: 'Failed to fetch FPSIS data',
  fsisDates: 'Failed to fetch FSIS dates',
  fsisReports: 'Failed to fetch FSIS reports',
  fsisReportsNotFound: 'FSIS reports not found',
  flocReportsNotFound: 'FLOC reports not found',
  moicNotFound: 'MOIC not found',
  historicMoic: 'Failed to fetch historic MOIC',
  fpsisPeriodData: 'Failed to fetch FPSIS period data',
  investorAccounts: 'Failed to fetch Investor Accounts',
  summaryInvestmentSchedule: 'Failed to fetch Summary Investment Schedule Report',
  userTerms: 'Failed to load user terms',
  fundOptions: 'could not fetch fund options',
  scheduleOfInvestments: 'Failed to fetch Schedule of investments Reports',
  cashFlowFilters: 'Failed to fetch Cash Flow Activity Filters',
  cashFlowReports: 'Failed to fetch Cash Flow Activity Reports',
  cashFlowReport: 'Failed to fetch Cash Flow Activity Report',
  documents: 'Failed to fetch Documents',
  capitalAccountStatement: 'Failed to fetch Capital Account Statement Report',
  accountSummaryReport: 'Failed to fetch Account Summary Report',
  userProfile: 'Failed to load user profile',
  accountSummaryFilters: 'Failed to fetch account summary filters',
  accountSummaryReportLowercase: 'Failed to fetch Account Summary report',
  filtersData: 'Failed to fetch filters data',
  actionItemsCount: 'failed to get number of action items',
  embeddedReport: 'Failed to load report',
  /** Calendar events, data room documents and past events; data rooms have no types call of their own (§7). */
  data: 'Failed to load data',
  video: 'Failed to load video',
  userPreference: 'Failed to update user preference',
  impersonation: 'Impersonation failed',
  cancelledFundDocuments: 'Cancelled fetching of fund documents',
} as const

/**
 * §8 texts no call of the portal raises, and why. The spec lists them without naming their call; the calls that
 * come closest already have texts of their own. A test keeps every other rejection text in use.
 */
export const unraisedRejectionTexts: Partial<Record<keyof typeof rejectionTexts, string>> = {
  fsisDates:
    "§7's only dates call of the investment schedule (FPSIS/{fundId}/periods) fails as 'Failed to fetch Fund Periods'.",
  filtersData:
    "every filter's options come from a call with its own text (funds, document types, cash flow and account summary filters).",
}

/** Default text of a per-fund report error and of a historic MOIC failure without a message. */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

/** The error screen shown for render errors (spec §2.3, §8). */
export const errorScreenTexts = {
  title: 'Something went wrong.',
  hint: 'Please try to refresh the page.',
} as const

/**
 * The page shown instead of the portal when its runtime configuration names no usable provider (a deployment
 * without apiBaseUrl, a malformed one, the demo asked for outside development). The reason goes to the console.
 */
export const configurationErrorTexts = {
  title: "The portal's configuration is invalid.",
  hint: 'Sign-in is unavailable until the configuration is corrected. Please try again later.',
} as const

/** Message of the error that aborts a bulk download whose terms were declined. */
export const NECESSARY_TERMS_NOT_ACCEPTED = 'Necessary terms have not been accepted'
