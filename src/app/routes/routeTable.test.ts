import { describe, expect, it } from 'vitest'
import { paths, reportPaths, type ReportKey } from '../../domain'
import { portalRoutes } from './routeTable'

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

  it('gives every route a screen of its own, none of them a placeholder', async () => {
    const screens = await Promise.all(portalRoutes.map((route) => route.screen()))
    for (const [index, screen] of screens.entries())
      expect(screen.name, portalRoutes[index]!.path).toMatch(/^[A-Z]\w+Screen$/)
    expect(screens.map((screen) => screen.name)).not.toContain('PlannedScreen')
  })
})
