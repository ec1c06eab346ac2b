import { type ComponentType } from 'react'
import { matchPath, type Params } from 'react-router-dom'
import {
  accountSummaryLabels,
  navigationTabTexts,
  pageTitleTexts,
  pathPatterns,
  paths,
  reportLabels,
  userMenuTexts,
  utilityMenuTexts,
  type FeatureFlags,
  type HelpSuffix,
  type NavTabKey,
  type ReportKey,
} from '../../domain'

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
  /**
   * The page's title, unique among the routes: the document title is it and the portal's name; a page about one
   * item (a fund, a data room, an event) puts the item's name in front.
   */
  title: string
  /** The help topic the header's help icon opens on this page (spec §2.4). */
  help: HelpSuffix
  /** The navigation tab marked as the current page's, if any. */
  tab?: NavTabKey
  /** An administration page: the administration tabs and no investor-group dropdown (spec §2.3). */
  administration?: true
}

const report = (key: ReportKey, path: string, title: string) =>
  ({
    path,
    gate: { report: key },
    title,
    help: key === 'accountSummary' || key === 'accountSummaryAlpInvest' ? 'accounts' : 'reports',
    tab: 'reporting',
  }) as const

/**
 * Every page of the portal inside its layout (spec §2.1): a new screen is one entry here. The portal's routes
 * and the screens' stories read it.
 */
export const portalRoutes: readonly PortalRoute[] = [
  {
    path: paths.home,
    title: pageTitleTexts.home,
    help: 'home',
    screen: screen(
      () => import('../../screens/Home'),
      (m) => m.HomeScreen,
    ),
  },
  {
    path: paths.documents,
    title: pageTitleTexts.documents,
    help: 'documents',
    tab: 'documents',
    screen: screen(
      () => import('../../screens/Documents'),
      (m) => m.DocumentsScreen,
    ),
  },
  {
    path: paths.profile,
    title: pageTitleTexts.profile,
    help: 'login',
    screen: screen(
      () => import('../../screens/Profile'),
      (m) => m.ProfileScreen,
    ),
  },
  {
    path: paths.dataRooms,
    title: pageTitleTexts.dataRooms,
    help: 'datarooms',
    tab: 'dataRooms',
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomsScreen,
    ),
  },
  {
    path: pathPatterns.dataRoom,
    title: pageTitleTexts.dataRoom,
    help: 'datarooms',
    tab: 'dataRooms',
    screen: screen(
      () => import('../../screens/DataRooms'),
      (m) => m.DataRoomScreen,
    ),
  },
  {
    path: pathPatterns.fundProfile,
    title: pageTitleTexts.fundProfile,
    help: 'funds',
    tab: 'funds',
    screen: screen(
      () => import('../../screens/FundProfile'),
      (m) => m.FundProfileScreen,
    ),
    gate: 'fundProfile',
  },
  {
    ...report('accountSummary', paths.accountSummary, accountSummaryLabels.lineOne),
    screen: screen(
      () => import('../../screens/reports/accountSummary/AccountSummaryScreen'),
      (m) => m.AccountSummaryScreen,
    ),
  },
  {
    ...report('accountSummaryAlpInvest', paths.accountSummaryAlpInvest, accountSummaryLabels.lineTwo),
    screen: screen(
      () => import('../../screens/reports/embeddedReports/EmbeddedReportScreen'),
      (m) => m.LineTwoAccountSummaryScreen,
    ),
  },
  {
    ...report(
      'capitalAccountStatement',
      paths.capitalAccountStatement,
      pageTitleTexts.capitalAccountStatement,
    ),
    screen: screen(
      () => import('../../screens/reports/capitalAccountStatement/CapitalAccountStatementScreen'),
      (m) => m.CapitalAccountStatementScreen,
    ),
  },
  {
    ...report('scheduleOfInvestments', paths.scheduleOfInvestments, pageTitleTexts.scheduleOfInvestments),
    screen: screen(
      () => import('../../screens/reports/scheduleOfInvestments/ScheduleOfInvestmentsScreen'),
      (m) => m.ScheduleOfInvestmentsScreen,
    ),
  },
  {
    ...report('cashFlowActivity', paths.cashFlowActivity, pageTitleTexts.cashFlowActivity),
    screen: screen(
      () => import('../../screens/reports/cashFlowActivity/CashFlowActivityScreen'),
      (m) => m.CashFlowActivityScreen,
    ),
  },
  {
    ...report('capitalActivity', paths.capitalActivity, pageTitleTexts.capitalActivity),
    screen: screen(
      () => import('../../screens/reports/capitalActivity/CapitalActivityScreen'),
      (m) => m.CapitalActivityScreen,
    ),
  },
  {
    ...report('exposure', paths.exposure, pageTitleTexts.exposure),
    screen: screen(
      () => import('../../screens/reports/portfolioAnalytics/ExposureScreen'),
      (m) => m.ExposureScreen,
    ),
  },
  {
    ...report('commitments', paths.commitments, pageTitleTexts.commitments),
    screen: screen(
      () => import('../../screens/reports/portfolioAnalytics/CommitmentsScreen'),
      (m) => m.CommitmentsScreen,
    ),
  },
  {
    ...report('portfolioPerformance', paths.portfolioPerformance, reportLabels.portfolioPerformance),
    screen: screen(
      () => import('../../screens/reports/embeddedReports/EmbeddedReportScreen'),
      (m) => m.PortfolioPerformanceScreen,
    ),
  },
  {
    ...report('diversificationAnalysis', paths.diversificationAnalysis, reportLabels.diversificationAnalysis),
    screen: screen(
      () => import('../../screens/reports/embeddedReports/EmbeddedReportScreen'),
      (m) => m.DiversificationAnalysisScreen,
    ),
  },
  {
    path: paths.administration,
    title: utilityMenuTexts.administration,
    help: 'home',
    administration: true,
    screen: screen(
      () => import('../../screens/Administration'),
      (m) => m.AdministrationScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.administrationReports,
    title: navigationTabTexts.reports,
    help: 'home',
    tab: 'reports',
    administration: true,
    screen: screen(
      () => import('../../screens/Administration'),
      (m) => m.AdministrationReportsScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.impersonate,
    title: userMenuTexts.impersonateUser,
    help: 'home',
    tab: 'impersonateUser',
    administration: true,
    screen: screen(
      () => import('../../screens/Impersonate'),
      (m) => m.ImpersonateScreen,
    ),
    gate: 'administration',
  },
  {
    path: paths.insightsHub,
    title: navigationTabTexts.globalInsights,
    help: 'home',
    tab: 'globalInsights',
    screen: screen(
      () => import('../../screens/InsightsHub'),
      (m) => m.InsightsHubScreen,
    ),
  },
  {
    path: paths.calendar,
    title: navigationTabTexts.myCalendar,
    help: 'home',
    tab: 'myCalendar',
    screen: screen(
      () => import('../../screens/Calendar'),
      (m) => m.CalendarScreen,
    ),
    flag: 'calendar',
  },
  {
    path: pathPatterns.calendarEvent,
    title: pageTitleTexts.event,
    help: 'home',
    tab: 'myCalendar',
    screen: screen(
      () => import('../../screens/Calendar'),
      (m) => m.EventScreen,
    ),
    flag: 'calendar',
  },
  {
    path: paths.help,
    title: pageTitleTexts.help,
    help: 'home',
    screen: screen(
      () => import('../../screens/Help'),
      (m) => m.HelpScreen,
    ),
  },
]

/** The route table's entry of a path and its parameters, or null (a redirect or an unknown path). */
export function matchPortalRoute(pathname: string): { route: PortalRoute; params: Params } | null {
  for (const route of portalRoutes) {
    const match = matchPath({ path: route.path, end: true }, pathname)
    if (match) return { route, params: match.params }
  }
  return null
}
