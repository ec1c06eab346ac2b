/** GET entitlements/v1/reports/EmbedToken. expiration is an ISO date or epoch milliseconds. */
export interface EmbedToken {
  token: string
  expiration: string | number
}

export const EMBEDDED_REPORT_NAMES = [
  'AccountSummary',
  'PortfolioPerformance',
  'DiversificationAnalysis',
] as const

export type EmbeddedReportName = (typeof EMBEDDED_REPORT_NAMES)[number]

/** GET /entitlements/v1/reports/{reportName}/EmbedUrl. */
export interface EmbedUrl {
  embedUrl: string
  reportingDate?: string | null
}

/** A filter the portal sets on an embedded report: a column limited to some values (the line-two currency). */
export interface EmbeddedReportFilter {
  table: string
  column: string
  values: string[]
}
