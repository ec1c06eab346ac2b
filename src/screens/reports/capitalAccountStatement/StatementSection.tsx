import { memo } from 'react'
import {
  Message,
  Muted,
  Panel,
  ReportTable,
  SectionHeading,
  Row,
  Stack,
  type ReportColumn,
} from '../../../components'
import {
  reportTexts,
  formatCapitalAccountPercent,
  formatCommitment,
  formatDate,
  PERIODS,
  statementLines,
  viewCurrency,
  type CapitalAccountTemplate,
  type CapitalAccountView,
  type StatementLine,
  type UserFormats,
} from '../../../domain'
import { reportScreenTexts } from '../shared/texts'
import { capitalAccountStatementTexts as texts } from './texts'
import type { FundStatement } from './resources'

/** Amounts with 0 decimals (whole currency units, as commitments), percentages of the fund with 2 (spec §9). */
const columns: ReadonlyArray<ReportColumn<StatementLine>> = [
  { key: 'line', header: texts.line, value: (line) => line.label },
  ...PERIODS.map((period): ReportColumn<StatementLine> => ({
    key: period,
    header: period,
    kind: 'number',
    value: (line) => line.values[period],
    format: (value, numberFormat, line) =>
      line.kind === 'percentOfFund'
        ? formatCapitalAccountPercent(value, numberFormat)
        : formatCommitment(value, numberFormat),
  })),
]

export interface StatementSectionProps {
  statement: FundStatement
  view: CapitalAccountView
  template: CapitalAccountTemplate
  date: string
  currency: string
  formats: UserFormats
}

/** One fund's statement: its lines for the view and template, QTD, YTD and ITD side by side. */
export const StatementSection = memo(function StatementSection({
  statement,
  view,
  template,
  date,
  currency,
  formats,
}: StatementSectionProps) {
  const { fund } = statement
  const headingId = `statement-${String(fund.id)}`
  const shownCurrency =
    statement.status === 'loaded' ? (viewCurrency(statement.report, view) ?? currency) : currency
  return (
    <Panel aria-labelledby={headingId}>
      <Stack $gap="md">
        <Row $justify="space-between" $gap="sm" $align="baseline">
          <SectionHeading id={headingId}>{fund.name}</SectionHeading>
          <Muted>
            {reportScreenTexts.asOf(formatDate(date, formats.dateFormat))} ·{' '}
            {reportScreenTexts.inCurrency(shownCurrency)}
          </Muted>
        </Row>
        {statement.status === 'failed' && (
          <Message>
            <span role="alert">{statement.error}</span>
          </Message>
        )}
        {statement.status === 'noData' && <Message>{reportTexts.noData}</Message>}
        {statement.status === 'loaded' && (
          <ReportTable
            caption={texts.statementOf(fund.name)}
            hideCaption
            columns={columns}
            groups={[{ id: 'lines', label: '', rows: statementLines(statement.report, view, template) }]}
            rowKey={(line) => line.id}
            isTotalRow={(line) => Boolean(line.total)}
            numberFormat={formats.numberFormat}
          />
        )}
      </Stack>
    </Panel>
  )
})
