import { lazy, useMemo } from 'react'
import {
  Callout,
  LazyChart,
  Muted,
  Panel,
  quarterColumns,
  ReportTable,
  SectionHeading,
  Stack,
  TableDisclosure,
  type ReportColumn,
} from '../../../components'
import {
  commitmentRows,
  commitmentsSheets,
  commitmentsTexts as texts,
  formatCommitment,
  formatDate,
  formatFundTypePercent,
  pageTitleTexts,
  portfolioPacing,
  projectedCalls,
  reportFileName,
  successTexts,
  type CashFlowQuarter,
  type CommitmentRow,
  type DateFormat,
  type NumberFormat,
  type ProjectedQuarter,
} from '../../../domain'
import { ResourceView, useFileExport } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { ReportScreen } from '../shared/ReportScreen'
import { useCommitments, type CommitmentsData } from './resources'

/** The chart library loads with the chart, on this page only. */
const CashFlowChart = lazy(() => import('../../../components/data/CashFlowChart/CashFlowChart'))

const chartLabels = {
  contributions: texts.calls,
  distributions: texts.distributions,
  cumulativeNet: texts.cumulativeNet,
}
const pacingColumns = quarterColumns<keyof typeof chartLabels, CashFlowQuarter>(texts.quarter, chartLabels)
const projectionColumns: ReadonlyArray<ReportColumn<ProjectedQuarter>> = [
  { key: 'quarter', header: texts.quarter, value: (quarter) => quarter.label },
  { key: 'calls', header: texts.projected, kind: 'number', value: (quarter) => quarter.calls },
]

/** The page's figures, worked out once per answer. */
function commitmentFigures(data: CommitmentsData) {
  return {
    table: commitmentRows(data.funds, data.reportingDate),
    pacing: portfolioPacing(data.funds, data.reportingDate),
    projection: projectedCalls(data.funds, data.reportingDate),
  }
}

/**
 * Commitments (issue 65, /reporting/commitments): each fund's commitment, contributed and unfunded capital in USD as
 * the account summary gives them (their totals are the summary's), the share called, the investment period's end and
 * the last call; the portfolio's calls and distributions by quarter with the J-curve; and the next four quarters'
 * calls projected from the last four. 'Export as Excel' writes all three.
 */
export function CommitmentsScreen() {
  const { formats } = usePortalSession()
  const resource = useCommitments()
  const data = resource.status === 'fulfilled' ? resource.data : null
  const figures = useMemo(() => (data ? commitmentFigures(data) : null), [data])
  const workbook = useFileExport(
    figures && data && figures.table.rows.length > 0
      ? async (signal) => {
          const { workbookBlob } = await import('../../kit/workbook')
          return {
            blob: await workbookBlob(
              commitmentsSheets(figures.table, figures.pacing, figures.projection),
              formats.dateFormat,
              signal,
            ),
            fileName: reportFileName(texts.sheetName, data.reportingDate),
          }
        }
      : null,
    successTexts.fileGeneration,
  )
  return (
    <ReportScreen
      title={pageTitleTexts.commitments}
      download={workbook}
      exportable={Boolean(figures && figures.table.rows.length > 0)}
    >
      <ResourceView
        resource={resource}
        loadingLabel={texts.loading}
        reserveHeight
        isEmpty={() => !figures || figures.table.rows.length === 0}
        empty={texts.noCommitments}
      >
        {(loaded) =>
          loaded &&
          figures && (
            <Stack $gap="lg">
              <Muted>
                {texts.intro} {texts.asOf(formatDate(loaded.reportingDate, formats.dateFormat))}
              </Muted>
              <CommitmentsTable
                rows={figures.table.rows}
                totals={figures.table.totals}
                numberFormat={formats.numberFormat}
                dateFormat={formats.dateFormat}
              />
              <Pacing quarters={figures.pacing} numberFormat={formats.numberFormat} />
              <Projection quarters={figures.projection} numberFormat={formats.numberFormat} />
            </Stack>
          )
        }
      </ResourceView>
    </ReportScreen>
  )
}

type Totals = ReturnType<typeof commitmentRows>['totals']

/** One of a fund's amounts in USD, in whole units as the account summary shows commitments. */
const amount = (
  key: 'commitment' | 'contributed' | 'unfunded',
  header: string,
): ReportColumn<CommitmentRow> => ({
  key,
  header,
  kind: 'number',
  value: (row) => row[key],
  format: formatCommitment,
})

function CommitmentsTable({
  rows,
  totals,
  numberFormat,
  dateFormat,
}: {
  rows: readonly CommitmentRow[]
  totals: Totals
  numberFormat: NumberFormat
  dateFormat: DateFormat
}) {
  const c = texts.columns
  const total: CommitmentRow = {
    fundId: '',
    fund: texts.total,
    commitment: totals.commitment,
    contributed: totals.contributed,
    unfunded: totals.unfunded,
    calledPercent: totals.calledPercent,
    investmentPeriodEnd: null,
    lastCall: null,
  }
  // The total row names no date.
  const day = (row: CommitmentRow, value: string | null, none: string) =>
    row === total ? '' : value ? formatDate(value, dateFormat) : none
  const columns: ReadonlyArray<ReportColumn<CommitmentRow>> = [
    { key: 'fund', header: c.fund, value: (row) => row.fund },
    amount('commitment', c.commitment),
    amount('contributed', c.contributed),
    amount('unfunded', c.unfunded),
    {
      key: 'called',
      header: c.called,
      kind: 'number',
      value: (row) => row.calledPercent,
      format: formatFundTypePercent,
    },
    {
      key: 'period',
      header: c.investmentPeriodEnd,
      value: (row) => day(row, row.investmentPeriodEnd, texts.notStated),
    },
    {
      key: 'lastCall',
      header: c.lastCall,
      value: (row) => day(row, row.lastCall, texts.noCall),
    },
  ]
  return (
    <Stack $gap="xs">
      <ReportTable
        caption={texts.tableLabel}
        columns={columns}
        groups={[{ id: 'funds', label: '', rows }]}
        total={total}
        totalLabel={texts.total}
        rowKey={(row) => String(row.fundId)}
        numberFormat={numberFormat}
      />
      <Muted>{texts.tiesToSummary}</Muted>
    </Stack>
  )
}

function Pacing({
  quarters,
  numberFormat,
}: {
  quarters: readonly CashFlowQuarter[]
  numberFormat: NumberFormat
}) {
  return (
    <Panel aria-labelledby="pacing-heading">
      <Stack $gap="md">
        <SectionHeading id="pacing-heading">{texts.pacingHeading}</SectionHeading>
        <Muted>{texts.pacingIntro}</Muted>
        <LazyChart
          loadingLabel={texts.loadingChart}
          chart={<CashFlowChart quarters={quarters} numberFormat={numberFormat} labels={chartLabels} />}
          alternative={
            // Folded: twenty years of quarters would push the projection far down the page.
            <TableDisclosure
              id="pacing-table"
              title={texts.showPacingTable(quarters.length)}
              caption={texts.pacingTable}
              columns={pacingColumns}
              rows={[...quarters].reverse()}
              rowKey={(quarter) => quarter.key}
              numberFormat={numberFormat}
            />
          }
        />
      </Stack>
    </Panel>
  )
}

/** The projection, said to be one before any figure of it. */
function Projection({
  quarters,
  numberFormat,
}: {
  quarters: readonly ProjectedQuarter[]
  numberFormat: NumberFormat
}) {
  const none = quarters.every((quarter) => quarter.calls === 0)
  return (
    <Panel aria-labelledby="projection-heading">
      <Stack $gap="md">
        <SectionHeading id="projection-heading">{texts.projectionHeading}</SectionHeading>
        <Callout tone="info" role="note">
          <p>{texts.projectionNotice}</p>
        </Callout>
        {none ? (
          <Muted>{texts.noProjection}</Muted>
        ) : (
          <ReportTable
            caption={texts.projectionTable}
            columns={projectionColumns}
            groups={[{ id: 'projection', label: '', rows: quarters }]}
            rowKey={(quarter) => quarter.key}
            numberFormat={numberFormat}
          />
        )}
      </Stack>
    </Panel>
  )
}
