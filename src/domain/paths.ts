import { LINE_TWO_SLUG, PRODUCT_SLUG } from './constants'

/**
 * The patterns of the parameterised routes (spec §2.1), each beside its link builder in `paths`: the route table
 * matches the pattern, links are built with the builder.
 */
export const pathPatterns = {
  dataRoom: '/data-rooms/:globalId',
  fundProfile: '/fund-profile/:entityId',
  calendarEvent: '/my-calendar/:eventId',
} as const

/** Route paths of spec §2.1, with builders for the parameterised ones (their patterns are `pathPatterns`). */
export const paths = {
  home: '/',
  documents: '/documents',
  profile: '/profile',
  dataRooms: '/data-rooms',
  dataRoom: (globalId: string): string => `/data-rooms/${encodeURIComponent(globalId)}`,
  fundProfile: (entityId: number | string): string => `/fund-profile/${encodeURIComponent(String(entityId))}`,
  reporting: '/reporting',
  accountSummary: `/reporting/account-summary/${PRODUCT_SLUG}`,
  accountSummaryAlpInvest: `/reporting/account-summary/${LINE_TWO_SLUG}`,
  capitalAccountStatement: '/reporting/capital-account-statement',
  scheduleOfInvestments: '/reporting/schedule-of-investments',
  cashFlowActivity: '/reporting/cash-flow-activity',
  capitalActivity: '/reporting/capital-activity',
  /** Not the spec's (issue 65): look-through exposure and commitments with their pacing. */
  exposure: '/reporting/exposure',
  commitments: '/reporting/commitments',
  portfolioPerformance: '/reporting/portfolio-performance',
  diversificationAnalysis: '/reporting/diversification-analysis',
  administration: '/administration',
  administrationReports: '/administration/reports',
  impersonate: '/administration/impersonate',
  insightsHub: '/insights-hub',
  calendar: '/my-calendar',
  calendarEvent: (eventId: string): string => `/my-calendar/${encodeURIComponent(eventId)}`,
  help: '/help',
  login: '/login',
  signout: '/signout',
} as const

/** Lower-cased path without query, hash and trailing slashes ('/' stays '/'). */
export function normalizePath(location: string | null | undefined): string {
  const path = (location ?? '').split(/[?#]/)[0] ?? ''
  const trimmed = path.replace(/\/+$/, '').toLowerCase()
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

const isUnder = (pathname: string, base: string): boolean => {
  const path = normalizePath(pathname)
  return path === base || path.startsWith(`${base}/`)
}

export const isHomePath = (pathname: string | null | undefined): boolean =>
  normalizePath(pathname) === paths.home
export const isHelpPath = (pathname: string): boolean => isUnder(pathname, paths.help)
export const isAdministrationPath = (pathname: string): boolean => isUnder(pathname, paths.administration)

/** Login and signout render without the page layout. */
export const rendersWithoutLayout = (pathname: string): boolean =>
  isUnder(pathname, paths.login) || isUnder(pathname, paths.signout)

/** The id segment of a /fund-profile/{entityID} path, or null. */
export function fundProfileIdFromPath(pathname: string): string | null {
  const match = /^\/fund-profile\/([^/?#]+)/i.exec((pathname ?? '').split(/[?#]/)[0] ?? '')
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}
