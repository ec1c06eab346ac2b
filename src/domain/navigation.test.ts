import { describe, expect, it } from 'vitest'
import {
  canOpenReport,
  deepLinkToRemember,
  entersAdministration,
  externalHref,
  firstPermittedReport,
  fundProfileRedirect,
  reportFromPath,
  reportingRedirectPath,
  shouldScrollToTop,
  startupRoute,
} from './navigation'
import { helpAnchorFromHash, helpHref } from './help'
import { reportMenuGroups } from './reportMenuGroups'
import { NO_VIEW_PERMISSIONS, type ViewPermissions } from './permissions'

const only = (...keys: Array<keyof ViewPermissions>): ViewPermissions =>
  Object.fromEntries(
    Object.keys(NO_VIEW_PERMISSIONS).map((k) => [k, keys.includes(k as keyof ViewPermissions)]),
  ) as ViewPermissions

const all = only(
  'accountSummary',
  'reports',
  'accountSummaryAlpInvest',
  'portfolioPerformance',
  'diversificationAnalysis',
  'funds',
)

describe('first permitted report', () => {
  it('follows the order capital account statement, portfolio performance, diversification analysis, line one, line two', () => {
    expect(firstPermittedReport(all)).toBe('capitalAccountStatement')
    expect(
      firstPermittedReport(
        only('portfolioPerformance', 'diversificationAnalysis', 'accountSummaryAlpInvest'),
      ),
    ).toBe('portfolioPerformance')
    expect(firstPermittedReport(only('diversificationAnalysis', 'accountSummaryAlpInvest'))).toBe(
      'diversificationAnalysis',
    )
    expect(firstPermittedReport(only('accountSummaryAlpInvest'))).toBe('accountSummaryAlpInvest')
    expect(firstPermittedReport(NO_VIEW_PERMISSIONS)).toBeNull()
  })

  it('never picks a report whose route the user may not open', () => {
    expect(firstPermittedReport(only('accountSummary'))).toBeNull()
  })
})

describe('reportingRedirectPath', () => {
  it('sends /reporting to the first permitted report', () => {
    expect(reportingRedirectPath('/reporting', all)).toBe('/reporting/capital-account-statement')
    expect(reportingRedirectPath('/reporting/', only('diversificationAnalysis'))).toBe(
      '/reporting/diversification-analysis',
    )
  })

  it('redirects unknown reporting paths the same way', () => {
    expect(reportingRedirectPath('/reporting/no-such-report', only('portfolioPerformance'))).toBe(
      '/reporting/portfolio-performance',
    )
    expect(reportingRedirectPath('/reporting/account-summary/other', only('accountSummaryAlpInvest'))).toBe(
      '/reporting/account-summary/alpinvest',
    )
  })

  it('lets a permitted report open, and moves away from one that is not permitted', () => {
    expect(reportingRedirectPath('/reporting/cash-flow-activity?x=1', all)).toBeNull()
    expect(reportingRedirectPath('/reporting/cash-flow-activity', only('portfolioPerformance'))).toBe(
      '/reporting/portfolio-performance',
    )
  })

  it('goes home when no report is permitted', () => {
    expect(reportingRedirectPath('/reporting', NO_VIEW_PERMISSIONS)).toBe('/')
  })
})

describe('report routes', () => {
  it('line-one account summary needs ViewReports, not ViewAccountSummary', () => {
    expect(canOpenReport('accountSummary', only('accountSummary'))).toBe(false)
    expect(canOpenReport('accountSummary', only('reports'))).toBe(true)
  })

  it('recognises report paths case-insensitively and ignores trailing slashes', () => {
    expect(reportFromPath('/Reporting/Schedule-Of-Investments/')).toBe('scheduleOfInvestments')
    expect(reportFromPath('/reporting/account-summary/flagship')).toBe('accountSummary')
    expect(reportFromPath('/reporting')).toBeNull()
  })
})

describe('reportMenuGroups', () => {
  it('shows the three groups with their options in order when everything is permitted', () => {
    expect(reportMenuGroups(all)).toEqual([
      {
        line: 'lineOne',
        options: [
          { report: 'accountSummary', label: 'Single', path: '/reporting/account-summary/flagship' },
          {
            report: 'capitalAccountStatement',
            label: 'Capital Account Statement',
            path: '/reporting/capital-account-statement',
          },
          {
            report: 'scheduleOfInvestments',
            label: 'Schedule of Investments',
            path: '/reporting/schedule-of-investments',
          },
          { report: 'cashFlowActivity', label: 'Cash Flow Activity', path: '/reporting/cash-flow-activity' },
          { report: 'capitalActivity', label: 'Capital Activity', path: '/reporting/capital-activity' },
        ],
      },
      {
        line: 'lineTwo',
        options: [
          {
            report: 'accountSummaryAlpInvest',
            label: 'Single',
            path: '/reporting/account-summary/alpinvest',
          },
          {
            report: 'portfolioPerformance',
            label: 'Portfolio Performance',
            path: '/reporting/portfolio-performance',
          },
          {
            report: 'diversificationAnalysis',
            label: 'Diversification Analysis',
            path: '/reporting/diversification-analysis',
          },
        ],
      },
      {
        line: 'portfolio',
        options: [
          { report: 'exposure', label: 'Exposure', path: '/reporting/exposure' },
          { report: 'commitments', label: 'Commitments', path: '/reporting/commitments' },
        ],
      },
    ])
  })

  it('shows the line-one account summary with ViewAccountSummary alone', () => {
    expect(reportMenuGroups(only('accountSummary'))).toEqual([
      {
        line: 'lineOne',
        options: [{ report: 'accountSummary', label: 'Single', path: '/reporting/account-summary/flagship' }],
      },
    ])
  })

  it('omits a group with no active option', () => {
    const menu = reportMenuGroups(only('reports'))
    // ViewReports also opens the portfolio analytics, drawn from line one's reports.
    expect(menu.map((g) => g.line)).toEqual(['lineOne', 'portfolio'])
    expect(menu[0]?.options.map((o) => o.report)).toEqual([
      'capitalAccountStatement',
      'scheduleOfInvestments',
      'cashFlowActivity',
      'capitalActivity',
    ])
    expect(reportMenuGroups(only('diversificationAnalysis')).map((g) => g.line)).toEqual(['lineTwo'])
    expect(reportMenuGroups(NO_VIEW_PERMISSIONS)).toEqual([])
  })
})

describe('help links', () => {
  it('builds the help link with the anchor of the page', () => {
    expect(helpHref('documents')).toBe('/help#documents')
    expect(helpHref('funds')).toBe('/help#funds')
  })

  // §2.4: "The tab anchors are #home, #accounts, #datarooms, #reports, #documents, #funds, #login, #mfa,
  // #globalinsights, #other."
  it.each(
    '#home #accounts #datarooms #reports #documents #funds #login #mfa #globalinsights #other'.split(' '),
  )('opens the tab of %s, however the hash is written', (anchor) => {
    expect(helpAnchorFromHash(anchor)).toBe(anchor)
    expect(helpAnchorFromHash(anchor.slice(1).toUpperCase())).toBe(anchor)
  })

  it('opens #home for an unknown anchor', () => {
    expect(helpAnchorFromHash('#nope')).toBe('#home')
    expect(helpAnchorFromHash(undefined)).toBe('#home')
  })
})

describe('shouldScrollToTop', () => {
  it('scrolls when the path changes, except on help', () => {
    expect(shouldScrollToTop('/', '/documents')).toBe(true)
    expect(shouldScrollToTop(null, '/documents')).toBe(true)
    expect(shouldScrollToTop('/documents', '/help')).toBe(false)
    expect(shouldScrollToTop('/help', '/help/faq')).toBe(false)
  })
  it('does not scroll when only the query or hash changes', () => {
    expect(shouldScrollToTop('/documents', '/documents?page=2')).toBe(false)
  })
})

describe('deep links', () => {
  it('remembers the current path and query, but never home', () => {
    expect(deepLinkToRemember('/documents?fund=3')).toBe('/documents?fund=3')
    expect(deepLinkToRemember('/')).toBeNull()
    expect(deepLinkToRemember('/?x=1')).toBeNull()
    expect(deepLinkToRemember('')).toBeNull()
    expect(deepLinkToRemember(null)).toBeNull()
  })
  it('never remembers sign-in, sign-out or anything outside the app', () => {
    expect(deepLinkToRemember('/login')).toBeNull()
    expect(deepLinkToRemember('/signout')).toBeNull()
    expect(deepLinkToRemember('https://evil.example/')).toBeNull()
    expect(deepLinkToRemember('//evil.example/')).toBeNull()
  })

  it('follows a saved deep link on the first load of a session only', () => {
    const flags = { landingPage: false }
    expect(startupRoute({ isFirstLoadOfSession: true, savedDeepLink: '/documents', flags })).toBe(
      '/documents',
    )
    expect(startupRoute({ isFirstLoadOfSession: false, savedDeepLink: '/documents', flags })).toBeNull()
  })

  it('ignores the landing-page preference while the feature is off, and uses it when on', () => {
    const input = { isFirstLoadOfSession: true, savedDeepLink: null, landingPagePreference: '/documents' }
    expect(startupRoute({ ...input, flags: { landingPage: false } })).toBeNull()
    expect(startupRoute({ ...input, flags: { landingPage: true } })).toBe('/documents')
  })
})

describe('layout rules', () => {
  it('resets the investor group on entering administration', () => {
    expect(entersAdministration('/documents', '/administration')).toBe(true)
    expect(entersAdministration(undefined, '/administration')).toBe(true)
    expect(entersAdministration('/administration', '/administration/impersonate')).toBe(false)
    expect(entersAdministration('/administration', '/documents')).toBe(false)
  })
})

describe('unknown ids', () => {
  const funds = [{ id: 12, globalId: 'g-12' }]
  it('sends an unknown fund profile id home', () => {
    expect(fundProfileRedirect('/fund-profile/12', funds)).toBeNull()
    expect(fundProfileRedirect('/fund-profile/g-12', funds)).toBeNull()
    expect(fundProfileRedirect('/fund-profile/13', funds)).toBe('/')
    expect(fundProfileRedirect('/fund-profile', funds)).toBe('/')
  })
})

describe('externalHref', () => {
  it('keeps http and https addresses', () => {
    expect(externalHref('https://insights.example.com/')).toBe('https://insights.example.com/')
    expect(externalHref(' http://example.com/a?b=c ')).toBe('http://example.com/a?b=c')
  })
  it('refuses script, data, relative and empty addresses', () => {
    for (const address of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/insights',
      '//evil.example.com',
      '',
      null,
    ])
      expect(externalHref(address)).toBeNull()
  })
})
