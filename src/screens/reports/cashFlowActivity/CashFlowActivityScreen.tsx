import { Message, Panel } from '../../../components'
import {
  reportTexts,
  CASH_FLOW_TIME_RANGES,
  cashFlowRange,
  cashFlowReportRequest,
  cashFlowTypes,
  cashFlowYears,
  DEFAULT_CASH_FLOW_TIME_RANGE,
  exactRange,
  investorsAfterFundChange,
  investorsOfFund,
  successTexts,
  warningTexts,
  type CashFlowTimeRange,
  type Quarter,
} from '../../../domain'
import { api } from '../../../api'
import {
  flagFilter,
  integerFilter,
  keyListFilter,
  loadedData,
  oneOfFilter,
  textFilter,
  useFileExport,
  useToday,
} from '../../kit'
import { usePortalSession } from '../../portalSession'
import { cashFlowScreenTexts as texts } from './texts'
import { CashFlowFilters } from './CashFlowFilters'
import { CashFlowReport } from './CashFlowReport'
import { ReportBody, ReportOptionsBody } from '../shared/ReportBody'
import { ReportScreen } from '../shared/ReportScreen'
import { useReportFilters } from '../shared/useReportFilters'
import { useCashFlowOptions, useCashFlowReport } from './resources'

const filterSchema = {
  fund: textFilter,
  investors: keyListFilter,
  range: oneOfFilter<CashFlowTimeRange>(CASH_FLOW_TIME_RANGES, DEFAULT_CASH_FLOW_TIME_RANGE),
  startYear: integerFilter,
  startQuarter: integerFilter,
  endYear: integerFilter,
  endQuarter: integerFilter,
  contributions: flagFilter,
  distributions: flagFilter,
}

/**
 * Cash flow activity (spec §2.5, §4, /reporting/cash-flow-activity): fund and investor accounts from
 * FundCashflows/filters (a new fund keeps only the accounts it also has), the time range (an exact range waits
 * for both ends and refuses an end before its start), the types; the activity by date with each type's total,
 * the quarterly chart with the cumulative net line, and 'Export as Excel' (FundCashflows/ReportDownload).
 */
export function CashFlowActivityScreen() {
  const { formats } = usePortalSession()
  const today = useToday()
  const [filters, change] = useReportFilters(filterSchema)
  const options = useCashFlowOptions()
  const mapping = loadedData(options)?.fundToInvestorsMapping ?? []
  const funds = mapping.map((entry) => entry.fundName)
  const fund = funds.includes(filters.fund) ? filters.fund : (funds[0] ?? null)
  const investors = investorsOfFund(mapping, fund)

  const exact = exactRange(
    { year: filters.startYear, quarter: filters.startQuarter as Quarter | null },
    { year: filters.endYear, quarter: filters.endQuarter as Quarter | null },
  )
  const range =
    filters.range !== 'EXACT_DATE_RANGE'
      ? cashFlowRange(filters.range, today)
      : exact.status === 'ready'
        ? exact
        : null
  const request =
    fund && range
      ? cashFlowReportRequest({
          fund,
          investors: investorsAfterFundChange(filters.investors, investors),
          timePeriod: filters.range,
          startDate: range.startDate,
          endDate: range.endDate,
          types: cashFlowTypes(filters),
        })
      : null

  const report = useCashFlowReport(request)
  const download = useFileExport(
    request && ((signal) => api.reporting.downloadCashFlowReport(request, { signal })),
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )

  const filterBar = fund && (
    <CashFlowFilters
      values={{ ...filters, fund }}
      funds={funds}
      investors={investors}
      years={cashFlowYears(today)}
      onFundChange={(next) =>
        change({
          fund: next,
          investors: investorsAfterFundChange(filters.investors, investorsOfFund(mapping, next)),
        })
      }
      onChange={change}
    />
  )

  return (
    <ReportScreen title={texts.title} filters={filterBar} download={download} exportable={Boolean(request)}>
      {!fund ? (
        <ReportOptionsBody state={options} />
      ) : !request ? (
        <Panel>
          <Message role={exact.status === 'endBeforeStart' ? 'alert' : undefined}>
            {exact.status === 'endBeforeStart' ? texts.endBeforeStart : texts.chooseRange}
          </Message>
        </Panel>
      ) : (
        <ReportBody state={report} isEmpty={(rows) => rows.length === 0} noDataText={reportTexts.noData}>
          {(rows) => <CashFlowReport rows={rows} fund={fund} formats={formats} />}
        </ReportBody>
      )}
    </ReportScreen>
  )
}
