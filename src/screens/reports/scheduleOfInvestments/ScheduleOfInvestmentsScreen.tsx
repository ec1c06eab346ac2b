import { useState } from 'react'
import { DirectoryPicker, FilterBar, Muted, Select, Stack } from '../../../components'
import {
  reportTexts,
  type DirectoryEntry,
  formatNumber,
  fundForPeriod,
  latestPeriod,
  scheduleOfInvestmentsView,
  successTexts,
  warningTexts,
} from '../../../domain'
import { api } from '../../../api'
import { isoDateFilter, loadedData, textFilter, useFileExport, useResourceScopeKey } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { reportScreenTexts } from '../shared/texts'
import { scheduleOfInvestmentsScreenTexts as texts } from './texts'
import { ReportBody, ReportOptionsBody } from '../shared/ReportBody'
import { PeriodSelects, periodDateOf } from '../shared/PeriodSelects'
import { ReportScreen } from '../shared/ReportScreen'
import { ScheduleOfInvestmentsTable } from './ScheduleOfInvestmentsTable'
import { useInvestorDirectory } from './useInvestorDirectory'
import { useReportFilters } from '../shared/useReportFilters'
import { useScheduleOfInvestments, useScheduleOfInvestmentsPeriods } from './resources'

/** The fund is its id ('' until one is chosen: the period's first fund). */
const filterSchema = { date: isoDateFilter, fund: textFilter }

/**
 * The schedule of investments (spec §2.5, §4, /reporting/schedule-of-investments): year, quarter and fund from
 * SOI/Periods (the latest period and its first fund by default; a fund missing from a new period gives way to
 * its first fund), the companies by status with the adjustments to the capital account at fair value, and
 * 'Export as Excel' (SOI/reportdownload).
 */
export function ScheduleOfInvestmentsScreen() {
  const { formats, user } = usePortalSession()
  // Internal staff choose the investors of the download from the manager's whole directory; none means all.
  const internal = user !== null && 'external' in user && !user.external
  const directory = useInvestorDirectory(useResourceScopeKey())
  const [investors, setInvestors] = useState<DirectoryEntry[]>([])
  const [filters, change] = useReportFilters(filterSchema)
  const periods = useScheduleOfInvestmentsPeriods()
  const list = loadedData(periods) ?? []
  const period = list.find((p) => periodDateOf(p) === filters.date) ?? latestPeriod(list)
  const fund = fundForPeriod(period, filters.fund || null)
  const reportingDate = periodDateOf(period)
  // The fund's own currency: the schedule is reported as the fund keeps its books.
  const request =
    fund && reportingDate ? { fundId: fund.value, currency: fund.currency || 'USD', reportingDate } : null

  const report = useScheduleOfInvestments(request)
  const download = useFileExport(
    request &&
      ((signal) =>
        api.reporting.downloadScheduleOfInvestments(
          { ...request, investorIds: internal && investors.length > 0 ? investors.map((i) => i.id) : null },
          { signal },
        )),
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )

  const filterBar = period && fund && (
    <FilterBar label={reportScreenTexts.filtersLabel}>
      <PeriodSelects periods={list} period={period} onDateChange={(date) => change({ date })} />
      <Select<string>
        label={texts.fund}
        options={period.associatedFunds.map((option) => ({
          value: String(option.value),
          label: option.label,
        }))}
        value={String(fund.value)}
        onChange={(value) => change({ fund: value })}
        searchable
      />
      {internal && (
        <DirectoryPicker
          {...directory}
          label={texts.investors}
          hint={texts.investorsHint}
          entity={texts.investorEntity}
          selected={investors}
          onChange={setInvestors}
          formatCount={(count) => formatNumber(count, { numberFormat: formats.numberFormat, decimals: 0 })}
        />
      )}
    </FilterBar>
  )

  return (
    <ReportScreen title={texts.title} filters={filterBar} download={download} exportable={Boolean(request)}>
      {!request ? (
        <ReportOptionsBody state={periods} />
      ) : (
        <ReportBody
          state={report}
          isEmpty={(data) => data.soiDetailed.length === 0}
          noDataText={reportTexts.noData}
        >
          {(data) => (
            <Stack>
              <Muted>{texts.inCurrency(request.currency)}</Muted>
              <ScheduleOfInvestmentsTable
                fundName={fund?.label ?? String(request.fundId)}
                view={scheduleOfInvestmentsView(data)}
                formats={formats}
              />
            </Stack>
          )}
        </ReportBody>
      )}
    </ReportScreen>
  )
}
