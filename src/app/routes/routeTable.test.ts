import { matchPath } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { pathPatterns, paths, reportPaths, type ReportKey } from '../../domain'
import { opensBehindTerms } from './routeElements'
import { matchPortalRoute, portalRoutes } from './routeTable'

describe('the route table', () => {
  it('routes every page of spec §2.1 once', () => {
    const routed = portalRoutes.map((route) => route.path)
    expect(new Set(routed).size).toBe(routed.length)
    for (const path of [
      paths.home,
      paths.documents,
      paths.profile,
      paths.dataRooms,
      paths.administration,
      paths.administrationReports,
      paths.impersonate,
      paths.insightsHub,
      paths.calendar,
      paths.help,
    ])
      expect(routed).toContain(path)
  })

  it('knows which pages open behind terms, whose dialog code is asked for at start: reports and fund profiles', () => {
    for (const path of Object.values(reportPaths)) expect(opensBehindTerms(path), path).toBe(true)
    expect(opensBehindTerms(paths.fundProfile(1001))).toBe(true)
    for (const path of [paths.home, paths.documents, paths.dataRooms, paths.administration, '/no-such-page'])
      expect(opensBehindTerms(path), path).toBe(false)
  })

  it('puts every report behind its own report gate', () => {
    for (const report of Object.keys(reportPaths) as ReportKey[]) {
      const route = portalRoutes.find((candidate) => candidate.path === reportPaths[report])
      expect(route?.gate, report).toEqual({ report })
    }
  })

  it('gates administration and the fund profile, and routes the calendar only with its flag', () => {
    const gateOf = (path: string) => portalRoutes.find((route) => route.path === path)?.gate
    expect([paths.administration, paths.administrationReports, paths.impersonate].map(gateOf)).toEqual([
      'administration',
      'administration',
      'administration',
    ])
    expect(gateOf(pathPatterns.fundProfile)).toBe('fundProfile')
    expect(portalRoutes.filter((route) => route.path.startsWith(paths.calendar)).map((r) => r.flag)).toEqual([
      'calendar',
      'calendar',
    ])
  })

  it('gives every route a screen of its own, none of them a placeholder', async () => {
    const screens = await Promise.all(portalRoutes.map((route) => route.screen()))
    for (const [index, screen] of screens.entries())
      expect(screen.name, portalRoutes[index]!.path).toMatch(/^[A-Z]\w+Screen$/)
    expect(screens.map((screen) => screen.name)).not.toContain('PlannedScreen')
  })
})

describe('the facts each route carries', () => {
  const at = (pathname: string) => matchPortalRoute(pathname)?.route

  // §2.4: the suffix is one of home, accounts, datarooms, reports, documents, funds (any path containing
  // fund-profile), login (the profile path).
  it.each([
    [paths.home, 'home'],
    [paths.accountSummary, 'accounts'],
    [paths.accountSummaryAlpInvest, 'accounts'],
    [paths.dataRooms, 'datarooms'],
    [paths.dataRoom('abc'), 'datarooms'],
    [paths.capitalAccountStatement, 'reports'],
    [paths.portfolioPerformance, 'reports'],
    [paths.documents, 'documents'],
    [paths.fundProfile(12), 'funds'],
    [paths.profile, 'login'],
    [paths.calendar, 'home'],
    [paths.administrationReports, 'home'],
  ])('%s opens help at #%s', (path, help) => {
    expect(at(path)?.help).toBe(help)
  })

  it.each([
    [paths.dataRooms, 'dataRooms'],
    [paths.dataRoom('abc'), 'dataRooms'],
    [paths.fundProfile(12), 'funds'],
    [paths.capitalAccountStatement, 'reporting'],
    [paths.accountSummaryAlpInvest, 'reporting'],
    [paths.documents, 'documents'],
    [paths.calendarEvent('e1'), 'myCalendar'],
    [paths.administrationReports, 'reports'],
    [paths.impersonate, 'impersonateUser'],
    [paths.insightsHub, 'globalInsights'],
  ])('%s is under the %s tab', (path, tab) => {
    expect(at(path)?.tab).toBe(tab)
  })

  it('has no tab for home, help, profile or the administration landing page', () => {
    for (const path of [paths.home, paths.help, paths.profile, paths.administration])
      expect(at(path)?.tab).toBeUndefined()
  })

  it('marks only the administration pages, which hide the investor-group dropdown', () => {
    expect(portalRoutes.filter((route) => route.administration).map((route) => route.path)).toEqual([
      paths.administration,
      paths.administrationReports,
      paths.impersonate,
    ])
  })

  it('gives every route a title of its own', () => {
    const titles = portalRoutes.map((route) => route.title)
    expect(titles.every((title) => title.trim() !== '')).toBe(true)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('matches a path with a trailing slash or a query, and nothing for a redirecting path', () => {
    expect(matchPortalRoute(`${paths.documents}/`)?.route.path).toBe(paths.documents)
    expect(matchPortalRoute(paths.fundProfile(7))?.params).toEqual({ entityId: '7' })
    expect(matchPortalRoute(paths.reporting)).toBeNull()
    expect(matchPortalRoute('/nowhere')).toBeNull()
  })

  it('pairs each pattern with its link builder', () => {
    const builders = {
      dataRoom: paths.dataRoom,
      fundProfile: paths.fundProfile,
      calendarEvent: paths.calendarEvent,
    }
    for (const [name, pattern] of Object.entries(pathPatterns)) {
      const built = builders[name as keyof typeof builders]('id/with?odd#chars')
      const param = Object.values(matchPath(pattern, built)?.params ?? {})
      // The router hands the screens the decoded segment: the builder's encoding round-trips.
      expect(
        param.map((value) => decodeURIComponent(value ?? '')),
        name,
      ).toEqual(['id/with?odd#chars'])
      expect(
        portalRoutes.some((route) => route.path === pattern),
        name,
      ).toBe(true)
    }
  })
})
