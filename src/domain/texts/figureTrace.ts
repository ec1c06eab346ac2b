/**
 * 'How this is calculated' (issue 63): the panel's and its workbook's words. The portal's words: the business
 * has given none. The ratio names are ILPA's; net MOIC is the specification's (§5).
 */
export const figureTraceTexts = {
  title: 'How this is calculated',
  yourNetIrr: 'Your net IRR',
  fundNetIrr: 'Fund net IRR (reported)',
  /** A figure's button name: what opening it does, with the figure. */
  openTrace: (figure: string, value: string, scope: string) =>
    `${figure} of ${scope}: ${value}. How this is calculated`,
  portfolioScope: 'your portfolio',
  /** A figure whose flows are still loading. */
  loadingFigure: '…',
  scopeHeading: (scope: string, date: string, currency: string) =>
    `The figures of ${scope} as of ${date}, in ${currency}.`,
  flowsCaption: 'Your cash flows, contributions negative',
  date: 'Date',
  fund: 'Fund',
  type: 'Type',
  category: 'Category',
  amount: 'Amount',
  contribution: 'Contribution',
  distribution: 'Distribution',
  endingValue: 'Capital account at fair value',
  endingValueType: 'Ending value',
  noFlows: 'There are no cash flows to the reporting date.',
  arithmeticHeading: 'The arithmetic',
  contributions: 'Contributions',
  distributions: 'Distributions',
  dpi: 'DPI = distributions ÷ contributions',
  rvpi: 'RVPI = capital account at fair value ÷ contributions',
  tvpi: 'TVPI = (distributions + capital account at fair value) ÷ contributions',
  netMoic: 'Net MOIC = (capital account at fair value − distributions) ÷ contributions',
  irr: 'Your net IRR = XIRR of the flows and the capital account at fair value as the last flow',
  noSignChange: "The flows never change sign, so there is no IRR: it is shown as '-'.",
  reportedIrr: (date: string) =>
    `Fund net IRR (reported) is the fund's own figure for all its investors, as of ${date}, from the fund's manager; it is not worked out from your flows.`,
  reportedIrrUndated:
    "Fund net IRR (reported) is the fund's own figure for all its investors, from the fund's manager; it is not worked out from your flows.",
  notTraceable: 'These figures cannot be traced: a fund has no exchange rate to USD.',
  tiesHeading: 'Against the account summary',
  loading: 'Loading your cash flows',
  exportExcel: 'Export as Excel',
  /** The workbook's name and sheet. */
  fileName: (scope: string, date: string) => `How this is calculated ${scope} ${date}.xlsx`,
  sheetName: 'How this is calculated',
  sheetTitle: (scope: string) => `How this is calculated: ${scope}`,
  sheetAsOf: (date: string, currency: string) => `As of ${date}, in ${currency}`,
  figure: 'Figure',
  value: 'Value',
} as const
