import { reportPaths, reportRoutePermission, type ReportKey } from './navigation'
import type { ViewPermissionKey, ViewPermissions } from './permissions'
import { reportLabels } from './texts/reportLabels'

// The reports menu of the navigation (spec §2.3): apart from the routing rules (./navigation), which the first
// load needs, as only the navigation tabs and the reports drawer draw it.

/** What showing a report in the menu needs: like the route, except line-one account summary (spec §2.1). */
export const reportMenuPermission: Record<ReportKey, ViewPermissionKey> = {
  ...reportRoutePermission,
  accountSummary: 'accountSummary',
}

export interface ReportMenuOption {
  report: ReportKey
  label: string
  path: string
}

export interface ReportMenuGroup {
  line: 'lineOne' | 'lineTwo' | 'portfolio'
  options: ReportMenuOption[]
}

const REPORT_MENU_LINES: ReadonlyArray<{ line: ReportMenuGroup['line']; reports: ReportKey[] }> = [
  {
    line: 'lineOne',
    // Capital activity (issue 64) after the spec's four: the calls and distributions with their notices.
    reports: [
      'accountSummary',
      'capitalAccountStatement',
      'scheduleOfInvestments',
      'cashFlowActivity',
      'capitalActivity',
    ],
  },
  {
    line: 'lineTwo',
    reports: ['accountSummaryAlpInvest', 'portfolioPerformance', 'diversificationAnalysis'],
  },
  {
    // The portfolio analytics (issue 65): across every fund, from line one's reports.
    line: 'portfolio',
    reports: ['exposure', 'commitments'],
  },
]

const menuLabel = (report: ReportKey): string =>
  report === 'accountSummaryAlpInvest' ? reportLabels.accountSummary : reportLabels[report]

/** The reports menu: options the user may view, groups without options omitted (spec §2.3). */
export function reportMenuGroups(permissions: ViewPermissions): ReportMenuGroup[] {
  return REPORT_MENU_LINES.map(({ line, reports }) => ({
    line,
    options: reports
      .filter((report) => permissions[reportMenuPermission[report]])
      .map((report) => ({ report, label: menuLabel(report), path: reportPaths[report] })),
  })).filter((group) => group.options.length > 0)
}
