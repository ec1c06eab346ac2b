/**
 * Texts every report page shares that the specification does not give (its texts come from src/domain); each
 * report's own texts are in its folder.
 */
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
