import { useState } from 'react'
import { EmbeddedReport, FilterBar, Muted, Select, Stack } from '../../../components'
import {
  reportTexts,
  embeddedReportId,
  type EmbeddedReportName,
  formatDate,
  LINE_TWO_CURRENCIES,
  type LineTwoCurrency,
  lineTwoCurrencyFilter,
  lineTwoCurrencyOf,
  optionsOf,
  preferenceValue,
  rejectionTexts,
  reportLabels,
} from '../../../domain'
import { hasFailed, loadedData, optionalOneOfFilter, useResourceScope } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { accountSummaryTexts } from '../accountSummary/texts'
import { reportScreenTexts } from '../shared/texts'
import { embeddedReportScreenTexts as texts } from './texts'
import { ReportScreen } from '../shared/ReportScreen'
import { useEmbedToken } from './useEmbedToken'
import { useReportFilters } from '../shared/useReportFilters'
import { useEmbedUrl } from './resources'

const filterSchema = { currency: optionalOneOfFilter<LineTwoCurrency>(LINE_TWO_CURRENCIES) }

export interface EmbeddedReportScreenProps {
  reportName: EmbeddedReportName
  title: string
  /** The line-two account summary: a currency choice, applied to the report as a filter. */
  withCurrency?: boolean
}

/**
 * A line-two report (spec §1, §2.5): the report service's page embedded with the shared embed token (§4), its
 * 'as of' date, and for the account summary the currency (the AlpInvestDefaultCurrency preference of the user the
 * portal acts for first, the impersonated user's while impersonating), handed to the loaded report as a filter.
 * The token, the URL or the report failing shows 'Failed to load report' with a retry; an URL answered 204 says the
 * report has no data.
 */
export function EmbeddedReportScreen({ reportName, title, withCurrency = false }: EmbeddedReportScreenProps) {
  const { formats, preferences } = usePortalSession()
  const scope = useResourceScope()
  const [filters, change] = useReportFilters(filterSchema)
  const token = useEmbedToken(`${scope.user}`)
  const [attempt, setAttempt] = useState(0)
  const [frameFailed, setFrameFailed] = useState(false)
  const embed = useEmbedUrl(reportName, attempt)
  // The session's preferences are the impersonated user's while impersonating (spec §4): the user record of an
  // impersonation is a lookup that carries none, so reading them from it would fall back to USD.
  const currency =
    filters.currency ?? lineTwoCurrencyOf(preferenceValue(preferences, 'AlpInvestDefaultCurrency'))

  const retry = () => {
    setFrameFailed(false)
    if (token.error) token.retry()
    if (hasFailed(embed)) setAttempt((n) => n + 1)
  }
  const failed = frameFailed || token.error !== null || hasFailed(embed)
  const report = loadedData(embed)

  const filterBar = withCurrency && (
    <FilterBar label={reportScreenTexts.filtersLabel}>
      <Select<LineTwoCurrency>
        label={reportScreenTexts.reportingCurrency}
        options={optionsOf(LINE_TWO_CURRENCIES)}
        value={currency}
        onChange={(value) => change({ currency: value })}
      />
    </FilterBar>
  )

  return (
    <ReportScreen title={title} filters={filterBar}>
      <Stack $gap="sm">
        {report?.reportingDate && (
          <Muted>
            {reportScreenTexts.asOf(formatDate(report.reportingDate, formats.dateFormat))}
            {withCurrency && ` · ${texts.inCurrency(currency)}`}
          </Muted>
        )}
        {failed ? (
          <EmbeddedReport
            title={title}
            status="error"
            message={rejectionTexts.embeddedReport}
            onRetry={retry}
          />
        ) : report === null ? (
          <EmbeddedReport title={title} status="empty" message={reportTexts.noData} />
        ) : !report || !token.token ? (
          <EmbeddedReport title={title} status="loading" />
        ) : (
          <EmbeddedReport
            key={`${report.embedUrl}:${attempt}`}
            title={title}
            status="ready"
            embedUrl={report.embedUrl}
            reportId={embeddedReportId(report.embedUrl, reportName)}
            accessToken={token.token.token}
            filters={withCurrency ? [lineTwoCurrencyFilter(currency)] : undefined}
            onError={() => setFrameFailed(true)}
          />
        )}
      </Stack>
    </ReportScreen>
  )
}

/** /reporting/portfolio-performance. */
export const PortfolioPerformanceScreen = () => (
  <EmbeddedReportScreen reportName="PortfolioPerformance" title={reportLabels.portfolioPerformance} />
)

/** /reporting/diversification-analysis. */
export const DiversificationAnalysisScreen = () => (
  <EmbeddedReportScreen reportName="DiversificationAnalysis" title={reportLabels.diversificationAnalysis} />
)

/** /reporting/account-summary/{line two}: in one of the six line-two currencies. */
export const LineTwoAccountSummaryScreen = () => (
  <EmbeddedReportScreen reportName="AccountSummary" title={accountSummaryTexts.title} withCurrency />
)
