import type { FeatureFlags } from './featureFlags'
import {
  fundProfileIdFromPath,
  isAdministrationPath,
  isHelpPath,
  isHomePath,
  normalizePath,
  paths,
  rendersWithoutLayout,
} from './paths'
import { portalPath } from './portalAddresses'
import type { ViewPermissionKey, ViewPermissions } from './permissions'
import type { navigationTabTexts } from './texts/layout'

export type ReportKey =
  | 'accountSummary'
  | 'capitalAccountStatement'
  | 'scheduleOfInvestments'
  | 'cashFlowActivity'
  | 'capitalActivity'
  | 'exposure'
  | 'commitments'
  | 'accountSummaryAlpInvest'
  | 'portfolioPerformance'
  | 'diversificationAnalysis'

export const reportPaths: Record<ReportKey, string> = {
  accountSummary: paths.accountSummary,
  capitalAccountStatement: paths.capitalAccountStatement,
  scheduleOfInvestments: paths.scheduleOfInvestments,
  cashFlowActivity: paths.cashFlowActivity,
  capitalActivity: paths.capitalActivity,
  exposure: paths.exposure,
  commitments: paths.commitments,
  accountSummaryAlpInvest: paths.accountSummaryAlpInvest,
  portfolioPerformance: paths.portfolioPerformance,
  diversificationAnalysis: paths.diversificationAnalysis,
}

/** What opening a report's route needs (spec §2.1). */
export const reportRoutePermission: Record<ReportKey, ViewPermissionKey> = {
  accountSummary: 'reports',
  capitalAccountStatement: 'reports',
  scheduleOfInvestments: 'reports',
  cashFlowActivity: 'reports',
  capitalActivity: 'reports',
  exposure: 'reports',
  commitments: 'reports',
  accountSummaryAlpInvest: 'accountSummaryAlpInvest',
  portfolioPerformance: 'portfolioPerformance',
  diversificationAnalysis: 'diversificationAnalysis',
}

/** Order in which /reporting picks the first permitted report (spec §2.2). */
export const REPORT_REDIRECT_ORDER: readonly ReportKey[] = [
  'capitalAccountStatement',
  'portfolioPerformance',
  'diversificationAnalysis',
  'accountSummary',
  'accountSummaryAlpInvest',
]

export function reportFromPath(pathname: string): ReportKey | null {
  const path = normalizePath(pathname)
  const found = (Object.keys(reportPaths) as ReportKey[]).find((key) => reportPaths[key] === path)
  return found ?? null
}

export const canOpenReport = (report: ReportKey, permissions: ViewPermissions): boolean =>
  permissions[reportRoutePermission[report]]

export const firstPermittedReport = (permissions: ViewPermissions): ReportKey | null =>
  REPORT_REDIRECT_ORDER.find((report) => canOpenReport(report, permissions)) ?? null

/**
 * Where a reporting path must go instead, or null when it may open as is. /reporting, unknown reporting paths
 * and reports the user may not open go to the first permitted report, or home when there is none.
 */
export function reportingRedirectPath(pathname: string, permissions: ViewPermissions): string | null {
  const report = reportFromPath(pathname)
  if (report && canOpenReport(report, permissions)) return null
  const first = firstPermittedReport(permissions)
  return first ? reportPaths[first] : paths.home
}

/** The navigation tab a page belongs to (spec §2.3): the route table names each route's tab. */
export type NavTabKey = keyof typeof navigationTabTexts

/** The page scrolls to the top when the path changes, except on help (spec §2.2). */
export const shouldScrollToTop = (previousPath: string | null | undefined, nextPath: string): boolean =>
  normalizePath(previousPath) !== normalizePath(nextPath) && !isHelpPath(nextPath)

/**
 * The deep link to remember when a 401 sends the user to sign in, or null: home is never saved, nor the
 * sign-in/sign-out routes or anything that is not an in-app path (which would be an open redirect).
 */
export function deepLinkToRemember(
  location: string | null | undefined,
  portalOrigin?: string,
): string | null {
  const value = portalPath(location, portalOrigin)
  if (value === null || isHomePath(value) || rendersWithoutLayout(value)) return null
  return value
}

export interface StartupRouteInput {
  isFirstLoadOfSession: boolean
  savedDeepLink: string | null | undefined
  landingPagePreference?: string | null
  flags: Pick<FeatureFlags, 'landingPage'>
}

/** Where the first load of a session goes, or null to stay (spec §2.2). */
export function startupRoute(input: StartupRouteInput): string | null {
  if (!input.isFirstLoadOfSession) return null
  const deepLink = deepLinkToRemember(input.savedDeepLink)
  if (deepLink) return deepLink
  if (input.flags.landingPage) return deepLinkToRemember(input.landingPagePreference)
  return null
}

/** Entering administration resets the investor group selection (spec §4 Impersonation). */
export const entersAdministration = (previousPath: string | null | undefined, nextPath: string): boolean =>
  !isAdministrationPath(previousPath ?? '') && isAdministrationPath(nextPath)

/** Home when the fund profile id is not among the entitled funds, else null (spec §2.2). */
export function fundProfileRedirect(
  pathname: string,
  entitledEntities: ReadonlyArray<{ id: number | string; globalId?: string | null }>,
): string | null {
  const id = fundProfileIdFromPath(pathname)
  const known = id !== null && entitledEntities.some((e) => String(e.id) === id || e.globalId === id)
  return known ? null : paths.home
}

/** An address outside the portal that may be linked to: http or https only (never javascript: or data:). */
export function externalHref(address: string | null | undefined): string | null {
  try {
    const url = new URL((address ?? '').trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}
