import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import {
  EMBEDDED_REPORT_NAMES,
  LINE_TWO_CURRENCIES,
  viewPermissionsFrom,
  type EmbeddedReportName,
  type LineTwoCurrency,
} from '../../../src/domain'
import { dataset } from '../../dataset'
import { demoReportData } from '../../reports/demoData'
import { DEMO_REPORT_PAGE, demoReportService } from '../../reports/service'
import { quarterAt } from '../../seed/dates'
import { fail, route, type Call } from '../route'

const lineTwoPermissions = (call: Call) => viewPermissionsFrom(call.user.segmentFunction)

const EMBED_PERMISSION: Record<
  EmbeddedReportName,
  'accountSummaryAlpInvest' | 'portfolioPerformance' | 'diversificationAnalysis'
> = {
  AccountSummary: 'accountSummaryAlpInvest',
  PortfolioPerformance: 'portfolioPerformance',
  DiversificationAnalysis: 'diversificationAnalysis',
}

const EMBED_TOKEN_LIFETIME_MS = 3_600_000
const embedTokenOf = (persona: string, hour: number) => `mock-embed-${persona}-${hour}`

/** The embed token the demo provider answers a persona now (for stories that embed a report directly). */
export const currentEmbedToken = (persona: string): string =>
  embedTokenOf(persona, Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS))

/** A demo report page's embed URL for a persona, with the provider under `apiBase` (stories). */
export const demoReportUrl = (report: EmbeddedReportName, userId: string, apiBase: string): string =>
  `${DEMO_REPORT_PAGE}?${new URLSearchParams({ report, reportId: `demo-${report}`, user: userId, api: apiBase })}`

/** The line-two reports' embed token and URLs, and the demo report service behind them. */
export const embeddedReportHandlers = [
  route(endpoints.embedToken, (call) => {
    const view = lineTwoPermissions(call)
    if (!view.accountSummaryAlpInvest && !view.portfolioPerformance && !view.diversificationAnalysis)
      fail(403)
    // A real clock here: the portal refetches the token as it nears expiry (spec §4).
    return HttpResponse.json({
      token: embedTokenOf(call.persona, Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS)),
      expiration: new Date(Date.now() + EMBED_TOKEN_LIFETIME_MS).toISOString(),
    })
  }),

  route(endpoints.embedUrl, (call) => {
    const name = call.params.reportName as EmbeddedReportName
    if (!EMBEDDED_REPORT_NAMES.includes(name)) fail(404)
    if (!lineTwoPermissions(call)[EMBED_PERMISSION[name]]) fail(403)
    const reportingDate = quarterAt(dataset().latestQuarter).endDate
    // The demo report page, served with the portal (mocks/reports), reads its data back from this provider.
    const apiBase = call.url.href.slice(0, call.url.href.indexOf('/entitlements/'))
    const page = new URLSearchParams({
      report: name,
      reportId: `demo-${name}`,
      user: call.user.userId,
      api: apiBase,
    })
    return HttpResponse.json({ embedUrl: `${DEMO_REPORT_PAGE}?${page}`, reportingDate })
  }),

  // The demo report service: the data a demo report page draws, for the bearer of a current embed token.
  route(
    demoReportService.reportData,
    (call) => {
      const name = call.params.reportName as EmbeddedReportName
      if (!EMBEDDED_REPORT_NAMES.includes(name)) fail(404)
      const bearer = (call.request.headers.get('authorization') ?? '').replace(/^Bearer /, '')
      const hour = Math.floor(Date.now() / EMBED_TOKEN_LIFETIME_MS)
      if (bearer !== embedTokenOf(call.persona, hour) && bearer !== embedTokenOf(call.persona, hour - 1))
        fail(401)
      const currency = call.query.get('currency') ?? 'USD'
      if (!LINE_TWO_CURRENCIES.includes(currency as LineTwoCurrency))
        fail(400, ['currency is not a line-two currency.'])
      return HttpResponse.json(demoReportData(call.scope, name, currency))
    },
    { userLevel: true },
  ),
]
