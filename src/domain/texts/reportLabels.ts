import { PRODUCT } from '../constants'

// The reports' names as the navigation shows them: apart from the reports' own texts (./reports), which only the
// report pages need.
export const reportLabels = {
  accountSummary: 'Single',
  capitalAccountStatement: 'Capital Account Statement',
  scheduleOfInvestments: 'Schedule of Investments',
  cashFlowActivity: 'Cash Flow Activity',
  /** Not a report of the spec's (issue 64): the calls and distributions with their notices. */
  capitalActivity: 'Capital Activity',
  /** Not reports of the spec's (issue 65): the portfolio analytics. */
  exposure: 'Exposure',
  commitments: 'Commitments',
  portfolioPerformance: 'Portfolio Performance',
  diversificationAnalysis: 'Diversification Analysis',
} as const

/** Group headings of the reports menu: the spec orders two report lines without naming them. */
export const reportLineLabels = {
  lineOne: PRODUCT,
  lineTwo: 'AlpInvest',
  /** The portfolio analytics across every fund (issue 65). */
  portfolio: 'Portfolio',
} as const

/** The two lines' account summaries, as the footer links to them and their pages are titled. */
export const accountSummaryLabels = {
  lineOne: `${PRODUCT} Account Summary`,
  lineTwo: `${reportLineLabels.lineTwo} Account Summary`,
} as const
