import { lazy, Suspense, useState } from 'react'
import {
  DataGrid,
  Facts,
  LoadingMessage,
  Message,
  Panel,
  ReportTable,
  SectionHeading,
  Stack,
  type DataGridColumn,
} from '../../components'
import {
  capitalAccountReportTexts,
  CASH_FLOW_TIME_RANGES,
  cashFlowByQuarter,
  cashFlowRange,
  cashFlowReportRequest,
  cashFlowSubtotals,
  cashFlowTypes,
  cashFlowYears,
  DEFAULT_CASH_FLOW_TIME_RANGE,
  exactRange,
  formatNumber,
  investorsAfterFundChange,
  investorsOfFund,
  successTexts,
  warningTexts,
  type CashFlowRow,
  type CashFlowTimeRange,
  type Quarter,
} from '../../domain'
import { api, requestContext } from '../../api'
import {
  flagFilter,
  integerFilter,
  keyListFilter,
  oneOfFilter,
  textFilter,
  useFileExport,
  useResource,
} from '../kit'
import { usePortalSession } from '../portalSession'
import { cashFlowScreenTexts as texts } from '../texts'
import { CashFlowFilters } from './CashFlowFilters'
import { ReportBody, ReportOptionsBody } from './ReportBody'
import { ReportScreen } from './ReportScreen'
import { useReportFilters } from './useReportFilters'
import { useReportScope } from './useReportScope'

/** The chart library loads with the chart, on this report only. */
const CashFlowChart = lazy(() => import('../../components/data/CashFlowChart/CashFlowChart'))

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

const columns: ReadonlyArray<DataGridColumn<DatedRow>> = [
  { key: 'date', header: texts.date, type: 'date', value: (row) => row.date, width: 140 },
  { key: 'type', header: texts.type, value: (row) => row.type, width: 130 },
  { key: 'category', header: texts.category, value: (row) => row.category },
  { key: 'investor', header: texts.investor, value: (row) => row.investorName },
  { key: 'currency', header: texts.currency, value: (row) => row.currency, width: 100 },
  { key: 'amount', header: texts.amount, type: 'currency', value: (row) => row.amount, width: 160 },
]

type DatedRow = CashFlowRow & { rowId: number }

/** The activity by date, each row numbered (two payments can be alike in every field). */
const byDate = (rows: readonly CashFlowRow[]): DatedRow[] =>
  [...rows].sort((a, b) => a.date.localeCompare(b.date)).map((row, rowId) => ({ ...row, rowId }))

/**
 * Cash flow activity (spec §2.5, §4, /reporting/cash-flow-activity): fund and investor accounts from
 * FundCashflows/filters (a new fund keeps only the accounts it also has), the time range (an exact range waits
 * for both ends and refuses an end before its start), the types; the activity by date with each type's total,
 * the quarterly chart with the cumulative net line, and 'Export as Excel' (FundCashflows/ReportDownload).
 */
export function CashFlowActivityScreen() {
  const { formats } = usePortalSession()
  const scope = useReportScope()
  const [today] = useState(() => requestContext.now())
  const [filters, change] = useReportFilters(filterSchema)
  const options = useResource({ call: 'cashFlowFilters', ...scope }, (signal) =>
    api.reporting.getCashFlowOptions({ signal }),
  )
  const mapping = options.status === 'fulfilled' ? options.data.fundToInvestorsMapping : []
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

  const report = useResource(request && { ...scope, ...request }, (signal) =>
    api.reporting.getCashFlowReport(request!, { signal }),
  )
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

  const amount = (value: number) => formatNumber(value, { decimals: 2, numberFormat: formats.numberFormat })

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
        <ReportBody
          state={report}
          isEmpty={(rows) => rows.length === 0}
          noDataText={capitalAccountReportTexts.noData}
        >
          {(rows) => {
            const subtotals = cashFlowSubtotals(rows)
            const quarters = cashFlowByQuarter(rows)
            return (
              <Stack>
                <Facts>
                  <dt>{texts.contributions}</dt>
                  <dd>{amount(subtotals.Contribution)}</dd>
                  <dt>{texts.distributions}</dt>
                  <dd>{amount(subtotals.Distribution)}</dd>
                </Facts>
                <Panel aria-labelledby="cash-flow-chart">
                  <Stack $gap="md">
                    <SectionHeading id="cash-flow-chart">{texts.chartTitle}</SectionHeading>
                    <Suspense fallback={<LoadingMessage label={texts.loadingChart} />}>
                      <CashFlowChart
                        quarters={quarters}
                        numberFormat={formats.numberFormat}
                        labels={{
                          contributions: texts.contributions,
                          distributions: texts.distributions,
                          cumulativeNet: texts.cumulativeNet,
                        }}
                      />
                    </Suspense>
                    <ReportTable
                      caption={texts.quarterTable}
                      columns={[
                        { key: 'quarter', header: texts.quarter, value: (q) => q.label },
                        {
                          key: 'contributions',
                          header: texts.contributions,
                          kind: 'number',
                          value: (q) => q.contributions,
                        },
                        {
                          key: 'distributions',
                          header: texts.distributions,
                          kind: 'number',
                          value: (q) => q.distributions,
                        },
                        {
                          key: 'net',
                          header: texts.cumulativeNet,
                          kind: 'number',
                          value: (q) => q.cumulativeNet,
                        },
                      ]}
                      groups={[{ id: 'quarters', label: '', rows: quarters }]}
                      rowKey={(q) => q.key}
                      numberFormat={formats.numberFormat}
                    />
                  </Stack>
                </Panel>
                <DataGrid
                  label={texts.tableCaption(fund)}
                  rows={byDate(rows)}
                  columns={columns}
                  getRowId={(row) => row.rowId}
                  rowLabel={(row) => `${row.category} ${row.date}`}
                  formats={formats}
                  height={480}
                />
              </Stack>
            )
          }}
        </ReportBody>
      )}
    </ReportScreen>
  )
}
