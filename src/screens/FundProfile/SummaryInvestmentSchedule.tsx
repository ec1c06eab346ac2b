import styled from 'styled-components'
import {
  FailureMessage,
  FilterBar,
  LoadingMessage,
  Muted,
  ReportTable,
  Select,
  Stack,
  StatTile,
  type ReportColumn,
} from '../../components'
import {
  adjustmentLines,
  formatDate,
  formatMoic,
  formatScheduleAmount,
  moicComparisonColumns,
  moicComparisonDates,
  moicTotal,
  quarterFromMonth,
  yearQuarterOf,
  type AdjustmentLine,
  type Fund,
  type MoicComparison,
  type UserFormats,
} from '../../domain'
import { api } from '../../api'
import { useResource } from '../kit'
import { ReportBody } from '../reports/ReportBody'
import { fundProfileTexts as texts } from '../texts'
import { FundInvestmentsTable } from './FundInvestmentsTable'
import { useHistoricMoic } from './useHistoricMoic'

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`

const adjustmentColumns: ReportColumn<AdjustmentLine>[] = [
  { key: 'label', header: texts.adjustments, value: (line) => line.label },
  {
    key: 'value',
    header: texts.totalValue,
    kind: 'number',
    value: (line) => line.value,
    format: (value, numberFormat) => formatScheduleAmount(value, numberFormat),
  },
]
const adjustmentKey = (line: AdjustmentLine) => String(line.typeId)

/** 'Q3 2026 (Sep-30-2026)': a reporting date as the period picker lists it. */
export function periodLabel(date: string, formats: UserFormats): string {
  const period = yearQuarterOf(date)
  const shown = formatDate(date, formats.dateFormat)
  return period ? `Q${period.quarter} ${period.year} (${shown})` : shown
}

export interface SummaryInvestmentScheduleProps {
  fund: Fund
  /** The fund's reporting dates (FPSIS/{fundId}/periods), latest first. */
  dates: readonly string[]
  date: string
  onDateChange: (date: string) => void
  formats: UserFormats
  /** Whose schedule it is (the user and investor group): a new one loads again. */
  scope: { user: string | null; group: string }
}

/**
 * The Summary Investment Schedule tab (spec §2.5, §3, §7): the period picker, the fund's total MOIC against its
 * earlier dates (historic MOIC, each failing on its own), the companies by status with the MOIC totals, and the
 * adjustments (types 1 to 4). Each call fails on its own, with its §8 text and a retry.
 */
export function SummaryInvestmentSchedule({
  fund,
  dates,
  date,
  onDateChange,
  formats,
  scope,
}: SummaryInvestmentScheduleProps) {
  const key = { fundId: fund.id, date, ...scope }
  const rows = useResource({ call: 'fpsis', ...key }, (signal) =>
    api.reporting.getFpsisData(fund.id, date, { signal }),
  )
  const totals = useResource({ call: 'moicTotals', ...key }, (signal) =>
    api.reporting.getMoicTotals(fund.id, date, { signal }),
  )
  const adjustments = useResource({ call: 'adjustments', ...key }, (signal) =>
    api.reporting.getFpsisAdjustments(fund.id, date, { signal }),
  )
  const period = useResource({ call: 'fpsisPeriod', ...key }, (signal) =>
    api.reporting.getFpsisPeriod(fund.id, date, { signal }),
  )
  const periodData = period.status === 'fulfilled' ? period.data : null
  // Until the period data arrives (or if it fails), the quarter is the reporting date's.
  const quarter = periodData?.quarter ?? quarterFromMonth(date.slice(5, 7))
  const comparisons = moicComparisonColumns(quarter, {
    q3YearBeginning: periodData?.isYearBeginning === true,
  })
  const comparisonDates = periodData ? moicComparisonDates(periodData) : []
  const historic = useHistoricMoic(
    fund.id,
    comparisonDates.map((c) => c.date),
    `${scope.user}:${scope.group}`,
  )
  const historicTotals: Partial<Record<MoicComparison, number | null>> = Object.fromEntries(
    comparisonDates.map(({ comparison, date: at }) => {
      const total = historic[at]?.data?.total
      return [comparison, total ? moicTotal(total.totalValue, total.equityInvested) : null]
    }),
  )
  const shownDate = formatDate(date, formats.dateFormat)
  const currentTotals = totals.status === 'fulfilled' ? totals.data : null

  return (
    <Stack $gap="lg">
      <FilterBar label={texts.period}>
        <Select<string>
          label={texts.period}
          options={dates.map((value) => ({ value, label: periodLabel(value, formats) }))}
          value={date}
          onChange={onDateChange}
        />
      </FilterBar>
      {fund.currency && <Muted>{texts.inCurrency(fund.currency)}</Muted>}
      <section aria-label={texts.moicSummary}>
        <Tiles>
          <StatTile
            label={texts.moicAt(shownDate)}
            loading={totals.status === 'pending'}
            value={
              currentTotals
                ? formatMoic(
                    moicTotal(currentTotals.total.totalValue, currentTotals.total.equityInvested),
                    formats.numberFormat,
                  )
                : totals.status === 'rejected'
                  ? formatMoic(null)
                  : undefined
            }
          />
          {period.status === 'rejected' && <FailureMessage text={period.error} onRetry={period.reload} />}
          {comparisonDates.map(({ comparison, date: at }) => {
            const entry = historic[at]
            return (
              <StatTile
                key={comparison}
                label={`${texts.moicComparison[comparison]}, ${formatDate(at, formats.dateFormat)}`}
                loading={!entry}
                value={entry ? formatMoic(historicTotals[comparison], formats.numberFormat) : undefined}
                detail={entry?.error ?? undefined}
              />
            )
          })}
        </Tiles>
      </section>
      <ReportBody
        state={rows}
        isEmpty={(list) => list.length === 0}
        noDataText={texts.noCompanies}
        loadingLabel={texts.loadingSchedule}
      >
        {(list) => (
          <Stack>
            {totals.status === 'rejected' && <FailureMessage text={totals.error} onRetry={totals.reload} />}
            <FundInvestmentsTable
              caption={texts.tableCaption(fund.name, shownDate)}
              rows={list}
              totals={currentTotals}
              comparisons={comparisons}
              historicTotals={historicTotals}
              formats={formats}
            />
          </Stack>
        )}
      </ReportBody>
      {adjustments.status === 'pending' && <LoadingMessage label={texts.adjustments} />}
      {adjustments.status === 'rejected' && (
        <FailureMessage text={adjustments.error} onRetry={adjustments.reload} />
      )}
      {adjustments.status === 'fulfilled' && adjustments.data.length > 0 && (
        <ReportTable
          caption={`${texts.adjustments}, ${shownDate}`}
          columns={adjustmentColumns}
          groups={[{ id: 'adjustments', label: '', rows: adjustmentLines(adjustments.data) }]}
          rowKey={adjustmentKey}
          numberFormat={formats.numberFormat}
        />
      )}
    </Stack>
  )
}
