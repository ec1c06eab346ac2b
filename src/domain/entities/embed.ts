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
