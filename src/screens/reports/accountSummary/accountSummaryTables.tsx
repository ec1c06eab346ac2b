import { useState } from 'react'
import { ReportTable, Stack, Muted, type ReportColumn, type ReportGroup } from '../../../components'
import {
  formatCommitment,
  formatDate,
  formatFundTypePercent,
  formatMoic,
  fundTypeGroups,
  percentagesOfTotal,
  summaryTotalsInUSD,
  USD_AGGREGATION_NOTE,
  type FundTypeRow,
  type SummaryFundRow,
  type UserFormats,
} from '../../../domain'
import { accountSummaryTexts as texts } from './texts'

/** A fund's line with its name and fund type (the entitled fund's type). */
export interface NamedFundRow extends SummaryFundRow {
  fundName: string
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

/** Amounts with 0 decimals as commitments, net MOIC with 2 and 'x' ('-' when nothing was contributed). */
const amountColumns = <R extends AmountColumnRow>(): ReportColumn<R>[] => [
  amountColumn('commitment', texts.commitment),
  amountColumn('remainingCommitments', texts.remainingCommitments),
  amountColumn('totalContributedCapital', texts.contributedCapital),
  amountColumn('totalDistributions', texts.distributions),
  amountColumn('capitalAccountAtFairValue', texts.capitalAccountAtFairValue),
  { key: 'netMoic', header: texts.netMoic, kind: 'number', value: (r) => r.netMoic, format: formatMoic },
]

type SummaryLine =
  | NamedFundRow
  | (ReturnType<typeof summaryTotalsInUSD> & {
      reportingCurrency: string
      reportingDate: string
      fundName: string
    })

/** A fund type's subtotal as a line of the summary: named for its fund type, in USD. */
const subtotalLine = (subtotal: FundTypeRow): SummaryLine => ({
  ...subtotal,
  fundName: texts.subtotalUSD(subtotal.fundType),
  reportingCurrency: subtotal.currency,
})

export interface AccountSummaryTablesProps {
  rows: readonly NamedFundRow[]
  reportingDate: string
  formats: UserFormats
}

/**
 * The account summary's fund-type tables (spec §2.5): the summary by fund (grouped by fund type, each fund in its
 * currency, each fund type's subtotal and the total in USD), then remaining commitment and capital account at
 * fair value by fund type in USD with each type's share (1 decimal), and the USD aggregation note. A fund type
 * collapses to its subtotal and expands to its funds again; every one starts expanded.
 */
export function AccountSummaryTables({ rows, reportingDate, formats }: AccountSummaryTablesProps) {
  const { numberFormat, dateFormat } = formats
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set())
  const toggle = (fundType: string) =>
    setCollapsed((before) => {
      const after = new Set(before)
      if (!after.delete(fundType)) after.add(fundType)
      return after
    })
  const asOf = (date: string) => formatDate(date, dateFormat)
  const total: SummaryLine = {
    ...summaryTotalsInUSD(rows),
    fundName: texts.totalUSD,
    reportingCurrency: 'USD',
    reportingDate,
  }
  const summaryColumns: ReportColumn<SummaryLine>[] = [
    { key: 'fund', header: texts.fund, value: (r) => r.fundName },
    { key: 'currency', header: texts.currency, value: (r) => r.reportingCurrency },
    { key: 'asOf', header: texts.asOf, value: (r) => asOf(r.reportingDate) },
    ...amountColumns<SummaryLine>(),
  ]
  const byFundType = fundTypeGroups(rows, (row) => row.fundType)
  const summaryGroups = byFundType.map(({ fundType, funds, subtotal }): ReportGroup<SummaryLine> => ({
    id: fundType,
    label: fundType,
    rows: funds,
    subtotal: subtotalLine(subtotal),
    subtotalLabel: texts.subtotalUSD(fundType),
    disclosure: {
      expanded: !collapsed.has(fundType),
      onToggle: () => toggle(fundType),
      name: texts.fundTypeFunds(fundType),
    },
  }))
  // The by-fund-type tables show the same subtotals, each with its share of the total.
  const typeRows = byFundType.map((group) => group.subtotal)
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
      <ReportTable
        caption={texts.summaryTable}
        columns={summaryColumns}
        groups={summaryGroups}
        total={total}
        totalLabel={texts.totalUSD}
        rowKey={(row) => ('fundId' in row ? String(row.fundId) : 'total')}
        numberFormat={numberFormat}
      />
      {shareTable(texts.remainingCommitmentTable, 'remainingCommitments', texts.remainingCommitments)}
      {shareTable(texts.fairValueTable, 'capitalAccountAtFairValue', texts.capitalAccountAtFairValue)}
      <Muted>{USD_AGGREGATION_NOTE}</Muted>
    </Stack>
  )
}
