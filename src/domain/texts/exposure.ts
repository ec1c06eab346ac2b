// The words of the portfolio analytics (issue 65): look-through exposure and commitments with their pacing. The
// portal's own, not the spec's.

/** What the exposure can be grouped by, and the workbook's columns of each holding. */
const groupings = {
  company: 'Company',
  fund: 'Fund',
  industry: 'Industry',
  geography: 'Geography',
  strategy: 'Strategy',
  status: 'Status',
} as const

export const exposureTexts = {
  loading: 'Loading your exposure',
  /** Progress while each fund's schedule loads. */
  progress: (loaded: number, total: number) => `Loaded ${loaded} of ${total} funds`,
  intro:
    "Your share of every company held across your funds at the latest quarter end, converted to USD at the account summary's rates. Each fund's cash, facilities, carry and other lines are its 'Other assets and liabilities'.",
  summaryHeading: (date: string) => `Your exposure as of ${date}`,
  total: 'Total exposure (USD)',
  /** The tie to the account summary, shown beside the total. */
  tiesToSummary: "Equals the account summary's capital account at fair value",
  noExposure: 'No holdings to show for the selected investor accounts.',
  groupBy: 'Group by',
  groupings,
  sortBy: 'Sort by',
  sorts: { value: 'Largest exposure first', name: 'Name, A to Z' },
  search: 'Search',
  searchPlaceholder: 'Search by name',
  filters: 'Exposure view',
  shownOf: (shown: number, total: number) => `${shown} of ${total} shown`,
  noMatch: (query: string) => `Nothing matches '${query}'.`,
  columns: {
    exposure: 'Exposure (USD)',
    share: '% of total',
    holdings: 'Holdings',
    funds: 'Funds',
  },
  tableLabel: (grouping: string) => `Exposure by ${grouping.toLowerCase()}`,
  concentrationHeading: 'Top 10 concentration',
  concentrationShare: (count: number, share: string) =>
    `The ${count === 10 ? 'ten' : count} largest make ${share} of your exposure.`,
  concentrationTable: 'Top 10 concentration as a table',
  showConcentrationTable: 'Show the top 10 as a table',
  otherAssetsAndLiabilities: 'Other assets and liabilities',
  notClassified: 'Not classified',
  unnamedCompany: 'Unnamed company',
  leftOut: (funds: string) =>
    `Left out, as they have no capital account in USD at this date (no rate or no figure): ${funds}.`,
  withoutSchedule: (funds: string) =>
    `No schedule of investments at this date, so their whole capital account shows as other assets and liabilities: ${funds}.`,
  industriesUnknown: (count: number) =>
    `The industries of ${count === 1 ? '1 fund' : `${count} funds`} could not be loaded; their companies show as 'Not classified'.`,
  sheetName: 'Exposure',
  sheetColumns: {
    ...groupings,
    exposure: 'Exposure (USD)',
    share: '% of total',
  },
} as const

export const commitmentsTexts = {
  loading: 'Loading your commitments',
  intro:
    "Each fund's commitment and what remains to be called, as of the latest quarter end, in USD at the account summary's rates.",
  asOf: (date: string) => `As of ${date}`,
  noCommitments: 'No commitments to show for the selected investor accounts.',
  tableLabel: 'Commitments by fund',
  columns: {
    fund: 'Fund',
    commitment: 'Commitment (USD)',
    contributed: 'Contributed (USD)',
    unfunded: 'Unfunded (USD)',
    called: '% called',
    investmentPeriodEnd: 'Investment period ends',
    lastCall: 'Last call',
  },
  total: 'Total',
  tiesToSummary: "Totals equal the account summary's",
  noCall: 'None',
  notStated: '-',
  pacingHeading: 'Calls and distributions by quarter',
  pacingIntro:
    'Capital called (below the line) and distributed (above) each quarter across your funds, in USD, with the cumulative net cash flow.',
  pacingTable: 'Calls and distributions by quarter as a table',
  showPacingTable: (count: number) => `Show the ${count} quarters as a table`,
  quarter: 'Quarter',
  calls: 'Calls (USD)',
  distributions: 'Distributions (USD)',
  cumulativeNet: 'Cumulative net cash flow (USD)',
  loadingChart: 'Loading the chart',
  projectionHeading: 'Projected calls: the next four quarters',
  projectionNotice:
    "A projection, not a forecast of the managers': each fund's average call of the last four quarters, never more than its unfunded commitment, and nothing after its investment period ends.",
  projectionTable: 'Projected calls by quarter',
  projected: 'Projected calls (USD)',
  noProjection:
    'No calls are projected: no fund has called capital in the last four quarters within its investment period.',
  flowsFailed: (message: string) => `The calls by quarter could not be loaded: ${message}`,
  sheetName: 'Commitments',
  pacingSheetName: 'Calls by quarter',
  projectionSheetName: 'Projected calls',
} as const
