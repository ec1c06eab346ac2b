import { lazy, useMemo } from 'react'
import {
  DataGrid,
  Facts,
  LazyChart,
  Panel,
  quarterColumns,
  ReportTable,
  SectionHeading,
  Stack,
  type DataGridColumn,
} from '../../../components'
import {
  cashFlowByQuarter,
  cashFlowSubtotals,
  formatNumber,
  type CashFlowQuarter,
  type CashFlowRow,
  type UserFormats,
} from '../../../domain'
import { cashFlowScreenTexts as texts } from './texts'

/** The chart library loads with the chart, on this report only. */
const CashFlowChart = lazy(() => import('../../../components/data/CashFlowChart/CashFlowChart'))

type DatedRow = CashFlowRow & { rowId: number }

const columns: ReadonlyArray<DataGridColumn<DatedRow>> = [
  { key: 'date', header: texts.date, type: 'date', value: (row) => row.date, width: 140 },
  { key: 'type', header: texts.type, value: (row) => row.type, width: 130 },
  { key: 'category', header: texts.category, value: (row) => row.category },
  { key: 'investor', header: texts.investor, value: (row) => row.investorName },
  { key: 'currency', header: texts.currency, value: (row) => row.currency, width: 100 },
  { key: 'amount', header: texts.amount, type: 'currency', value: (row) => row.amount, width: 160 },
]

const chartLabels = {
  contributions: texts.contributions,
  distributions: texts.distributions,
  cumulativeNet: texts.cumulativeNet,
}
const quarterTable = quarterColumns<keyof typeof chartLabels, CashFlowQuarter>(texts.quarter, chartLabels)

/** The activity by date, each row numbered (two payments can be alike in every field). */
const byDate = (rows: readonly CashFlowRow[]): DatedRow[] =>
  [...rows]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((row, rowId) => ({ ...row, rowId }))

export interface CashFlowReportProps {
  rows: readonly CashFlowRow[]
  fund: string
  formats: UserFormats
}

/**
 * A cash flow report: each type's total, the quarterly chart with the cumulative net line and its table (the
 * chart's accessible alternative), and the activity by date in a virtualised table. The derived lists are worked
 * out once per answer, not on every render (a report can hold 10,000 rows).
 */
export function CashFlowReport({ rows, fund, formats }: CashFlowReportProps) {
  const subtotals = useMemo(() => cashFlowSubtotals(rows), [rows])
  const quarters = useMemo(() => cashFlowByQuarter(rows), [rows])
  const dated = useMemo(() => byDate(rows), [rows])
  const amount = (value: number) => formatNumber(value, { decimals: 2, numberFormat: formats.numberFormat })
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
          <LazyChart
            loadingLabel={texts.loadingChart}
            chart={
              <CashFlowChart quarters={quarters} numberFormat={formats.numberFormat} labels={chartLabels} />
            }
            alternative={
              <ReportTable
                caption={texts.quarterTable}
                columns={quarterTable}
                groups={[{ id: 'quarters', label: '', rows: quarters }]}
                rowKey={(q) => q.key}
                numberFormat={formats.numberFormat}
              />
            }
          />
        </Stack>
      </Panel>
      <DataGrid
        label={texts.tableCaption(fund)}
        rows={dated}
        columns={columns}
        getRowId={(row) => row.rowId}
        rowLabel={(row) => `${row.category} ${row.date}`}
        formats={formats}
        height={480}
      />
    </Stack>
  )
}
