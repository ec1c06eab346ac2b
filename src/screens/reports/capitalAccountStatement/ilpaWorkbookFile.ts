import { api, type DownloadedFile } from '../../../api'
import {
  allFlowsRequest,
  ilpaFundSheet,
  ilpaFundSummary,
  ilpaSheetNames,
  ilpaSummarySheets,
  ilpaTexts,
  isAbortError,
  isSupportedCurrency,
  nextTask,
  reportFileName,
  runLimited,
  type CapitalAccountStatementReport,
  type CashFlowRow,
  type DateFormat,
  type Fund,
  type IlpaFundSummary,
  type IlpaWorkbookInput,
  type StatementSelection,
  type WorkbookSheet,
} from '../../../domain'
import { workbookBlob } from '../../kit/workbook'
import type { FundStatement } from './resources'

type LoadedStatement = Extract<FundStatement, { status: 'loaded' }>

/** The next task: what the page has waiting (a frame, a click) runs first. */

// Loaded when the ILPA workbook is asked for (with the spreadsheet library), never with the statement's page.

/** Cash flow calls at once: one per fund, a 50-fund statement asks in waves, kind to the provider. */
export const ILPA_CASH_FLOW_CONCURRENCY = 4

export interface IlpaWorkbookRequest {
  selection: StatementSelection
  /** The statement as loaded on the page (Cas/report per fund): its funds with data go into the workbook. */
  statements: readonly FundStatement[]
  groupLabel: string
  dateFormat: DateFormat
  /** Funds whose cash flows have answered, of all. */
  onProgress: (done: number, total: number) => void
}

/** Every flow of the investor in a fund (FundCashflows/Report names the fund by its name); null when refused. */
async function flowsOf(fundName: string, signal: AbortSignal): Promise<CashFlowRow[] | null> {
  const request = allFlowsRequest(fundName)
  try {
    return await api.reporting.getCashFlowReport(request, { signal })
  } catch (error) {
    if (isAbortError(error)) throw error
    return null
  }
}

/**
 * The statement in the fund's own currency (that of its cash flows), where the selection's is another: the IRR's
 * terminal value must be in the flows' currency. Null when it is the same or cannot be had.
 */
async function ownCurrencyReport(
  { fund }: LoadedStatement,
  selection: StatementSelection,
  signal: AbortSignal,
): Promise<CapitalAccountStatementReport | null> {
  if (!fund.currency || fund.currency === selection.currency || !isSupportedCurrency(fund.currency))
    return null
  try {
    const reports = await api.reporting.getCapitalAccountStatement(
      { fundIds: [fund.id], reportingCurrency: fund.currency, reportingDate: selection.date },
      { signal },
    )
    return reports.find((report) => String(report?.fundId ?? fund.id) === String(fund.id)) ?? null
  } catch (error) {
    if (isAbortError(error)) throw error
    return null
  }
}

/** The funds' reported IRRs (the Funds call); none when it fails: the workbook says 'Not reported'. */
async function reportedFunds(signal: AbortSignal): Promise<Map<string, Fund>> {
  try {
    return new Map((await api.reporting.getFunds({ signal })).map((fund) => [String(fund.id), fund]))
  } catch (error) {
    if (isAbortError(error)) throw error
    return new Map()
  }
}

/**
 * The ILPA Reporting Template 2.0 workbook of the statement on screen: its funds' statements as loaded, each
 * fund's cash flows (with its statement in its own currency where the selection's is another; at most
 * ILPA_CASH_FLOW_CONCURRENCY funds at once) and the funds' reported IRRs; null when no fund has data. A fund whose cash flows fail is still in the workbook, its split and IRR 'Not reported'.
 */
export async function ilpaWorkbookFile(
  { selection, statements, groupLabel, dateFormat, onProgress }: IlpaWorkbookRequest,
  signal: AbortSignal,
): Promise<(DownloadedFile & { fundsWithoutCashFlows: number }) | null> {
  const loaded = statements.flatMap((statement) => (statement.status === 'loaded' ? [statement] : []))
  if (loaded.length === 0) return null
  let done = 0
  onProgress(done, loaded.length)
  const [funds, flows] = await Promise.all([
    reportedFunds(signal),
    runLimited(
      loaded,
      ILPA_CASH_FLOW_CONCURRENCY,
      async (statement) => {
        const [rows, own] = await Promise.all([
          flowsOf(statement.fund.name, signal),
          ownCurrencyReport(statement, selection, signal),
        ])
        onProgress(++done, loaded.length)
        return { rows, own }
      },
      signal,
    ),
  ])
  signal.throwIfAborted()
  const input: IlpaWorkbookInput = {
    reportingDate: selection.date,
    currency: selection.currency,
    groupLabel,
    funds: loaded.map(({ fund, report }, index) => {
      const outcome = flows[index]
      const reported = funds.get(String(fund.id))
      return {
        id: fund.id,
        name: fund.name,
        report,
        flows: outcome?.status === 'fulfilled' ? outcome.value.rows : null,
        performanceReport: outcome?.status === 'fulfilled' ? outcome.value.own : null,
        netIrr: reported?.netIrr ?? null,
        irrAsOfDate: reported?.irrAsOfDate ?? null,
      }
    }),
  }
  // A fund's sheet at a time, each in a task of its own: a 50-fund book never holds the page (no task over 50 ms).
  const names = ilpaSheetNames(input)
  const sheets: WorkbookSheet[] = []
  const summaries: IlpaFundSummary[] = []
  for (const [index, fund] of input.funds.entries()) {
    await nextTask()
    signal.throwIfAborted()
    sheets.push(ilpaFundSheet(fund, input, names[index]!))
    summaries.push(ilpaFundSummary(fund, input))
  }
  await nextTask()
  sheets.push(...ilpaSummarySheets(input, summaries))
  const blob = await workbookBlob(sheets, dateFormat, signal)
  const fundsWithoutCashFlows = flows.filter(
    (outcome) => outcome.status === 'rejected' || outcome.value.rows === null,
  ).length
  return { blob, fileName: reportFileName(ilpaTexts.fileName, selection.date), fundsWithoutCashFlows }
}
