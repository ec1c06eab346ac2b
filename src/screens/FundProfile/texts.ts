import { pageTitleTexts } from '../../domain'
/** Texts of the fund profile (/fund-profile/{entityID}) that the specification does not give. */
export const fundProfileTexts = {
  title: pageTitleTexts.fundProfile,
  loading: 'Loading the fund',
  tabsLabel: 'Fund profile',
  factsLabel: 'Fund facts',
  status: 'Status',
  currency: 'Currency',
  geography: 'Geography',
  strategy: 'Strategy',
  assetClass: 'Asset class',
  size: 'Fund size',
  vintage: 'Vintage',
  grossIrr: 'Gross IRR',
  netIrr: 'Net IRR',
  irrAsOf: (date: string): string => `IRR as of ${date}`,
  notProvided: 'Not provided',
  fundHeads: 'Fund heads',
  noFundHeads: 'No fund heads are listed for this fund.',
  loadingFundHeads: 'Loading the fund heads',
  // Summary Investment Schedule
  period: 'Reporting period',
  loadingSchedule: 'Loading the schedule',
  noPeriods: 'This fund has no Summary Investment Schedule yet.',
  noCompanies: 'The fund held no companies at this date.',
  inCurrency: (currency: string): string => `Amounts in ${currency}`,
  tableCaption: (fund: string, date: string): string => `${fund} summary investment schedule as of ${date}`,
  company: 'Company',
  acquisitionDate: 'Acquired',
  exitDate: 'Exited',
  equityInvested: 'Equity Invested',
  cashReceived: 'Cash Received',
  remainingFmv: 'Remaining FMV',
  totalValue: 'Total Value',
  moic: 'MOIC',
  previousQuarterMoic: 'Prior Quarter MOIC',
  endPreviousYearMoic: 'Prior Year End MOIC',
  sameQuarterPreviousYearMoic: 'Same Quarter Prior Year MOIC',
  industry: 'Industry',
  notes: 'Notes',
  totalInvestments: 'Total investments',
  adjustments: 'Adjustments',
  moicSummary: 'Total MOIC',
  moicAt: (date: string): string => `Total MOIC, ${date}`,
  moicComparison: {
    previousQuarter: 'Prior quarter',
    endPreviousYear: 'Prior year end',
    sameQuarterPreviousYear: 'Same quarter prior year',
  },
  // Key Dates
  keyDatesCaption: 'Key dates of the fund',
  keyDate: 'Key date',
  original: 'Original',
  current: 'Current',
  standing: (today: string): string => `Against today (${today})`,
  investmentPeriod: 'Investment period ends',
  followOnPeriod: 'Follow-on period ends',
  termExpiration: 'Term expires',
  extended: 'Extended',
  ended: 'Ended',
  endsThisMonth: 'Ends this month',
  endsIn: (months: number): string => {
    const years = Math.floor(months / 12)
    const rest = months % 12
    const parts = [
      years > 0 ? `${years} year${years === 1 ? '' : 's'}` : '',
      rest > 0 ? `${rest} month${rest === 1 ? '' : 's'}` : '',
    ].filter(Boolean)
    return `Ends in ${parts.join(' ')}`
  },
  irrAsOfDate: 'IRR as-of date',
  timelineLabel: 'Fund life from vintage to term expiration, with today',
  timelineMarkers: {
    vintage: 'Vintage',
    investmentPeriod: 'Investment period',
    followOnPeriod: 'Follow-on',
    termExpiration: 'Term',
  },
  today: 'Today',
  // Waterfall Terms
  hurdleRate: 'Hurdle rate',
  carriedInterest: 'Carried interest',
  catchUp: 'GP/LP catch-up split',
  waterfallIntro:
    'The waterfall is the order in which the fund pays out what it earns. Each step is paid in full before the next one starts.',
  waterfallDiagram: 'Distribution waterfall',
  tiers: {
    returnOfCapital: {
      title: 'Return of capital',
      text: 'First, investors get back all the capital they have paid in.',
    },
    preferredReturn: {
      title: 'Preferred return',
      text: (hurdle: string): string =>
        `Next, investors receive a preferred return of ${hurdle} a year on that capital (the hurdle) before the manager shares in any profit.`,
    },
    catchUp: {
      title: 'Catch-up',
      text: (gp: string, lp: string, carry: string): string =>
        `Then ${gp} of distributions go to the manager (the general partner) and ${lp} to investors until the manager has received ${carry} of all profits paid so far.`,
    },
    carriedInterest: {
      title: 'Carried interest split',
      text: (carry: string, investors: string): string =>
        `After that, every further distribution is split: ${investors} to investors and ${carry} to the manager (the carried interest).`,
    },
  },
  lpShare: 'Investors',
  gpShare: 'Manager',
  termNotProvided: 'This term is not provided for the fund.',
  // Fund Documents
  documentsLabel: (fund: string): string => `${fund} documents`,
} as const
