import { describe, expect, it } from 'vitest'
import type { EntitledUser, User } from './entities/user'
import {
  documentStatusesFor,
  effectiveSegmentFunctions,
  effectiveUser,
  entitledUserIdFor,
  hasAnyReportPermission,
  isAdministrator,
  NO_VIEW_PERMISSIONS,
  sessionPermissions,
  viewPermissionsFrom,
} from './permissions'

const user = (overrides: Partial<User> = {}): User => ({
  userId: 'u-1',
  userType: 'External',
  email: 'investor@example.com',
  firstName: 'Ada',
  lastName: 'Investor',
  external: true,
  permissions: [],
  segmentFunction: [],
  preferences: [],
  ...overrides,
})

const admin = user({ userId: 'admin-1', permissions: ['impersonate:User'], external: false })

const entitledUser = (overrides: Partial<EntitledUser> = {}): EntitledUser => ({
  userId: 'u-2',
  email: 'other@example.com',
  firstName: 'Other',
  lastName: 'Investor',
  isAdmin: false,
  ...overrides,
})

describe('viewPermissionsFrom', () => {
  it.each([
    ['CorporateAccountSummary', 'accountSummary'],
    ['GlobalCreditAccountSummary', 'accountSummary'],
    ['GlobalPrivateEquityAccountSummary', 'accountSummary'],
    ['CorporateReports', 'reports'],
    ['GlobalCreditReports', 'reports'],
    ['GlobalPrivateEquityReports', 'reports'],
    ['InvestmentSolutionsAccountSummary', 'accountSummaryAlpInvest'],
    ['InvestmentSolutionsPortfolioPerformance', 'portfolioPerformance'],
    ['InvestmentSolutionsDiversificationAnalysis', 'diversificationAnalysis'],
    ['CorporateFunds', 'funds'],
    ['GlobalCreditFunds', 'funds'],
    ['GlobalPrivateEquityFunds', 'funds'],
  ] as const)('%s grants only %s', (segmentFunction, permission) => {
    expect(viewPermissionsFrom([segmentFunction])).toEqual({ ...NO_VIEW_PERMISSIONS, [permission]: true })
  })

  it('grants nothing for missing, empty, unknown or non-string segment functions', () => {
    expect(viewPermissionsFrom(undefined)).toEqual(NO_VIEW_PERMISSIONS)
    expect(viewPermissionsFrom(null)).toEqual(NO_VIEW_PERMISSIONS)
    expect(viewPermissionsFrom([])).toEqual(NO_VIEW_PERMISSIONS)
    expect(viewPermissionsFrom(['InvestmentSolutionsFunds', 'corporatereports', 42, null])).toEqual(
      NO_VIEW_PERMISSIONS,
    )
  })
})

describe('hasAnyReportPermission', () => {
  it('is false with no report permission, even with ViewFunds', () => {
    expect(hasAnyReportPermission({ ...NO_VIEW_PERMISSIONS, funds: true })).toBe(false)
  })
  it.each([
    'accountSummary',
    'reports',
    'accountSummaryAlpInvest',
    'portfolioPerformance',
    'diversificationAnalysis',
  ] as const)('is true with %s', (key) =>
    expect(hasAnyReportPermission({ ...NO_VIEW_PERMISSIONS, [key]: true })).toBe(true),
  )
})

describe('isAdministrator', () => {
  it("is true only with the permission 'impersonate:User'", () => {
    expect(isAdministrator(admin)).toBe(true)
    expect(isAdministrator(user({ permissions: ['impersonate:user'] }))).toBe(false)
    expect(isAdministrator(user({ isAdmin: true }))).toBe(false)
    expect(isAdministrator(null)).toBe(false)
    expect(isAdministrator(undefined)).toBe(false)
  })
  it('reads isAdmin for a looked-up entitled user, who has no permissions list', () => {
    expect(isAdministrator(entitledUser({ isAdmin: true }))).toBe(true)
    expect(isAdministrator(entitledUser())).toBe(false)
  })
})

describe('documentStatusesFor', () => {
  it('searches P, A, W, V for administrators and A otherwise', () => {
    expect(documentStatusesFor(true)).toEqual(['P', 'A', 'W', 'V'])
    expect(documentStatusesFor(false)).toEqual(['A'])
  })
})

describe('the impersonated user', () => {
  const impersonated = entitledUser({ userId: 'investor-9' })
  const session = {
    user: user({ ...admin, segmentFunction: ['CorporateReports'] }),
    impersonation: { user: impersonated, segmentFunction: ['InvestmentSolutionsAccountSummary'] },
  }

  it('is the effective user and the entitledUserId of every call', () => {
    expect(effectiveUser(session)).toBe(impersonated)
    expect(entitledUserIdFor(session)).toBe('investor-9')
    expect(entitledUserIdFor({ user: admin })).toBe('admin-1')
    expect(entitledUserIdFor({ user: null })).toBeNull()
  })

  it("supplies the segment functions: the admin's own are not used", () => {
    expect(effectiveSegmentFunctions(session)).toEqual(['InvestmentSolutionsAccountSummary'])
    expect(sessionPermissions(session).view).toEqual({
      ...NO_VIEW_PERMISSIONS,
      accountSummaryAlpInvest: true,
    })
  })

  it('gives no permissions until their segment functions are loaded', () => {
    expect(
      effectiveSegmentFunctions({ ...session, impersonation: { user: impersonated, segmentFunction: null } }),
    ).toEqual([])
  })

  it('falls back to nothing without a user', () => {
    expect(effectiveSegmentFunctions({ user: undefined })).toEqual([])
  })
})

describe('sessionPermissions', () => {
  it('an ordinary user: no administration, no impersonation, statuses A, changes are sent', () => {
    const p = sessionPermissions({ user: user({ segmentFunction: ['CorporateFunds'] }) })
    expect(p).toMatchObject({
      isAdministrator: false,
      isImpersonating: false,
      canStartImpersonation: false,
      canStopImpersonation: false,
      administration: { visible: false, enabled: false, tooltip: null },
      reportingTabEnabled: false,
      fundsTabEnabled: true,
      investorRequestEnabled: true,
      sendsUserChanges: true,
      documentStatuses: ['A'],
    })
  })

  it('an administrator may start impersonating and searches every status', () => {
    const p = sessionPermissions({ user: { ...admin, segmentFunction: ['GlobalCreditReports'] } })
    expect(p).toMatchObject({
      isAdministrator: true,
      canStartImpersonation: true,
      administration: { visible: true, enabled: true, tooltip: null },
      reportingTabEnabled: true,
      fundsTabEnabled: false,
      documentStatuses: ['P', 'A', 'W', 'V'],
    })
  })

  it('while impersonating a non-admin: no new impersonation, administration disabled with its tooltip, nothing sent', () => {
    const p = sessionPermissions({
      user: admin,
      impersonation: { user: entitledUser(), segmentFunction: [] },
    })
    expect(p).toMatchObject({
      isImpersonating: true,
      canStartImpersonation: false,
      canStopImpersonation: true,
      administration: {
        visible: true,
        enabled: false,
        tooltip: 'In impersonate mode admin page features are disabled',
      },
      investorRequestEnabled: false,
      sendsUserChanges: false,
    })
  })

  it('while impersonating an admin the administration icon stays on', () => {
    const p = sessionPermissions({
      user: admin,
      impersonation: { user: entitledUser({ isAdmin: true }), segmentFunction: [] },
    })
    expect(p.administration).toEqual({ visible: true, enabled: true, tooltip: null })
  })
})
