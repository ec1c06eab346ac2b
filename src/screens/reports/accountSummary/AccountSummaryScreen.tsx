import { useMemo } from 'react'
import {
  reportTexts,
  periodsFromAccountSummaryFilter,
  successTexts,
  summaryAccountIds,
  summaryByFund,
  summarySelection,
  warningTexts,
  type EntitledEntity,
  type SummaryAccounts,
  type SummaryFundRow,
  entityDisplayName,
  OTHER_FUND_TYPE,
} from '../../../domain'
import { api } from '../../../api'
import { flagFilter, idListFilter, isoDateFilter, loadedData, textFilter, useFileExport } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { accountSummaryTexts as texts } from './texts'
import { AccountSummaryFilters } from './AccountSummaryFilters'
import { AccountSummaryTables, type NamedFundRow } from './accountSummaryTables'
import { ReportBody, ReportOptionsBody } from '../shared/ReportBody'
import { ReportScreen } from '../shared/ReportScreen'
import { useReportFilters } from '../shared/useReportFilters'
import { useAccountSummary, useAccountSummaryFilter } from './resources'

const filterSchema = {
  date: isoDateFilter,
  funds: idListFilter,
  current: flagFilter,
  /** '' for every account of the group (group-wide), else one investor account (single). */
  account: textFilter,
}

/** An entitled fund's name, from the session's funds (the summary's rows carry only the fund's id). */
const fundName = (funds: ReadonlyMap<string, EntitledEntity>, id: number | string): string => {
  const fund = funds.get(String(id))
  return fund ? entityDisplayName(fund) : String(id)
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
  const [filters, change] = useReportFilters(filterSchema)
  const filter = useAccountSummaryFilter()
  const funds = useMemo(
    () => new Map(entitledEntities.map((fund) => [String(fund.id), fund])),
    [entitledEntities],
  )
  const periods = useMemo(() => {
    const entries = loadedData(filter)
    return entries ? periodsFromAccountSummaryFilter(entries, (id) => fundName(funds, id)) : []
  }, [filter, funds])
  const selection = summarySelection(periods, filters)

  const report = useAccountSummary(
    selection && {
      fundIds: selection.fundIds,
      reportingDate: selection.reportingDate,
      period: PERIOD,
      current: filters.current,
    },
  )
  const accountIds = summaryAccountIds(loadedData(report) ?? [])
  const single = accountIds.find((id) => String(id) === filters.account)
  const accounts: SummaryAccounts =
    single === undefined ? { kind: 'groupWide' } : { kind: 'single', accountId: single }

  const download = useFileExport(
    selection &&
      ((signal) =>
        api.reporting.downloadAccountSummary(
          {
            current: filters.current,
            fundIds: selection.fundIds,
            investorIds: single !== undefined ? [single] : accountIds.length > 0 ? accountIds : null,
            period: PERIOD,
            reportingDate: selection.reportingDate,
          },
          { signal },
        )),
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )

  const filterBar = selection && (
    <AccountSummaryFilters
      periods={periods}
      selection={selection}
      current={filters.current}
      accounts={accountIds.map((id) => ({
        value: String(id),
        label: entitledAccounts.find((account) => String(account.id) === String(id))?.name ?? String(id),
      }))}
      account={single === undefined ? '' : String(single)}
      onChange={change}
    />
  )

  const withFundNames = (rows: readonly SummaryFundRow[]): NamedFundRow[] =>
    rows.map((row) => {
      const fundType = funds.get(String(row.fundId))?.type
      return { ...row, fundName: fundName(funds, row.fundId), fundType: fundType || OTHER_FUND_TYPE }
    })

  return (
    <ReportScreen title={texts.title} filters={filterBar} download={download} exportable={Boolean(selection)}>
      {!selection ? (
        <ReportOptionsBody state={filter} />
      ) : (
        <ReportBody
          state={report}
          isEmpty={(data) => summaryAccountIds(data).length === 0}
          noDataText={reportTexts.noData}
        >
          {(data) => (
            <AccountSummaryTables
              rows={withFundNames(summaryByFund(data, accounts))}
              reportingDate={selection.reportingDate}
              formats={formats}
            />
          )}
        </ReportBody>
      )}
    </ReportScreen>
  )
}
