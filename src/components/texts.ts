import { LOADING_TEXT } from './loadingText'
import {
  accountSummaryLabels,
  COPYRIGHT_YEAR,
  countOf,
  formatPlainCount,
  pluralOf,
  type CountFormat,
} from '../domain'

/**
 * Texts the components need that the specification does not give (accessible names of icon buttons, helper
 * labels). Every text the spec gives is imported from src/domain instead; nothing here restates one.
 */
export const componentTexts = {
  brandName: 'Investor Portal',
  close: 'Close',
  dismissNotification: 'Dismiss notification',
  loading: LOADING_TEXT,
  retry: 'Try again',
  back: 'Back',
  selectPlaceholder: 'Select…',
  searchPlaceholder: 'Search',
  clearSearch: 'Clear search',
  noMatches: 'No matches',
  clearSelection: 'Clear',
  removeChip: (label: string): string => `Remove ${label}`,
  // Counts take the entity's singular for one and its plural otherwise ('1 of 1 account selected').
  directorySearch: (entity: string): string => `Search ${pluralOf(entity)}`,
  directoryLoading: (entity: string): string => `Loading ${pluralOf(entity)}…`,
  directorySize: (count: number, entity: string, format: CountFormat = formatPlainCount): string =>
    countOf(count, entity, format),
  directoryMatches: (
    matches: number,
    total: number,
    entity: string,
    format: CountFormat = formatPlainCount,
  ): string => `${format(matches)} of ${countOf(total, entity, format)} match`,
  checkListSelectShown: (count: number, entity: string, format: CountFormat = formatPlainCount): string =>
    `Select all ${countOf(count, entity, format)} shown`,
  checkListSelected: (
    selected: number,
    total: number,
    entity: string,
    format: CountFormat = formatPlainCount,
  ): string => `${format(selected)} of ${countOf(total, entity, format)} selected`,
  checkListNoMatches: (entity: string): string => `No ${pluralOf(entity)} match the search`,
  datePlaceholder: 'Select a date',
  dateRangePlaceholder: 'Select a date range',
  chooseDate: (label: string): string => `Choose ${label}`,
  attachFile: 'Attach file',
  removeAttachment: (name: string): string => `Remove ${name}`,
  userMenu: (name: string): string => `User menu for ${name}`,
  investorGroup: 'Investor group',
  mainNavigation: 'Main',
  skipToContent: 'Skip to main content',
  /** The button that opens the navigation tabs on a narrow screen. */
  navigationMenu: 'Menu',
  administrationNavigation: 'Administration',
  fundsSearch: 'Search funds',
  noFunds: 'No funds available',
  opensInNewWindow: '(opens in a new window)',
  reportsDrawer: 'Reports',
  collapseDrawer: 'Collapse reports',
  expandDrawer: 'Expand reports',
  footerNavigation: 'Footer',
  socialLinks: 'Follow us',
} as const

export { reportLineLabels } from '../domain'

export const dataGridTexts = {
  selectRow: (title: string): string => `Select ${title}`,
  selectAllRows: 'Select all loaded rows',
  selectionOptions: 'Selection options',
  read: 'Read',
  unread: 'Unread',
  actionItem: (title: string): string => `Action item: ${title}`,
  actionItemColumn: 'Action item',
  download: (title: string): string => `Download ${title}`,
  downloadColumn: 'Download',
  loadingMore: 'Loading more rows',
  empty: 'No rows to show',
  pending: 'Pending',
} as const

export const footerTexts = {
  accountSummary: accountSummaryLabels.lineOne,
  accountSummaryLineTwo: accountSummaryLabels.lineTwo,
  faqs: 'FAQs',
  photoSharing: 'Photo sharing',
  socialNetworkOne: 'Social network one',
  socialNetworkTwo: 'Social network two',
  companySite: 'Company site',
  copyright: (holder: string): string => `© ${COPYRIGHT_YEAR} ${holder}. All rights reserved.`,
  copyrightHolder: 'Investor Portal',
} as const

export const videoTexts = {
  play: (name: string): string => `Play ${name}`,
  player: (name: string): string => `Video player: ${name}`,
  loading: 'Loading video',
  captions: 'captions',
} as const

export const embeddedReportTexts = {
  loading: 'Loading report',
} as const

export const reportTableTexts = {
  total: 'Total',
  subtotal: (group: string): string => `Total ${group}`,
  empty: 'No data for the selected period',
} as const
