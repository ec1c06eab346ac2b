/** The screens that later work fills in, and what each will show (spec §2.5). */
export const plannedScreens = {
  home: {
    title: 'Home',
    summary:
      'The home page video with its legal disclaimer, and the notice about documents that require action.',
  },
  documents: {
    title: 'Documents',
    summary:
      'The document library: filter by investor account, fund, document type, time range, read state and file name; sort, select, download and mark as read.',
  },
  profile: {
    title: 'Profile',
    summary:
      'Your preferences (date and number formats, default investor group) and your saved investor-account groups.',
  },
  dataRooms: {
    title: 'Data Rooms',
    summary: "Fundraising opportunities with their fund facts and the 'New Opportunity Spotlight' video.",
  },
  dataRoom: { title: 'Data Room', summary: 'The documents and videos of one fundraising opportunity.' },
  fundProfile: {
    title: 'Fund Profile',
    summary: 'Summary Investment Schedule, Key Dates, Waterfall Terms and Fund Documents of one fund.',
  },
  accountSummary: {
    title: 'Account Summary',
    summary: 'Commitments, contributions, distributions and capital at fair value by fund, converted to USD.',
  },
  accountSummaryAlpInvest: {
    title: 'Account Summary',
    summary: 'The line-two account summary, as an embedded report.',
  },
  capitalAccountStatement: {
    title: 'Capital Account Statement',
    summary:
      'Your interest, the group and the total fund, for the quarter, year to date and inception to date.',
  },
  scheduleOfInvestments: {
    title: 'Schedule of Investments',
    summary:
      'Portfolio companies grouped Realized, Unrealized/Partially Realized and Publicly Traded, plus adjustments.',
  },
  cashFlowActivity: {
    title: 'Cash Flow Activity',
    summary: 'Contributions and distributions by category for a fund, its investors and a time range.',
  },
  portfolioPerformance: {
    title: 'Portfolio Performance',
    summary: 'The portfolio performance embedded report.',
  },
  diversificationAnalysis: {
    title: 'Diversification Analysis',
    summary: 'The diversification analysis embedded report.',
  },
  administration: { title: 'Administration', summary: 'Two tiles: Reports and Impersonate user.' },
  administrationReports: {
    title: 'Administration Reports',
    summary: 'The terms acceptance report and the document user-activity report, downloaded as spreadsheets.',
  },
  insightsHub: { title: 'Global Insights', summary: 'The insights hub, which opens in a new window.' },
  calendar: {
    title: 'My Calendar',
    summary: 'Events in a list or a calendar, filtered by registration, month and keyword.',
  },
  calendarEvent: {
    title: 'Event',
    summary: 'One event, or a past event with its documents, videos and calendar file.',
  },
  help: { title: 'Help', summary: 'Answers to common questions, by topic, and the FAQ.' },
} as const

export type PlannedScreenKey = keyof typeof plannedScreens
