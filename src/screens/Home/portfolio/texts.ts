import { countOf, USD_AGGREGATION_NOTE } from '../../../domain'

/**
 * The home page's portfolio snapshot. The ratios carry their ILPA names (DPI, RVPI, TVPI) so that none is taken for
 * the account summary's net MOIC, which the specification defines differently.
 */
export const portfolioTexts = {
  heading: 'Your portfolio',
  /**
   * In place of the figures until the reporting terms are accepted in the session (the report pages' terms: the
   * General Terms & Conditions cover their confidentiality); the button asks for them in the terms dialog.
   */
  termsRequired: 'Your portfolio figures are shown once you have accepted the reporting terms.',
  reviewTerms: 'Review reporting terms',
  loading: 'Loading your portfolio',
  empty: 'There are no reported figures for this investor group yet.',
  asOf: (date: string, funds: number): string => `As of ${date}, across ${countOf(funds, 'fund')}, in USD.`,
  aggregationNote: USD_AGGREGATION_NOTE,
  commitment: 'Commitment',
  remainingCommitment: 'Remaining commitment (unfunded)',
  contributed: 'Contributed capital',
  distributions: 'Distributions',
  nav: 'Capital account at fair value (NAV)',
  ratios: {
    dpi: {
      name: 'DPI',
      explanation: 'Distributions to paid-in capital: distributions ÷ contributed capital.',
    },
    rvpi: {
      name: 'RVPI',
      explanation:
        'Residual value to paid-in capital: capital account at fair value (NAV) ÷ contributed capital.',
    },
    tvpi: {
      name: 'TVPI',
      explanation: 'Total value to paid-in capital: (distributions + NAV) ÷ contributed capital.',
    },
  },
  fundsHeading: 'Your funds',
  fundsCaption: 'Your funds, largest capital account at fair value first, in USD',
  fund: 'Fund',
  distributed: 'Distributed',
  contributedShort: 'Contributed',
  navShort: 'NAV',
  tvpi: 'TVPI',
  links: 'Links',
  fundProfile: (fund: string): string => `Fund profile of ${fund}`,
  fundProfileShort: 'Profile',
  accountSummary: (fund: string): string => `Account summary of ${fund}`,
  accountSummaryShort: 'Summary',
  someFunds: (shown: number, total: number): string => `The ${shown} largest of your ${total} funds.`,
  allFunds: 'All funds in the account summary',
  historyHeading: 'Your portfolio over time',
  loadingHistory: 'Loading your portfolio over time',
  historyTable: 'Your portfolio by quarter, in USD',
  showQuarters: (count: number): string => `Figures by quarter (${count})`,
  quarter: 'Quarter',
  cumulativeContributions: 'Cumulative contributions',
  cumulativeDistributions: 'Cumulative distributions',
  loadingChart: 'Loading the chart',
} as const
