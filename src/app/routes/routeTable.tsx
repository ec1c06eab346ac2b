import { lazy, type ComponentType, type ReactNode } from 'react'
import { paths, type FeatureFlags, type ReportKey } from '../../domain'
import { AdministrationGate, FundProfileGate, ReportGate } from './gates'

/** Loads a screen's chunk (each screen is its own chunk, loaded when its route is first opened). */
export type ScreenLoader = () => Promise<ComponentType>

const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): ScreenLoader =>
  () =>
    load().then(pick)

const loadPlanned = () => import('../../screens/Planned').then((module) => module.PlannedScreen)

export interface PortalRoute {
  path: string
  /** The page's name (the placeholder's heading until the screen is built). */
  title: string
  /** The screen; a route without one shows the placeholder with `planned`. */
  screen?: ScreenLoader
  /** Until the screen is built: what it will show (spec §2.5). */
  planned?: string
  /** Who may open it (spec §2.2, §6); the rest are sent on. */
  gate?: { report: ReportKey } | 'fundProfile' | 'administration'
  /** Routed only while this feature flag is on. */
  flag?: keyof FeatureFlags
}

const report = (key: ReportKey, path: string, title: string, planned: string): PortalRoute => ({
  path,
  title,
  planned,
  gate: { report: key },
})

/**
 * Every page of the portal inside its layout (spec §2.1): a new screen is one entry here. The portal's routes,
 * the screens' stories and the placeholder list read it.
 */
export const portalRoutes: readonly PortalRoute[] = [
  {
    path: paths.home,
    title: 'Home',
    screen: screen(
      () => import('../../screens/Home'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: paths.documents,
    title: 'Documents',
    screen: screen(
      () => import('../../screens/Documents'),
      (m) => m.DocumentsScreen,
    ),
  },
  {
    path: paths.profile,
    title: 'Profile',
    planned:
      'Your preferences (date and number formats, default investor group) and your saved investor-account groups.',
  },
  {
    path: paths.dataRooms,
    title: 'Data Rooms',
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomsScreen,
    ),
  },
  {
    path: `${paths.dataRooms}/:globalId`,
    title: 'Data Room',
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomScreen,
    ),
  },
  {
    path: '/fund-profile/:entityId',
    title: 'Fund Profile',
    planned: 'Summary Investment Schedule, Key Dates, Waterfall Terms and Fund Documents of one fund.',
    gate: 'fundProfile',
  },
  report(
    'accountSummary',
    paths.accountSummary,
    'Account Summary',
    'Commitments, contributions, distributions and capital at fair value by fund, converted to USD.',
  ),
  report(
    'accountSummaryAlpInvest',
    paths.accountSummaryAlpInvest,
    'Account Summary',
    'The line-two account summary, as an embedded report.',
  ),
  report(
    'capitalAccountStatement',
    paths.capitalAccountStatement,
    'Capital Account Statement',
    'Your interest, the group and the total fund, for the quarter, year to date and inception to date.',
  ),
  report(
    'scheduleOfInvestments',
    paths.scheduleOfInvestments,
    'Schedule of Investments',
    'Portfolio companies grouped Realized, Unrealized/Partially Realized and Publicly Traded, plus adjustments.',
  ),
  report(
    'cashFlowActivity',
    paths.cashFlowActivity,
    'Cash Flow Activity',
    'Contributions and distributions by category for a fund, its investors and a time range.',
  ),
  report(
    'portfolioPerformance',
    paths.portfolioPerformance,
    'Portfolio Performance',
    'The portfolio performance embedded report.',
  ),
  report(
    'diversificationAnalysis',
    paths.diversificationAnalysis,
    'Diversification Analysis',
    'The diversification analysis embedded report.',
  ),
  {
    path: paths.administration,
    title: 'Administration',
    planned: 'Two tiles: Reports and Impersonate user.',
    gate: 'administration',
  },
  {
    path: paths.administrationReports,
    title: 'Administration Reports',
    planned: 'The terms acceptance report and the document user-activity report, downloaded as spreadsheets.',
    gate: 'administration',
  },
  {
    path: paths.impersonate,
    title: 'Impersonate user',
    screen: screen(
      () => import('../../screens/Impersonate'),
      (m) => m.ImpersonateScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.insightsHub,
    title: 'Global Insights',
    planned: 'The insights hub, which opens in a new window.',
  },
  {
    path: paths.calendar,
    title: 'My Calendar',
    planned: 'Events in a list or a calendar, filtered by registration, month and keyword.',
    flag: 'calendar',
  },
  {
    path: `${paths.calendar}/:eventId`,
    title: 'Event',
    planned: 'One event, or a past event with its documents, videos and calendar file.',
    flag: 'calendar',
  },
  { path: paths.help, title: 'Help', planned: 'Answers to common questions, by topic, and the FAQ.' },
]

/** The routes still showing a placeholder (for the placeholder's own stories). */
export const plannedRoutes = portalRoutes.filter((route) => !route.screen)

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

/** Every screen and the placeholder, loaded now: for hosts that render without suspending (the stories). */
export async function loadedResolver(): Promise<ScreenResolver> {
  const loaders = [...portalRoutes.flatMap((route) => (route.screen ? [route.screen] : [])), loadPlanned]
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

/** The element a route renders: its screen (or placeholder) behind its gate. */
export function routeElement(route: PortalRoute, resolver: ScreenResolver = lazyResolver): ReactNode {
  if (route.screen) {
    const Screen = resolver(route.screen)
    return gated(route, <Screen />)
  }
  const Planned = resolver(loadPlanned)
  return gated(route, <Planned title={route.title} summary={route.planned ?? ''} />)
}
