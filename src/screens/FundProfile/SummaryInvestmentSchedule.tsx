import {
  FilterBar,
  Muted,
  ReportTable,
  Select,
  Stack,
  StatTile,
  type ReportColumn,
  Grid,
} from '../../components'
import {
  type AdjustmentLine,
  adjustmentLines,
  formatDate,
  formatMoic,
  formatScheduleAmount,
  type Fund,
  type MoicComparison,
  moicComparisonColumns,
  moicComparisonDates,
  moicTotal,
  optionsOf,
  quarterFromMonth,
  type UserFormats,
  yearQuarterOf,
} from '../../domain'
import { hasFailed, isLoading, loadedData, ResourceFailure, ResourceView, useResourceScopeKey } from '../kit'
import { useFpsisAdjustments, useFpsisData, useFpsisPeriod, useMoicTotals } from './resources'
import { fundProfileTexts as texts } from './texts'
import { FundInvestmentsTable } from './FundInvestmentsTable'
import { useHistoricMoic } from './useHistoricMoic'

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
}: SummaryInvestmentScheduleProps) {
  const at = { fundId: fund.id, date }
  const rows = useFpsisData(at)
  const totals = useMoicTotals(at)
  const adjustments = useFpsisAdjustments(at)
  const period = useFpsisPeriod(at)
  const scopeKey = useResourceScopeKey()
  const periodData = loadedData(period) ?? null
  // Until the period data arrives (or if it fails), the quarter is the reporting date's.
  const quarter = periodData?.quarter ?? quarterFromMonth(date.slice(5, 7))
  const comparisons = moicComparisonColumns(quarter, {
    q3YearBeginning: periodData?.isYearBeginning === true,
  })
  const comparisonDates = periodData ? moicComparisonDates(periodData) : []
  const historic = useHistoricMoic(
    fund.id,
    comparisonDates.map((c) => c.date),
    scopeKey,
  )
  const historicTotals: Partial<Record<MoicComparison, number | null>> = Object.fromEntries(
    comparisonDates.map(({ comparison, date: at }) => {
      const total = historic[at]?.data?.total
      return [comparison, total ? moicTotal(total.totalValue, total.equityInvested) : null]
    }),
  )
  const shownDate = formatDate(date, formats.dateFormat)
  const currentTotals = loadedData(totals) ?? null

  return (
    <Stack $gap="lg">
      <FilterBar label={texts.period}>
        <Select<string>
          label={texts.period}
          options={optionsOf(dates, (value) => periodLabel(value, formats))}
          value={date}
          onChange={onDateChange}
        />
      </FilterBar>
      {fund.currency && <Muted>{texts.inCurrency(fund.currency)}</Muted>}
      <section aria-label={texts.moicSummary}>
        <Grid $min="200px">
          <StatTile
            label={texts.moicAt(shownDate)}
            loading={isLoading(totals)}
            value={
              currentTotals
                ? formatMoic(
                    moicTotal(currentTotals.total.totalValue, currentTotals.total.equityInvested),
                    formats.numberFormat,
                  )
                : hasFailed(totals)
                  ? formatMoic(null)
                  : undefined
            }
          />
          <ResourceFailure resource={period} />
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
        </Grid>
      </section>
      <ResourceView
        resource={rows}
        isEmpty={(list) => list.length === 0}
        empty={texts.noCompanies}
        loadingLabel={texts.loadingSchedule}
        reserveHeight
      >
        {(list) => (
          <Stack>
            <ResourceFailure resource={totals} />
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
      </ResourceView>
      <ResourceView
        resource={adjustments}
        loadingLabel={texts.adjustments}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ReportTable
            caption={`${texts.adjustments}, ${shownDate}`}
            columns={adjustmentColumns}
            groups={[{ id: 'adjustments', label: '', rows: adjustmentLines(list) }]}
            rowKey={adjustmentKey}
            numberFormat={formats.numberFormat}
          />
        )}
      </ResourceView>
    </Stack>
  )
}
