import { useCallback, useMemo } from 'react'
import { Stack, Tabs } from '../../../components'
import {
  CAPITAL_ACCOUNT_TEMPLATES,
  CAPITAL_ACCOUNT_VIEWS,
  packageQuarter,
  reportTexts,
  statementSelection,
  successTexts,
  SUPPORTED_CURRENCIES,
  warningTexts,
  type CapitalAccountTemplate,
  type CapitalAccountView,
} from '../../../domain'
import { api } from '../../../api'
import {
  idListFilter,
  isoDateFilter,
  loadedData,
  oneOfFilter,
  optionalOneOfFilter,
  useFileExport,
  useRevealInSlices,
} from '../../kit'
import { usePortalSession } from '../../portalSession'
import { capitalAccountStatementTexts as texts } from './texts'
import { CapitalAccountFilters } from './CapitalAccountFilters'
import { ReportBody, ReportOptionsBody } from '../shared/ReportBody'
import { ReportScreen } from '../shared/ReportScreen'
import { StatementSection } from './StatementSection'
import { useReportFilters } from '../shared/useReportFilters'
import { IlpaWorkbookButton, IlpaWorkbookProgress } from './IlpaWorkbookAction'
import { useIlpaWorkbook } from './useIlpaWorkbook'
import {
  QuarterPackageButton,
  QuarterPackageProgress,
  quarterPackageScreenTexts,
  useQuarterPackage,
} from '../../quarterPackage'
import { useCapitalAccountPeriods, useCapitalAccountStatement, type FundStatement } from './resources'
import { useStatementTies } from './statementTies'
import { FiguresTie } from '../../figureTrace'

const filterSchema = {
  date: isoDateFilter,
  funds: idListFilter,
  currency: optionalOneOfFilter(SUPPORTED_CURRENCIES),
  view: oneOfFilter<CapitalAccountView>(CAPITAL_ACCOUNT_VIEWS, 'yourInterest'),
  template: oneOfFilter<CapitalAccountTemplate>(CAPITAL_ACCOUNT_TEMPLATES, 'main'),
}

/** Statements drawn per frame: a 50-fund statement is drawn in short tasks. */
const SECTIONS_PER_FRAME = 4

const noStatement = (statements: FundStatement[]) => statements.every((s) => s.status === 'noData')

/**
 * The capital account statement (spec §2.5, /reporting/capital-account-statement): reporting date and funds from
 * Cas/periods, the reporting currency (the fund's by default), the view (your interest, the group, the total
 * fund) and the template; one statement per fund with QTD, YTD and ITD; 'Export as Excel' (Cas/ReportDownload)
 * and 'Download ILPA workbook' (built in the browser, docs/ilpa-workbook.md).
 */
export function CapitalAccountStatementScreen() {
  const { formats } = usePortalSession()
  const [filters, change] = useReportFilters(filterSchema)
  const periods = useCapitalAccountPeriods()
  const published = loadedData(periods)
  // One object per periods answer and filters: what depends on it (the package's scope, the checks) keeps still.
  const selection = useMemo(
    () => (published ? statementSelection(published, filters) : null),
    [published, filters],
  )
  const statement = useCapitalAccountStatement(selection)
  const download = useFileExport(
    selection &&
      ((signal) =>
        api.reporting.downloadCapitalAccountStatement(
          {
            fundIds: selection.selected.map((fund) => fund.id),
            investorIds: null,
            reportingCurrency: selection.currency,
            reportingDate: new Date(`${selection.date}T00:00:00Z`).toISOString(),
          },
          { signal },
        )),
    successTexts.reportGeneration,
    warningTexts.reportDownload,
  )
  const statements = loadedData(statement) ?? null
  const workbook = useIlpaWorkbook(selection, statements)
  const pack = useQuarterPackage(
    useCallback(
      () => ({
        fundIds: selection?.selected.map((fund) => fund.id) ?? null,
        accountIds: null,
        currency: selection?.currency ?? null,
      }),
      [selection],
    ),
  )
  const quarters = useMemo(
    () => (selection?.dates ?? []).flatMap((date) => packageQuarter(date) ?? []),
    [selection?.dates],
  )
  const shown = useRevealInSlices(statements?.length ?? 0, SECTIONS_PER_FRAME, statements)
  const ties = useStatementTies(selection, statements, filters.view)

  const filterBar = selection && (
    <CapitalAccountFilters
      selection={selection}
      template={filters.template}
      dateFormat={formats.dateFormat}
      onChange={change}
    />
  )

  const statementBody = selection && (
    <ReportBody
      state={statement}
      isEmpty={noStatement}
      noDataText={reportTexts.noData}
      failureText={reportTexts.couldNotFetch}
    >
      {(data) => (
        <Stack>
          {ties && <FiguresTie state={ties} numberFormat={formats.numberFormat} />}
          {data.slice(0, shown).map((item) => (
            <StatementSection
              key={String(item.fund.id)}
              statement={item}
              view={filters.view}
              template={filters.template}
              date={selection.date}
              currency={selection.currency}
              formats={formats}
            />
          ))}
        </Stack>
      )}
    </ReportBody>
  )

  return (
    <ReportScreen
      title={texts.title}
      filters={filterBar}
      download={download}
      exportable={Boolean(selection)}
      actions={
        <>
          <IlpaWorkbookButton workbook={workbook} ready={Boolean(statements && !noStatement(statements))} />
          <QuarterPackageButton
            pack={pack}
            quarters={quarters}
            initialQuarter={selection?.date}
            scope={quarterPackageScreenTexts.statementFunds(selection?.selected.length ?? 0)}
            withStatements
            dateFormat={formats.dateFormat}
          />
        </>
      }
    >
      <IlpaWorkbookProgress workbook={workbook} />
      <QuarterPackageProgress pack={pack} />
      {statementBody ? (
        <Tabs
          label={texts.view}
          items={CAPITAL_ACCOUNT_VIEWS.map((view) => ({
            id: view,
            label: texts.views[view],
            content: view === filters.view ? statementBody : null,
          }))}
          selectedId={filters.view}
          onSelect={(view) => change({ view })}
        />
      ) : (
        <ReportOptionsBody state={periods} />
      )}
    </ReportScreen>
  )
}
