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
import { useSummaryFlows, useSummaryStatements } from './summaryFigures'

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

/** The summary's lines with their fund's name, its name for the cash flows call and its fund type. */
const withFundNames = (
  rows: readonly SummaryFundRow[],
  funds: ReadonlyMap<string, EntitledEntity>,
): NamedFundRow[] =>
  rows.map((row) => {
    const fund = funds.get(String(row.fundId))
    return {
      ...row,
      fundName: fundName(funds, row.fundId),
      cashFlowName: fund?.name ?? String(row.fundId),
      fundType: fund?.type || OTHER_FUND_TYPE,
    }
  })

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

  const loaded = loadedData(report)
  const rows = useMemo(
    () => (loaded ? withFundNames(summaryByFund(loaded, accounts), funds) : null),
    // `accounts` is a new object each render: its account is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, single, funds],
  )
  const accountName =
    single === undefined
      ? null
      : (entitledAccounts.find((account) => String(account.id) === String(single))?.name ?? String(single))
  const flows = useSummaryFlows(rows, accountName)
  const statements = useSummaryStatements(single === undefined ? rows : null, selection?.reportingDate ?? '')

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
          {() =>
            rows && (
              <AccountSummaryTables
                rows={rows}
                reportingDate={selection.reportingDate}
                formats={formats}
                flows={flows}
                statements={single === undefined ? statements : null}
              />
            )
          }
        </ReportBody>
      )}
    </ReportScreen>
  )
}
