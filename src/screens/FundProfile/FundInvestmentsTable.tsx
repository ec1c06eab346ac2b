import { useMemo } from 'react'
import { VirtualReportTable, type ReportColumn, type ReportGroup } from '../../components'
import {
  formatDate,
  formatMoic,
  formatScheduleAmount,
  fundInvestmentGroups,
  moicTotal,
  type FundInvestmentRow,
  type MoicComparison,
  type MoicComparisonColumns,
  type UserFormats,
} from '../../domain'
import type { FundMoicTotals, MoicGroupTotals } from '../../api'
import { fundProfileTexts as texts } from './texts'

/** A company, a status group's subtotal or the fund's total: the row's figures, with MOICs named as shown. */
interface ScheduleLine extends Pick<
  FundInvestmentRow,
  | 'acquisitionDate'
  | 'exitDate'
  | 'equityInvested'
  | 'cashReceived'
  | 'remainingFmv'
  | 'totalValue'
  | 'moic'
  | 'industry'
  | 'notes'
> {
  id: string
  name: string
  previousQuarterMoic?: number | null
  endPreviousYearMoic?: number | null
  sameQuarterPreviousYearMoic?: number | null
}

const lineKey = (line: ScheduleLine) => line.id

type Totals = Omit<MoicGroupTotals, 'investStatusDesc'>
/** A totals line: its MOIC is total value / equity invested (spec §5), whatever the provider rounded. */
const totalsLine = (id: string, name: string, totals: Totals): ScheduleLine => ({
  id,
  name,
  equityInvested: totals.equityInvested,
  cashReceived: totals.cashReceived,
  remainingFmv: totals.remainingFmv,
  totalValue: totals.totalValue,
  moic: moicTotal(totals.totalValue, totals.equityInvested),
})

export interface FundInvestmentsTableProps {
  caption: string
  rows: readonly FundInvestmentRow[]
  /** The MOIC totals (moictotals), null while loading or failed: then no subtotals or total. */
  totals: FundMoicTotals | null
  /** The comparison MOIC columns this quarter shows (spec §5). */
  comparisons: MoicComparisonColumns
  /** The fund's total MOIC at each comparison date (historic MOIC), for the total row. */
  historicTotals: Partial<Record<MoicComparison, number | null>>
  formats: UserFormats
}

/**
 * The Summary Investment Schedule's companies grouped by status with the status subtotals and the fund's total
 * (spec §2.5, §3): dates in the user's format, amounts with 1 decimal, MOIC with 2 decimals and 'x' (§9). The
 * previous-quarter MOIC is left out for Q1, the previous-year-end MOIC for Q4 (§5).
 */
export function FundInvestmentsTable({
  caption,
  rows,
  totals,
  comparisons,
  historicTotals,
  formats,
}: FundInvestmentsTableProps) {
  const { dateFormat } = formats
  const columns = useMemo(() => {
    const date = (pick: (line: ScheduleLine) => string | null | undefined) => (line: ScheduleLine) => {
      const value = pick(line)
      return value ? formatDate(value, dateFormat) : ''
    }
    const amount = (key: keyof ScheduleLine & string, header: string): ReportColumn<ScheduleLine> => ({
      key,
      header,
      kind: 'number',
      value: (line) => line[key] as number | null | undefined,
      format: (value, numberFormat) => (value === undefined ? '' : formatScheduleAmount(value, numberFormat)),
    })
    const moic = (key: keyof ScheduleLine & string, header: string): ReportColumn<ScheduleLine> => ({
      key,
      header,
      kind: 'number',
      value: (line) => line[key] as number | null | undefined,
      format: (value, numberFormat) => (value === undefined ? '' : formatMoic(value, numberFormat)),
    })
    const list: Array<ReportColumn<ScheduleLine> | false> = [
      { key: 'company', header: texts.company, value: (line) => line.name },
      { key: 'acquisitionDate', header: texts.acquisitionDate, value: date((line) => line.acquisitionDate) },
      { key: 'exitDate', header: texts.exitDate, value: date((line) => line.exitDate) },
      amount('equityInvested', texts.equityInvested),
      amount('cashReceived', texts.cashReceived),
      amount('remainingFmv', texts.remainingFmv),
      amount('totalValue', texts.totalValue),
      moic('moic', texts.moic),
      comparisons.previousQuarter && moic('previousQuarterMoic', texts.previousQuarterMoic),
      comparisons.previousYear && moic('endPreviousYearMoic', texts.endPreviousYearMoic),
      moic('sameQuarterPreviousYearMoic', texts.sameQuarterPreviousYearMoic),
      { key: 'industry', header: texts.industry, value: (line) => line.industry },
      { key: 'notes', header: texts.notes, value: (line) => line.notes },
    ]
    return list.filter((column): column is ReportColumn<ScheduleLine> => column !== false)
  }, [dateFormat, comparisons.previousQuarter, comparisons.previousYear])

  const groups = useMemo<ReportGroup<ScheduleLine>[]>(
    () =>
      fundInvestmentGroups(rows).map((group) => {
        const subtotal = totals?.groups.find((g) => g.investStatusDesc === group.status)
        return {
          id: group.status,
          label: group.status,
          rows: group.rows.map((row, index): ScheduleLine => ({
            id: `${group.status}-${index}`,
            name: row.companyName,
            acquisitionDate: row.acquisitionDate,
            exitDate: row.exitDate,
            equityInvested: row.equityInvested ?? null,
            cashReceived: row.cashReceived ?? null,
            remainingFmv: row.remainingFmv ?? null,
            totalValue: row.totalValue ?? null,
            moic: row.moic ?? moicTotal(row.totalValue, row.equityInvested),
            previousQuarterMoic: row.previousQuarterMOIC ?? null,
            endPreviousYearMoic: row.endPreviousYearMOIC ?? null,
            sameQuarterPreviousYearMoic: row.sameQuarterPreviousYearMOIC ?? null,
            industry: row.industry,
            notes: row.notes,
          })),
          subtotal: subtotal ? totalsLine(`subtotal-${group.status}`, group.status, subtotal) : null,
        }
      }),
    [rows, totals],
  )
  const total = totals && {
    ...totalsLine('total', texts.totalInvestments, totals.total),
    previousQuarterMoic: historicTotals.previousQuarter,
    endPreviousYearMoic: historicTotals.endPreviousYear,
    sameQuarterPreviousYearMoic: historicTotals.sameQuarterPreviousYear,
  }
  // Only the companies near the window are in the page: a schedule of 2,000 switches period in short tasks.
  return (
    <VirtualReportTable
      label={caption}
      columns={columns}
      groups={groups}
      total={total}
      totalLabel={texts.totalInvestments}
      rowKey={lineKey}
      numberFormat={formats.numberFormat}
    />
  )
}
