import { describe, expect, it } from 'vitest'
import { paths, reportPaths, type ReportKey } from '../../domain'
import { plannedPages } from '../../screens/Planned/plannedPages'
import { plannedRoutes, portalRoutes } from './routeTable'

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
    expect(gateOf('/fund-profile/:entityId')).toBe('fundProfile')
    expect(portalRoutes.filter((route) => route.path.startsWith(paths.calendar)).map((r) => r.flag)).toEqual([
      'calendar',
      'calendar',
    ])
  })

  it('says what every placeholder will show, and nothing for a built screen', () => {
    for (const route of plannedRoutes) expect(plannedPages[route.path]?.summary, route.path).toBeTruthy()
    const built = portalRoutes.filter((route) => route.screen).map((route) => route.path)
    expect(Object.keys(plannedPages).filter((path) => built.includes(path))).toEqual([])
  })
})
