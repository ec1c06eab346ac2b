/** Business constants and limits of spec §9. */

export const PAGE_SIZE = 50
export const FIRST_PAGE_START = 1
export const FUNDS_PAGE_SIZE = 1500
export const INVESTORS_PAGE_SIZE = 1_000_000

export const MAX_DOCUMENTS_PER_DOWNLOAD = 50

export const MAX_ATTACHMENTS = 1
export const MAX_ATTACHMENT_BYTES = 5_000_000
export const ALLOWED_ATTACHMENT_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
] as const

export const NOTIFICATION_AUTO_CLOSE_MS = 5000
export const EMBED_TOKEN_REFRESH_MARGIN_MS = 60_000

export const GRID_ROW_HEIGHT = 58
export const CHIP_LIMIT = 5
export const TOOLTIP_LABEL_LENGTH = 45

/** Option labels of 45 or more characters get a tooltip. */
export const needsTooltip = (label: string | null | undefined): boolean =>
  (label ?? '').length >= TOOLTIP_LABEL_LENGTH

export const INVESTOR_GROUP_DROPDOWN_ITEMS = 8

export const dimensions = {
  pageMaxWidth: 1706,
  investorGroupDropdownWidth: 240,
  fundDropdownWidth: 440,
  dialogWidths: [785, 1005],
  pinnedHeaderOffsets: [172, 59],
  impersonationBannerHeight: 42,
} as const

/** Special account ids in capital account data. */
export const GROUP_ACCOUNT_ID = -998
export const TOTAL_FUND_ACCOUNT_ID = -999

/** Special investor-group options. */
export const ALL_ACCOUNTS_GROUP_ID = 'ALL'
export const CREATE_GROUP_ID = 'CREATE'
/** selectedAccountGroupId of a group being created in the profile. */
export const NEW_GROUP_ID = 'NEW'

export const CASH_FLOW_FIRST_YEAR = 1991

export const IMPERSONATE_PERMISSION = 'impersonate:User'

/** Data room searches (spec §7). */
export const DATA_ROOM_DOCUMENT_LOCATION = 'Opportunity'

export const SUPPORTED_CURRENCIES = [
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'CNY',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'IDR',
  'INR',
  'JPY',
  'KRW',
  'NOK',
  'NZD',
  'PLN',
  'RON',
  'SEK',
  'SGD',
  'USD',
] as const

/** Line-two currency choice; the first is the default. */
export const LINE_TWO_CURRENCIES = ['USD', 'EUR', 'JPY', 'SEK', 'BRL', 'GBP'] as const

/**
 * The spec writes the line-one product as {product} (ViewReports{product}, /reporting/account-summary/{product},
 * {product}Group). This is the one place that names it.
 */
export const PRODUCT = 'Flagship'
export const PRODUCT_SLUG = 'flagship'
export const LINE_TWO_SLUG = 'alpinvest'

export const CAPITAL_ACCOUNT_VIEWS = ['yourInterest', `${PRODUCT_SLUG}Group`, 'totalFund'] as const
export const CAPITAL_ACCOUNT_TEMPLATES = [
  'main',
  'remainingCommitment',
  'contributionsOutsideCommitment',
] as const

export const PERIODS = ['QTD', 'YTD', 'ITD'] as const
