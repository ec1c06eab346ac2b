export const EXPORT_AS_EXCEL = 'Export as Excel'

export const notificationTitles = {
  info: 'Success!',
  warning: 'Error!',
} as const

export const IMPERSONATION_ADMIN_DISABLED_TOOLTIP = 'In impersonate mode admin page features are disabled'

export const impersonationBanner = (adminName: string, impersonatedName: string): string =>
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
