import { useMemo } from 'react'
import { FilterBar, MultiSelect, Select, Toggle } from '../../components'
import {
  capitalAccountReportTexts,
  currentFunds,
  findPeriod,
  latestPeriod,
  periodForYear,
  periodQuarters,
  periodsFromAccountSummaryFilter,
  periodYears,
  quarterEndLabels,
  reportingDateOf,
  successTexts,
  summaryAccountIds,
  summaryByFund,
  warningTexts,
  type CapitalAccountRow,
  type Quarter,
} from '../../domain'
import { api } from '../../api'
import { flagFilter, idListFilter, isoDateFilter, textFilter, useFileExport, useResource } from '../kit'
import { usePortalSession } from '../portalSession'
import { accountSummaryTexts as texts, reportScreenTexts } from '../texts'
import { AccountSummaryTables, type NamedFundRow } from './accountSummaryTables'
import { ReportBody } from './ReportBody'
import { ReportScreen } from './ReportScreen'
import { useReportFilters } from './useReportFilters'
import { useReportScope } from './useReportScope'

const filterSchema = {
  date: isoDateFilter,
  funds: idListFilter,
  current: flagFilter,
  /** '' for every account of the group (group-wide), else one investor account (single). */
  account: textFilter,
}

/** The account summary shows inception-to-date figures. */
const PERIOD = 'ITD'

/**
 * The account summary, line one (spec §2.5, /reporting/account-summary/{product}): as-of year and quarter from
 * AccountSummary/filter, the funds (every fund of the period by default, or the current funds of the last three
 * periods), single or group-wide, the fund-type tables and 'Export as Excel' (AccountSummary/ReportDownload).
 */
export function AccountSummaryScreen() {
  const { formats, entitledEntities, entitledAccounts } = usePortalSession()
  const scope = useReportScope()
  const [filters, change] = useReportFilters(filterSchema)
  const filter = useResource({ call: 'accountSummaryFilter', ...scope }, (signal) =>
    api.reporting.getAccountSummaryFilter({ signal }),
  )
  const fundsById = useMemo(
    () => new Map(entitledEntities.map((fund) => [String(fund.id), fund])),
    [entitledEntities],
  )
  const fundName = (id: number | string) => {
    const fund = fundsById.get(String(id))
    return fund?.entityName ?? fund?.name ?? String(id)
  }
  const periods = useMemo(
    () => (filter.status === 'fulfilled' ? periodsFromAccountSummaryFilter(filter.data, fundName) : []),
    // fundName reads fundsById only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter, fundsById],
  )
  const chosenPeriod = filters.date
    ? periods.find((p) => reportingDateOf(p.year, p.quarter) === filters.date)
    : null
  const period = chosenPeriod ?? latestPeriod(periods)
  const reportingDate = period && reportingDateOf(period.year, period.quarter)
  const fundOptions = filters.current ? currentFunds(periods) : (period?.associatedFunds ?? [])
  const wanted = new Set((filters.funds ?? []).map(String))
  const chosenFunds = fundOptions.filter((fund) => wanted.has(String(fund.value)))
  const fundIds = (chosenFunds.length > 0 ? chosenFunds : fundOptions).map((fund) => fund.value)

  const report = useResource(
    reportingDate && fundIds.length > 0
      ? { ...scope, reportingDate, fundIds, current: filters.current }
      : null,
    (signal) =>
      api.reporting.getAccountSummary(
        { fundIds, reportingDate: reportingDate!, period: PERIOD, current: filters.current },
        { signal },
      ),
  )
  const rows: CapitalAccountRow[] = report.status === 'fulfilled' ? report.data : []
  const accountIds = summaryAccountIds(rows)
  const single = accountIds.find((id) => String(id) === filters.account)
  const accountName = (id: number | string) =>
    entitledAccounts.find((account) => String(account.id) === String(id))?.name ?? String(id)

  const download = useFileExport(
    reportingDate && fundIds.length > 0
      ? (signal) =>
          api.reporting.downloadAccountSummary(
            {
              current: filters.current,
              fundIds,
              investorIds: single !== undefined ? [single] : accountIds.length > 0 ? accountIds : null,
              period: PERIOD,
              reportingDate,
            },
            { signal },
          )
      : null,
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )

  const year = period?.year ?? null
  const filterBar = period && (
    <FilterBar label={reportScreenTexts.filtersLabel}>
      <Select<number>
        label={reportScreenTexts.year}
        options={periodYears(periods).map((y) => ({ value: y, label: String(y) }))}
        value={year}
        onChange={(y) => {
          const next = periodForYear(periods, y, period.quarter)
          change({ date: next && reportingDateOf(next.year, next.quarter) })
        }}
      />
      <Select<Quarter>
        label={reportScreenTexts.quarter}
        options={periodQuarters(periods, period.year).map((q) => ({
          value: q,
          label: `Q${q} (${quarterEndLabels[q]})`,
        }))}
        value={period.quarter}
        onChange={(q) => {
          const next = findPeriod(periods, period.year, q)
          change({ date: next && reportingDateOf(next.year, next.quarter) })
        }}
      />
      <MultiSelect<string>
        label={reportScreenTexts.funds}
        entity={reportScreenTexts.fundEntity}
        options={fundOptions.map((fund) => ({ value: String(fund.value), label: fund.label }))}
        selected={chosenFunds.map((fund) => String(fund.value))}
        onChange={(funds) => change({ funds: funds.length > 0 ? funds : null })}
        searchable
        showChips={false}
      />
      <Select<string>
        label={reportScreenTexts.investorAccount}
        options={[
          { value: '', label: reportScreenTexts.groupWide },
          ...accountIds.map((id) => ({ value: String(id), label: accountName(id) })),
        ]}
        value={single !== undefined ? String(single) : ''}
        onChange={(account) => change({ account })}
      />
      <Toggle
        label={reportScreenTexts.current}
        checked={filters.current}
        onChange={(current) => change({ current, funds: null })}
      />
    </FilterBar>
  )

  const named = (fundRows: ReturnType<typeof summaryByFund>): NamedFundRow[] =>
    fundRows.map((row) => ({
      ...row,
      fundName: fundName(row.fundId),
      fundType: fundsById.get(String(row.fundId))?.type || 'Other',
    }))

  return (
    <ReportScreen
      title={texts.title}
      filters={filterBar}
      download={download}
      exportable={Boolean(reportingDate)}
    >
      {filter.status !== 'fulfilled' || !period ? (
        <ReportBody
          state={filter.status === 'fulfilled' ? { status: 'fulfilled', data: null } : filter}
          isEmpty={() => true}
          noDataText={capitalAccountReportTexts.noData}
          loadingLabel={reportScreenTexts.loadingFilters}
        >
          {() => null}
        </ReportBody>
      ) : (
        <ReportBody
          state={report}
          isEmpty={(data) => summaryAccountIds(data).length === 0}
          noDataText={capitalAccountReportTexts.noData}
        >
          {(data) => (
            <AccountSummaryTables
              rows={named(
                summaryByFund(
                  data,
                  single !== undefined ? { kind: 'single', accountId: single } : { kind: 'groupWide' },
                ),
              )}
              reportingDate={reportingDate!}
              formats={formats}
            />
          )}
        </ReportBody>
      )}
    </ReportScreen>
  )
}
