export const EXPORT_AS_EXCEL = 'Export as Excel'

export const notificationTitles = {
  info: 'Success!',
  warning: 'Error!',
} as const

export const IMPERSONATION_ADMIN_DISABLED_TOOLTIP = 'In impersonate mode admin page features are disabled'

export const impersonationBannerText = (adminName: string, impersonatedName: string): string =>
  `You are logged in as ${adminName}. You currently impersonate ${impersonatedName}`

export const userMenuTexts = {
  preferences: 'Preferences',
  impersonateUser: 'Impersonate User',
  startImpersonation: 'Start Impersonation',
  stopImpersonating: 'Stop Impersonating',
  signOut: 'Sign out',
} as const

export const utilityMenuTexts = {
  help: 'Help',
  administration: 'Administration',
  investorRequest: 'Investor Request',
} as const

export const navigationTabTexts = {
  globalInsights: 'Global Insights',
  dataRooms: 'Data Rooms',
  funds: 'Funds',
  reporting: 'Reporting',
  documents: 'Documents',
  myCalendar: 'My Calendar',
  reports: 'Reports',
  impersonateUser: 'Impersonate User',
} as const

export const ALL_INVESTOR_ACCOUNTS = 'All Investor Accounts'
export const CREATE_NEW_GROUP = 'Create New Group'
export const DEFAULT_GROUP_NAME = 'My New Group'

export const COPYRIGHT_YEAR = 2021

/** The portal's name: the last part of every page's title. */
export const PORTAL_NAME = 'Investor Portal'

/** Titles of the pages whose heading is not a screen's (sign-in, sign-out, the configuration error). */
export const pageTitleTexts = {
  home: 'Home',
  documents: 'Documents',
  profile: 'Profile',
  dataRooms: 'Data Rooms',
  fundProfile: 'Fund Profile',
  help: 'Help',
  capitalAccountStatement: 'Capital Account Statement',
  cashFlowActivity: 'Cash Flow Activity',
  capitalActivity: 'Capital Activity',
  exposure: 'Exposure',
  commitments: 'Commitments',
  scheduleOfInvestments: 'Schedule of Investments',
  signIn: 'Sign in',
  signingOut: 'Signing out',
  loading: 'Loading your portal',
  configurationError: 'Configuration error',
  dataRoom: 'Data Room',
  event: 'Event',
} as const

/**
 * A page's document title (WCAG 2.4.2), most specific part first and the portal's name last, e.g. 'Apex Fund ·
 * Fund Profile · Investor Portal'. Parts from the provider are collapsed to one line and cut at 80 characters.
 */
export function documentTitle(...parts: Array<string | null | undefined>): string {
  const named = parts
    .map((part) => (part ?? '').replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .filter((part) => part !== '')
    .map((part) => (part.length > 80 ? `${part.slice(0, 79)}…` : part))
  return [...named, PORTAL_NAME].join(' · ')
}
