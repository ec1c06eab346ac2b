import { endpoint } from '../../src/api/endpoints/endpoint'

/** The page of the demo report service, on the portal's own origin (built from mocks/reports/demo-report.html). */
export const DEMO_REPORT_PAGE = '/mocks/reports/demo-report.html'

/**
 * The demo report service's own call (not one of §7): a demo report page reads the data it draws from the
 * provider, for the bearer of a current embed token.
 */
export const demoReportService = {
  reportData: endpoint('GET', '/entitlements/v1/reports/{reportName}/DemoData'),
}
