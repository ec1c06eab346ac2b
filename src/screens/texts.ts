import { PRODUCT, PRODUCT_SLUG, type CapitalAccountView } from '../domain'

/**
 * Texts of the documents, data rooms and home screens that the specification does not give (field labels,
 * counts, progress). Every text the spec gives comes from src/domain; nothing here restates one.
 */
export const documentsScreenTexts = {
  title: 'Documents',
  gridLabel: 'Documents',
  filtersLabel: 'Filter documents',
  investorAccounts: 'Investor Accounts',
  investorAccountEntity: 'Investor Account',
  funds: 'Funds',
  fundEntity: 'Fund',
  chooseFunds: 'Choose funds',
  documentTypes: 'Document Types',
  documentTypeEntity: 'Document Type',
  documentSubtypes: 'Document Subtypes',
  documentSubtypeEntity: 'Document Subtype',
  timeRange: 'Time Range',
  publishDates: 'Publish dates',
  readFilter: 'Show',
  fileName: 'File name',
  fileNamePlaceholder: 'Search by file name',
  total: (count: string, one: boolean): string => `${count} ${one ? 'document' : 'documents'}`,
  selected: (count: number): string => `${count} selected`,
  empty: 'No documents match these filters.',
  loading: 'Loading documents',
  bulkActions: 'Bulk actions',
  downloading: (done: number, total: number): string => `Downloading ${done} of ${total} documents`,
  zipping: 'Preparing the zip file',
  markingRead: (done: number, total: number): string => `Marking ${done} of ${total} documents as read`,
  markedReadPartly: (succeeded: number, total: number): string =>
    `${succeeded} of ${total} documents were marked as read. The others are still selected.`,
  cancel: 'Cancel',
} as const

export const dataRoomTexts = {
  title: 'Data Rooms',
  intro: 'Fundraising opportunities open to you, with their offering documents and videos.',
  roomsLabel: 'Fundraising opportunities',
  productFamily: 'Product family',
  fundraisingStatus: 'Fundraising status',
  productLine: 'Product line',
  documents: (count: number): string => `${count} ${count === 1 ? 'document' : 'documents'}`,
  videos: (count: number): string => `${count} ${count === 1 ? 'video' : 'videos'}`,
  openShort: 'Open data room',
  /** Read after 'Open data room' so each link names its room. */
  openSuffix: (name: string): string => `: ${name}`,
  empty: 'There are no fundraising opportunities open to you at the moment.',
  loading: 'Loading data rooms',
  back: 'Data Rooms',
  roomVideos: 'Videos',
  roomDocuments: 'Documents',
  gridLabel: (name: string): string => `${name} documents`,
  watch: 'Watch video',
  notProvided: '–',
} as const

export const homeTexts = {
  title: 'Home',
  welcome: (firstName: string | null | undefined): string =>
    firstName ? `Welcome back, ${firstName}` : 'Welcome back',
  intro: 'Your documents, reporting and fundraising opportunities in one place.',
  actionNoticeTitle: 'Documents require your action',
  actionNotice: (count: number): string =>
    count === 1
      ? 'One document requires your action, such as a capital call or distribution notice.'
      : `${count} documents require your action, such as capital call and distribution notices.`,
  reviewDocuments: 'Review documents',
  videoHeading: 'Featured video',
  loadingVideo: 'Loading the featured video',
  noVideo: 'There is no featured video at the moment.',
  /**
   * The spec asks for a legal disclaimer with the home video without giving its words; this wording is ours and
   * should be replaced by the business's text when it is known.
   */
  disclaimerTitle: 'Important information',
  disclaimer:
    'This video is provided for information only to investors in the funds and does not constitute an offer ' +
    'to sell, or a solicitation of an offer to buy, any security or interest in any fund. Past performance is ' +
    'not indicative of future results. The views expressed are those of the speakers as of the date of ' +
    'recording and may change without notice. Do not copy or distribute this video.',
  quickLinks: 'Go to',
} as const

export const impersonateTexts = {
  userEmail: 'User email',
} as const

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

/** Texts of the fund profile (/fund-profile/{entityID}) that the specification does not give. */
export const fundProfileTexts = {
  title: 'Fund Profile',
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

/** Texts of the profile that the specification does not give (its texts come from src/domain). */
export const profileTexts = {
  title: 'Profile',
  preferences: 'Preferences',
  dateFormat: 'Date format',
  numberFormat: 'Number format',
  formatExample: (format: string, example: string): string => `${format} (${example})`,
  defaultGroup: 'Default investor group',
  defaultGroupHint: 'Selected for you each time you sign in.',
  lineTwoCurrency: 'AlpInvest reporting currency',
  landingPage: 'Landing page',
  landingPageOff: 'The portal opens on the home page. Choosing another landing page is not available.',
  savingPreference: 'Saving…',
  impersonatingNote: (name: string): string =>
    `You are viewing the portal as ${name}. Changes here apply only to this session and are not saved for ${name}.`,
  groups: 'Investor account groups',
  groupsIntro:
    'A group gathers the investor accounts you look at together. Pick it in the header to see only its accounts.',
  group: 'Group',
  newGroup: 'New group',
  groupName: 'Group name',
  accounts: 'Accounts in this group',
  accountEntity: 'account',
  allAccountsNote: (count: string): string =>
    `All Investor Accounts always holds every account you are entitled to (${count}). Choose a group or start a new one to edit.`,
  createGroup: 'Create group',
  saveGroup: 'Save group',
  discardChanges: 'Discard changes',
  deleteGroup: 'Delete group',
  confirmDeleteTitle: 'Delete this group?',
  confirmDelete: (group: string): string =>
    `The group ${group} will be deleted. Your investor accounts are not affected.`,
  cancel: 'Cancel',
  loadingAccounts: 'Loading investor accounts',
  password: 'Password',
  passwordIntro: (email: string): string =>
    `We will email ${email} a link to choose a new password. The link comes from our sign-in service.`,
  changePassword: 'Change password',
  passwordWhileImpersonating: 'A password can only be changed by its owner, not while impersonating.',
} as const

/**
 * Texts of the investor request dialog that the specification does not give (its title, type labels, the date
 * label, the warning, the attachment messages and the outcomes come from src/domain).
 */
export const investorRequestTexts = {
  intro: 'Send a request to the fund administrator. We answer by email.',
  requestType: 'Request type',
  chooseType: 'Choose a request type',
  message: 'Message',
  messageHint: 'Tell us what you need.',
  funds: 'Funds',
  fundEntity: 'Fund',
  chooseFunds: 'Choose funds',
  accounts: 'Investor accounts',
  accountEntity: 'Account',
  chooseAccounts: 'Choose investor accounts',
  accountsHint: 'Choose funds first: their investor accounts are listed here.',
  loadingAccounts: 'Loading investor accounts',
  wireInstructions: 'New wire instructions',
  wireFields: {
    bankName: 'Bank name',
    beneficiaryAccountName: 'Beneficiary account name',
    bankCountry: 'Bank country',
    bankAccountNumber: 'Bank account number',
    routingNumber: 'Routing number (ABA, SWIFT or sort code)',
  },
  effectiveDateHint: 'Optional',
  optionalChoice: 'Optional: the funds this request is about.',
  attachmentHint: 'One file of up to 5 MB: PNG, JPG, BMP, Word, Excel, PowerPoint or PDF.',
  readingAttachment: 'The file could not be read. Please attach it again.',
  send: 'Send request',
  cancel: 'Cancel',
} as const

/** One help topic: its tab label, a line on what it covers, and its questions with their answers. */
export interface HelpTopic {
  label: string
  intro: string
  faq: ReadonlyArray<{ question: string; answer: string }>
}

/**
 * The help page's topics, one per help anchor of spec §2.4 (#home … #other), in that order. The anchors are the
 * spec's; the wording is ours.
 */
export const helpTexts = {
  title: 'Help',
  description: 'Answers to common questions, by topic. The help icon of each page opens its topic.',
  topicsLabel: 'Help topics',
  topics: {
    home: {
      label: 'Home',
      intro:
        'The home page greets you, plays the latest video from the manager and flags documents that need you.',
      faq: [
        {
          question: 'What does the notice about documents requiring action mean?',
          answer:
            'Some documents, such as capital call notices, ask you to act. The notice counts them; open Documents and filter by action required to see them.',
        },
        {
          question: 'How do I choose which investor accounts I see?',
          answer:
            'Pick an investor group in the header. All Investor Accounts shows everything you are entitled to; a group of your own shows only its accounts. Make groups on your profile.',
        },
      ],
    },
    accounts: {
      label: 'Account summaries',
      intro:
        'An account summary totals your commitments, contributions, distributions and value, by fund type.',
      faq: [
        {
          question: 'Why are all amounts in US dollars?',
          answer:
            'For aggregation, every currency is converted to USD at the spot rate of the reporting period. Fund-level reports show each fund in its own currency.',
        },
        {
          question: 'What does the Current switch do?',
          answer: 'It limits the summary to funds that are still current for the period you chose.',
        },
      ],
    },
    datarooms: {
      label: 'Data rooms',
      intro:
        'Data rooms hold the materials of funds that are raising capital and that you have been invited to.',
      faq: [
        {
          question: 'Why is a data room I was told about not listed?',
          answer:
            'A data room appears once the manager has given you access to it. If you expect one, send an investor request.',
        },
        {
          question: 'Can I download several documents at once?',
          answer:
            'Yes: select up to 50 documents and choose Download Selected to receive them in one zip file.',
        },
      ],
    },
    reports: {
      label: 'Reports',
      intro:
        'Reporting holds capital account statements, schedules of investments, cash flow activity and, where you have them, portfolio reports.',
      faq: [
        {
          question: 'Why am I asked to accept terms before a report opens?',
          answer:
            'Reports are confidential. The terms appear once; if you decline, the portal returns to the page you came from.',
        },
        {
          question: 'How do I get a report into Excel?',
          answer:
            'Use the Export as Excel icon beside the title. The workbook holds the report as you filtered it.',
        },
        {
          question: 'Why does a report show no data?',
          answer:
            'The manager has not published figures for that fund, account and period yet. Try an earlier quarter, or another fund.',
        },
      ],
    },
    documents: {
      label: 'Documents',
      intro: 'Documents lists every notice, statement, tax document and letter published to your accounts.',
      faq: [
        {
          question: 'How do I find one document quickly?',
          answer:
            'Filter by fund, investor account, document type, date or read status, or search the file name. Click a column heading to sort.',
        },
        {
          question: 'What does the flag on a document mean?',
          answer:
            'A flag marks a document that requires action. Clear it once you have acted; the home page notice counts the flagged documents.',
        },
      ],
    },
    funds: {
      label: 'Funds',
      intro:
        'A fund profile shows a fund’s schedule of investments, its key dates, its waterfall terms and its documents.',
      faq: [
        {
          question: 'How is MOIC calculated?',
          answer:
            'Multiple on invested capital is total value (realised plus remaining fair value) over equity invested.',
        },
        {
          question: 'Why is a term shown as Not provided?',
          answer:
            'The manager has not published it for that fund. Ask through an investor request if you need it.',
        },
      ],
    },
    login: {
      label: 'Sign-in and profile',
      intro:
        'Your profile holds your date and number formats, your investor groups and the change of your password.',
      faq: [
        {
          question: 'How do I change my password?',
          answer:
            'Open your profile from the user menu and choose Change password. We email you a link; the password is set with our sign-in service.',
        },
        {
          question: 'Why was I signed out?',
          answer:
            'Sessions end after a period without use. Sign in again: the portal returns you to the page you were on.',
        },
      ],
    },
    mfa: {
      label: 'Two-step sign-in',
      intro: 'Signing in asks for a code from your phone or authenticator app as well as your password.',
      faq: [
        {
          question: 'I have a new phone. How do I sign in?',
          answer:
            'Contact investor relations through an investor request or your usual contact; we reset your second step so you can enrol the new phone.',
        },
      ],
    },
    globalinsights: {
      label: 'Global Insights',
      intro: 'Global Insights is the manager’s research and commentary site. It opens in a new window.',
      faq: [
        {
          question: 'Do I need another account for Global Insights?',
          answer: 'No. It is public; the portal only links to it.',
        },
      ],
    },
    other: {
      label: 'Other',
      intro: 'Anything else: your request reaches the investor relations team.',
      faq: [
        {
          question: 'How do I update my wire instructions?',
          answer:
            'Use Investor Request in the header and choose Update Wire Instructions. Give the bank details and, if you have one, attach the signed letter.',
        },
        {
          question: 'Who do I contact for anything else?',
          answer: 'Send an investor request of type General Support. We answer by email.',
        },
      ],
    },
  } satisfies Record<string, HelpTopic>,
} as const

/** Texts of the insights hub page (/insights-hub). */
export const insightsHubTexts = {
  intro:
    'Global Insights is the manager’s research and market commentary: outlooks, sector views and the thinking behind our funds. It opens in a new window, outside the portal.',
  open: 'Open Global Insights',
  notConfigured: 'Global Insights is not available from this portal at the moment.',
} as const

/** Texts of administration (its landing tiles and the usage reports) that the specification does not give. */
export const administrationTexts = {
  landingDescription: 'Usage reports of the portal, and acting as another user to see what they see.',
  reportsTile: 'Usage reports',
  reportsTileDetail: 'Term acceptances and document activity, as spreadsheets.',
  impersonateTile: 'Act as another user',
  impersonateTileDetail: 'See the portal as an investor sees it, without changing anything of theirs.',
  reportsDescription: 'Choose a report and its filters, then download it as an Excel workbook.',
  report: 'Report',
  reports: {
    termAcceptance: 'Term acceptance report',
    userActivity: 'Document user activity report',
  },
  reportSummaries: {
    termAcceptance: 'Who accepted which terms, and when.',
    userActivity: 'Who viewed or downloaded which documents, and when.',
  },
  filtersLabel: 'Report filters',
  timeRange: 'Time range',
  dates: 'Dates',
  funds: 'Funds',
  fundEntity: 'Fund',
  documentTypes: 'Document types',
  documentTypeEntity: 'Document type',
  userEmail: 'User email',
  userEmailHint: 'Optional: only this user’s activity.',
  userEmailInvalid: 'Enter an email address such as name@example.com, or leave it empty.',
  lookingUpUser: 'Looking up the user…',
  userFound: (name: string, email: string): string => `${name} (${email})`,
  userNotFound: 'No user has this email address.',
  userLookupFailed: 'The user could not be looked up; the report can still be downloaded.',
  batchNumbers: 'Batch numbers',
  batchNumbersHint: 'Optional: separate several with commas.',
  batchNumbersRead: (batches: string): string => `Batches asked for: ${batches}`,
  download: 'Download report',
} as const

/** Texts of the calendar and its event pages that the specification does not give (its own come from src/domain). */
export const calendarScreenTexts = {
  description:
    'Investor meetings, webcasts and briefings: register, add them to your calendar, catch up on past ones.',
  viewLabel: 'View',
  filtersLabel: 'Filter events',
  registration: 'Registration',
  month: 'Month',
  allMonths: 'All months',
  keyword: 'Keyword',
  keywordPlaceholder: 'Search by title, description or location',
  sortBy: 'Sort by',
  sortOptions: {
    'eventStartDate:ASC': 'Date, earliest first',
    'eventStartDate:DESC': 'Date, latest first',
    'title:ASC': 'Title, A to Z',
    'title:DESC': 'Title, Z to A',
  },
  loading: 'Loading events',
  eventsLabel: 'Events',
  count: (count: number): string => (count === 1 ? '1 event' : `${count} events`),
  noEvents: 'No events match these filters.',
  noEventsAtAll: 'There are no events in your calendar at the moment.',
  noEventsInMonth: (month: string): string => `No events match these filters in ${month}.`,
  clearFilters: 'Show all events',
  monthGrid: (month: string): string => `Events in ${month}`,
  dayEvents: (day: string): string => `Events on ${day}`,
  noEventsOnDay: (day: string): string => `No events on ${day}.`,
  registered: 'Registered',
  notRegistered: 'Not registered',
  past: 'Past event',
  timeZone: (zone: string): string => `Times are in the event’s time zone (${zone}).`,
  openEvent: 'View event',
  back: 'My Calendar',
  unknownEvent: 'This event is not in your calendar.',
  when: 'Starts',
  ends: 'Ends',
  where: 'Location',
  status: 'Registration',
  planner: 'Event planner',
  notProvided: '–',
  about: 'About this event',
  addToCalendar: 'Add to calendar (.ics)',
  calendarFileUnavailable: 'This event has no valid date, so it cannot be added to a calendar.',
  documents: 'Documents',
  videos: 'Videos',
  watch: 'Watch video',
  download: 'Download',
} as const
