import { useMemo, useState } from 'react'
import { ReportTable, Stack, Muted, type ReportColumn, type ReportGroup } from '../../../components'
import {
  figureTraceTexts as traceTexts,
  formatCommitment,
  formatDate,
  formatFundTypePercent,
  formatIrr,
  formatMoic,
  fundTypeGroups,
  percentagesOfTotal,
  summaryTotalsInUSD,
  USD_AGGREGATION_NOTE,
  type CapitalAccountStatementReport,
  type FundTypeRow,
  type NumberFormat,
  type SummaryFundRow,
  type UserFormats,
} from '../../../domain'
import { accountSummaryTexts as texts } from './texts'
import {
  FigureButton,
  FiguresTie,
  useTracedFigures,
  type InvestorFlows,
  type TraceSubject,
} from '../../figureTrace'
import { loadedData, type Resource } from '../../kit'
import { summarySubject, useSummaryTies } from './summaryFigures'

/** A fund's line with its name, its name for the cash flows call (the entitled fund's) and its fund type. */
export interface NamedFundRow extends SummaryFundRow {
  fundName: string
  cashFlowName: string
  fundType: string
}

type AmountColumnRow = Pick<
  SummaryFundRow,
  | 'commitment'
  | 'remainingCommitments'
  | 'totalContributedCapital'
  | 'totalDistributions'
  | 'capitalAccountAtFairValue'
  | 'netMoic'
>

type Amount = Exclude<keyof AmountColumnRow, 'netMoic'>

/** An amount with 0 decimals, as commitments are shown. */
const amountColumn = <R extends AmountColumnRow>(key: Amount, header: string): ReportColumn<R> => ({
  key,
  header,
  kind: 'number',
  value: (r) => r[key],
  format: formatCommitment,
})

/** Amounts with 0 decimals as commitments. */
const amountColumns = <R extends AmountColumnRow>(): ReportColumn<R>[] => [
  amountColumn('commitment', texts.commitment),
  amountColumn('remainingCommitments', texts.remainingCommitments),
  amountColumn('totalContributedCapital', texts.contributedCapital),
  amountColumn('totalDistributions', texts.distributions),
  amountColumn('capitalAccountAtFairValue', texts.capitalAccountAtFairValue),
]

type SummaryLine = (
  | NamedFundRow
  | (ReturnType<typeof summaryTotalsInUSD> & {
      reportingCurrency: string
      reportingDate: string
      fundName: string
    })
) & {
  /** Its figures traced to the flows of its funds: one fund in its currency, a fund type or the total in USD. */
  subject: TraceSubject
  /** Whether the line is one fund's (the fund's reported IRR is only a fund's). */
  fund: boolean
}

/** A fund type's subtotal as a line of the summary: named for its fund type, in USD. */
const subtotalLine = (
  subtotal: FundTypeRow,
  funds: readonly NamedFundRow[],
  reportingDate: string,
): SummaryLine => ({
  ...subtotal,
  fundName: texts.subtotalUSD(subtotal.fundType),
  reportingCurrency: subtotal.currency,
  subject: summarySubject(texts.subtotalUSD(subtotal.fundType), funds, reportingDate, true),
  fund: false,
})

/** The summary's lines, made once for its rows: their subjects are what 'Your net IRR' is worked out for. */
function summaryLines(rows: readonly NamedFundRow[], reportingDate: string) {
  const byFund = new Map(
    rows.map((row): [NamedFundRow, SummaryLine] => [
      row,
      { ...row, subject: summarySubject(row.fundName, [row], reportingDate), fund: true },
    ]),
  )
  const groups = fundTypeGroups(rows, (row) => row.fundType).map((group) => ({
    ...group,
    subtotalRow: group.subtotal,
    subtotal: subtotalLine(group.subtotal, group.funds, reportingDate),
  }))
  const total: SummaryLine = {
    ...summaryTotalsInUSD(rows),
    fundName: texts.totalUSD,
    reportingCurrency: 'USD',
    reportingDate,
    subject: summarySubject(texts.totalUSD, rows, reportingDate, true),
    fund: false,
  }
  const subjects = [...byFund.values(), ...groups.map((group) => group.subtotal), total].map(
    (line) => line.subject,
  )
  return { byFund, groups, total, subjects }
}

export interface AccountSummaryTablesProps {
  rows: readonly NamedFundRow[]
  reportingDate: string
  formats: UserFormats
  /** The investor's cash flows in the funds: 'Your net IRR', 'How this is calculated' and some of the checks. */
  flows: Resource<InvestorFlows>
  /** The funds' statements by name (group-wide only): the capital account's check. */
  statements: Resource<ReadonlyMap<string, CapitalAccountStatementReport>> | null
}

/**
 * The account summary's fund-type tables (spec §2.5): the summary by fund (grouped by fund type, each fund in its
 * currency, each fund type's subtotal and the total in USD), then remaining commitment and capital account at
 * fair value by fund type in USD with each type's share (1 decimal), and the USD aggregation note. A fund type
 * collapses to its subtotal and expands to its funds again; every one starts expanded.
 */
export function AccountSummaryTables({
  rows,
  reportingDate,
  formats,
  flows,
  statements,
}: AccountSummaryTablesProps) {
  const { numberFormat, dateFormat } = formats
  const lines = useMemo(() => summaryLines(rows, reportingDate), [rows, reportingDate])
  const traced = useTracedFigures(flows, lines.subjects)
  const ties = useSummaryTies(rows, lines.byFund, traced, flows, statements)
  const loadedFlows = loadedData(flows)
  const pending = traced.working
  const traceable = (name: string) => (line: SummaryLine, text: string) =>
    name === traceTexts.fundNetIrr && !line.fund ? (
      text
    ) : (
      <FigureButton
        label={traceTexts.openTrace(name, text, line.fundName)}
        onOpen={() => traced.show(line.subject)}
        busy={pending}
      >
        {text}
      </FigureButton>
    )
  const whileLoading =
    (format: (value: number | null | undefined, numberFormat?: NumberFormat) => string) =>
    (value: number | null | undefined, numberFormat?: NumberFormat) =>
      pending ? traceTexts.loadingFigure : format(value, numberFormat)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = (fundType: string) =>
    setCollapsed((before) => {
      const after = new Set(before)
      if (!after.delete(fundType)) after.add(fundType)
      return after
    })
  const asOf = (date: string) => formatDate(date, dateFormat)
  const summaryColumns: ReportColumn<SummaryLine>[] = [
    { key: 'fund', header: texts.fund, value: (r) => r.fundName },
    { key: 'currency', header: texts.currency, value: (r) => r.reportingCurrency },
    { key: 'asOf', header: texts.asOf, value: (r) => asOf(r.reportingDate) },
    ...amountColumns<SummaryLine>(),
    {
      key: 'netMoic',
      header: texts.netMoic,
      kind: 'number',
      value: (r) => r.netMoic,
      format: formatMoic,
      render: traceable(texts.netMoic),
    },
    {
      key: 'yourIrr',
      header: traceTexts.yourNetIrr,
      kind: 'number',
      value: (line) => traced.traceOf(line.subject)?.irr ?? null,
      format: whileLoading(formatIrr),
      render: traceable(traceTexts.yourNetIrr),
    },
    {
      key: 'fundIrr',
      header: traceTexts.fundNetIrr,
      kind: 'number',
      value: (r) => (r.fund && 'fundId' in r ? loadedFlows?.reported.get(String(r.fundId))?.netIrr : null),
      format: whileLoading(formatIrr),
      render: traceable(traceTexts.fundNetIrr),
    },
  ]
  const summaryGroups = lines.groups.map(({ fundType, funds, subtotal }): ReportGroup<SummaryLine> => ({
    id: fundType,
    label: fundType,
    rows: funds.map((row) => lines.byFund.get(row)!),
    subtotal,
    subtotalLabel: texts.subtotalUSD(fundType),
    disclosure: {
      expanded: !collapsed.has(fundType),
      onToggle: () => toggle(fundType),
      name: texts.fundTypeFunds(fundType),
    },
  }))
  // The by-fund-type tables show the same subtotals, each with its share of the total.
  const typeRows = lines.groups.map((group) => group.subtotalRow)
  const shareTable = (
    caption: string,
    field: 'remainingCommitments' | 'capitalAccountAtFairValue',
    header: string,
  ) => {
    const shares = percentagesOfTotal(typeRows.map((row) => row[field]))
    const lines = typeRows.map((row, index) => ({ ...row, share: shares[index] ?? null }))
    const columns: ReportColumn<FundTypeRow & { share: number | null }>[] = [
      { key: 'fundType', header: texts.fundType, value: (r) => r.fundType },
      { key: 'currency', header: texts.currency, value: (r) => r.currency },
      { key: 'asOf', header: texts.asOf, value: (r) => asOf(r.reportingDate) },
      { key: field, header, kind: 'number', value: (r) => r[field], format: formatCommitment },
      {
        key: 'share',
        header: texts.percentOfTotal,
        kind: 'number',
        value: (r) => r.share,
        format: formatFundTypePercent,
      },
    ]
    const totalLine = {
      ...summaryTotalsInUSD(rows),
      fundType: texts.totalUSD,
      currency: 'USD',
      reportingDate,
      share: lines.length > 0 ? 100 : null,
    }
    return (
      <ReportTable
        caption={caption}
        columns={columns}
        groups={[{ id: field, label: '', rows: lines }]}
        total={totalLine}
        totalLabel={texts.totalUSD}
        rowKey={(row) => row.fundType}
        numberFormat={numberFormat}
      />
    )
  }
  return (
    <Stack>
      <FiguresTie state={ties} numberFormat={numberFormat} />
      <ReportTable
        caption={texts.summaryTable}
        columns={summaryColumns}
        groups={summaryGroups}
        total={lines.total}
        totalLabel={texts.totalUSD}
        rowKey={(row) => ('fundId' in row ? String(row.fundId) : 'total')}
        numberFormat={numberFormat}
      />
      {shareTable(texts.remainingCommitmentTable, 'remainingCommitments', texts.remainingCommitments)}
      {shareTable(texts.fairValueTable, 'capitalAccountAtFairValue', texts.capitalAccountAtFairValue)}
      <Muted>{USD_AGGREGATION_NOTE}</Muted>
      {traced.panel}
    </Stack>
  )
}
