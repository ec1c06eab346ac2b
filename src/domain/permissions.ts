import { IMPERSONATE_PERMISSION } from './constants'
import type { EntitledUser, User } from './entities/user'
import type { DocumentStatusCode } from './entities/document'
import { IMPERSONATION_ADMIN_DISABLED_TOOLTIP } from './texts/layout'

/** Segment functions granting each view permission (spec §6). */
export const segmentFunctionsFor = {
  accountSummary: [
    'CorporateAccountSummary',
    'GlobalCreditAccountSummary',
    'GlobalPrivateEquityAccountSummary',
  ],
  reports: ['CorporateReports', 'GlobalCreditReports', 'GlobalPrivateEquityReports'],
  accountSummaryAlpInvest: ['InvestmentSolutionsAccountSummary'],
  portfolioPerformance: ['InvestmentSolutionsPortfolioPerformance'],
  diversificationAnalysis: ['InvestmentSolutionsDiversificationAnalysis'],
  funds: ['CorporateFunds', 'GlobalCreditFunds', 'GlobalPrivateEquityFunds'],
} as const

export type ViewPermissionKey = keyof typeof segmentFunctionsFor

export type ViewPermissions = Record<ViewPermissionKey, boolean>

export const NO_VIEW_PERMISSIONS: ViewPermissions = {
  accountSummary: false,
  reports: false,
  accountSummaryAlpInvest: false,
  portfolioPerformance: false,
  diversificationAnalysis: false,
  funds: false,
}

/** Derives every view permission from a list of segment functions. */
export function viewPermissionsFrom(
  segmentFunctions: readonly unknown[] | null | undefined,
): ViewPermissions {
  const granted = new Set((segmentFunctions ?? []).filter((f): f is string => typeof f === 'string'))
  const permissions = { ...NO_VIEW_PERMISSIONS }
  for (const key of Object.keys(segmentFunctionsFor) as ViewPermissionKey[]) {
    permissions[key] = segmentFunctionsFor[key].some((f) => granted.has(f))
  }
  return permissions
}

/**
 * Whether home shows the portfolio snapshot: its figures are the account summary's (POST Cas/report), so a user
 * who may see an account summary of either report line, or the reports, sees them.
 */
export const canSeePortfolio = (p: ViewPermissions): boolean =>
  p.accountSummary || p.reports || p.accountSummaryAlpInvest

export const hasAnyReportPermission = (p: ViewPermissions): boolean =>
  p.accountSummary ||
  p.reports ||
  p.accountSummaryAlpInvest ||
  p.portfolioPerformance ||
  p.diversificationAnalysis

/** Administrators hold 'impersonate:User'. A looked-up entitled user only carries isAdmin. */
export function isAdministrator(
  user: Partial<Pick<User, 'permissions' | 'isAdmin'>> | null | undefined,
): boolean {
  if (!user) return false
  if (Array.isArray(user.permissions)) return user.permissions.includes(IMPERSONATE_PERMISSION)
  return user.isAdmin === true
}

export interface Impersonation {
  user: EntitledUser | User
  /** The impersonated user's segment functions, loaded when impersonation starts. */
  segmentFunction: string[] | null
}

export interface SessionIdentity {
  user: User | null | undefined
  impersonation?: Impersonation | null
}

/** The user whose data, permissions and preferences apply: the impersonated one when impersonating. */
export function effectiveUser(session: SessionIdentity): User | EntitledUser | null {
  return session.impersonation?.user ?? session.user ?? null
}

/** entitledUserId sent with each call: the impersonated user's id when impersonating. */
export function entitledUserIdFor(session: SessionIdentity): string | null {
  return effectiveUser(session)?.userId ?? null
}

export function effectiveSegmentFunctions(session: SessionIdentity): string[] {
  if (session.impersonation) return session.impersonation.segmentFunction ?? []
  return session.user?.segmentFunction ?? []
}

export interface SessionPermissions {
  view: ViewPermissions
  isAdministrator: boolean
  isImpersonating: boolean
  canStartImpersonation: boolean
  canStopImpersonation: boolean
  administration: { visible: boolean; enabled: boolean; tooltip: string | null }
  reportingTabEnabled: boolean
  fundsTabEnabled: boolean
  investorRequestEnabled: boolean
  /** Action-item flags, read flags, preference saves and terms acceptance are sent to the provider. */
  sendsUserChanges: boolean
  documentStatuses: DocumentStatusCode[]
}

/** Statuses searched by the documents call (spec §6). */
export const documentStatusesFor = (administrator: boolean): DocumentStatusCode[] =>
  administrator ? ['P', 'A', 'W', 'V'] : ['A']

/** Every permission-derived decision of a session in one place (spec §4 Impersonation, §6). */
export function sessionPermissions(session: SessionIdentity): SessionPermissions {
  const administrator = isAdministrator(session.user)
  const isImpersonating = Boolean(session.impersonation)
  const view = viewPermissionsFrom(effectiveSegmentFunctions(session))
  const administrationEnabled = !isImpersonating || isAdministrator(session.impersonation?.user)
  return {
    view,
    isAdministrator: administrator,
    isImpersonating,
    canStartImpersonation: administrator && !isImpersonating,
    canStopImpersonation: isImpersonating,
    administration: {
      visible: administrator,
      enabled: administrator && administrationEnabled,
      tooltip: administrator && !administrationEnabled ? IMPERSONATION_ADMIN_DISABLED_TOOLTIP : null,
    },
    reportingTabEnabled: hasAnyReportPermission(view),
    fundsTabEnabled: view.funds,
    investorRequestEnabled: !isImpersonating,
    sendsUserChanges: !isImpersonating,
    documentStatuses: documentStatusesFor(administrator),
  }
}
