import { lazy, type ComponentType, type ReactNode } from 'react'
import { paths, type FeatureFlags, type ReportKey } from '../../domain'
import { AdministrationGate, FundProfileGate, ReportGate } from './gates'

/** Loads a screen's chunk (each screen is its own chunk, loaded when its route is first opened). */
export type ScreenLoader = () => Promise<ComponentType>

const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader =>
  () =>
    load().then(pick)

export interface PortalRoute {
  path: string
  screen: ScreenLoader
  /** Who may open it (spec §2.2, §6); the rest are sent on. */
  gate?: { report: ReportKey } | 'fundProfile' | 'administration'
  /** Routed only while this feature flag is on. */
  flag?: keyof FeatureFlags
}

const report = (key: ReportKey, path: string) => ({ path, gate: { report: key } })

/**
 * Every page of the portal inside its layout (spec §2.1): a new screen is one entry here. The portal's routes
 * and the screens' stories read it.
 */
export const portalRoutes: readonly PortalRoute[] = [
  {
    path: paths.home,
    screen: screen(
      () => import('../../screens/Home'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: paths.documents,
    screen: screen(
      () => import('../../screens/Documents'),
      (m) => m.DocumentsScreen,
    ),
  },
  {
    path: paths.profile,
    screen: screen(
      () => import('../../screens/Profile'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: paths.dataRooms,
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomsScreen,
    ),
  },
  {
    path: `${paths.dataRooms}/:globalId`,
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomScreen,
    ),
  },
  {
    path: '/fund-profile/:entityId',
    screen: screen(
      () => import('../../screens/FundProfile'),
      (m) => m.FundProfileScreen,
    ),
    gate: 'fundProfile',
  },
  {
    ...report('accountSummary', paths.accountSummary),
    screen: screen(
      () => import('../../screens/reports/AccountSummaryScreen'),
      (m) => m.AccountSummaryScreen,
    ),
  },
  {
    ...report('accountSummaryAlpInvest', paths.accountSummaryAlpInvest),
    screen: screen(
      () => import('../../screens/reports/EmbeddedReportScreen'),
      (m) => m.LineTwoAccountSummaryScreen,
    ),
  },
  {
    ...report('capitalAccountStatement', paths.capitalAccountStatement),
    screen: screen(
      () => import('../../screens/reports/CapitalAccountStatementScreen'),
      (m) => m.CapitalAccountStatementScreen,
    ),
  },
  {
    ...report('scheduleOfInvestments', paths.scheduleOfInvestments),
    screen: screen(
      () => import('../../screens/reports/ScheduleOfInvestmentsScreen'),
      (m) => m.ScheduleOfInvestmentsScreen,
    ),
  },
  {
    ...report('cashFlowActivity', paths.cashFlowActivity),
    screen: screen(
      () => import('../../screens/reports/CashFlowActivityScreen'),
      (m) => m.CashFlowActivityScreen,
    ),
  },
  {
    ...report('portfolioPerformance', paths.portfolioPerformance),
    screen: screen(
      () => import('../../screens/reports/EmbeddedReportScreen'),
      (m) => m.PortfolioPerformanceScreen,
    ),
  },
  {
    ...report('diversificationAnalysis', paths.diversificationAnalysis),
    screen: screen(
      () => import('../../screens/reports/EmbeddedReportScreen'),
      (m) => m.DiversificationAnalysisScreen,
    ),
  },
  {
    path: paths.administration,
    screen: screen(
      () => import('../../screens/Administration'),
      (m) => m.AdministrationScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.administrationReports,
    screen: screen(
      () => import('../../screens/Administration'),
      (m) => m.AdministrationReportsScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.impersonate,
    screen: screen(
      () => import('../../screens/Impersonate'),
      (m) => m.ImpersonateScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.insightsHub,
    screen: screen(
      () => import('../../screens/InsightsHub'),
      (m) => m.InsightsHubScreen,
    ),
  },
  {
    path: paths.calendar,
    screen: screen(
      () => import('../../screens/Calendar'),
      (m) => m.CalendarScreen,
    ),
    flag: 'calendar',
  },
  {
    path: `${paths.calendar}/:eventId`,
    screen: screen(
      () => import('../../screens/Calendar'),
      (m) => m.EventScreen,
    ),
    flag: 'calendar',
  },
  {
    path: paths.help,
    screen: screen(
      () => import('../../screens/Help'),
      (m) => m.HelpScreen,
    ),
  },
]

/** How a host has a route's screen: lazily in the portal; the stories load every screen before they render. */
export type ScreenResolver = <P extends object>(load: () => Promise<ComponentType<P>>) => ComponentType<P>

const lazyScreens = new WeakMap<object, ComponentType<never>>()

export const lazyResolver: ScreenResolver = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let component = lazyScreens.get(load) as ComponentType<P> | undefined
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })))
    lazyScreens.set(load, component as ComponentType<never>)
  }
  return component
}

/** Every screen, loaded now: for hosts that render without suspending (the stories). */
export async function loadedResolver(): Promise<ScreenResolver> {
  const loaders = portalRoutes.map((route) => route.screen)
  const loaded = new Map<object, ComponentType<never>>(
    await Promise.all(loaders.map(async (load) => [load, (await load()) as ComponentType<never>] as const)),
  )
  return ((load) => loaded.get(load)) as ScreenResolver
}

function gated(route: PortalRoute, page: ReactNode): ReactNode {
  if (!route.gate) return page
  if (route.gate === 'administration') return <AdministrationGate>{page}</AdministrationGate>
  if (route.gate === 'fundProfile') return <FundProfileGate>{page}</FundProfileGate>
  return <ReportGate report={route.gate.report}>{page}</ReportGate>
}

/** The element a route renders: its screen behind its gate. */
export function routeElement(route: PortalRoute, resolver: ScreenResolver = lazyResolver): ReactNode {
  const Screen = resolver(route.screen)
  return gated(route, <Screen />)
}
