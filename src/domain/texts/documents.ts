export const documentTexts = {
  allInvestors: 'All Investors',
  allFunds: 'All Funds',
  notAvailable: 'N/A',
  other: 'Other',
  downloadSelected: 'Download Selected',
  markAsRead: 'Mark as Read',
  selectAll: 'Select All',
  deselectAll: 'Deselect All',
  newOpportunitySpotlight: 'New Opportunity Spotlight',
} as const

/** Column headers of the documents grid, in order; the unlabeled columns are empty. */
export const documentColumns = [
  { key: 'read', label: '' },
  { key: 'select', label: '' },
  { key: 'actionItem', label: '' },
  { key: 'title', label: 'NAME' },
  { key: 'fundDisplayName', label: 'FUND' },
  { key: 'investorAccountName', label: 'INVESTOR ACCOUNT' },
  { key: 'publishDate', label: 'PUBLISH DATE' },
  { key: 'download', label: '' },
] as const

/** The spec names the keys but not their labels; these labels are ours. */
export const documentTimeRangeLabels = {
  ALL: 'All Dates',
  LAST30: 'Last 30 Days',
  LAST90: 'Last 90 Days',
  YEARBEGINNING: 'Since Beginning of Year',
  EXACTRANGE: 'Exact Date Range',
} as const
