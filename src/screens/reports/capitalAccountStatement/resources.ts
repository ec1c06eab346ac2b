import { api } from '../../../api'
import {
  hasStatementData,
  isAbortError,
  perFundErrorText,
  runLimited,
  type CapitalAccountStatementReport,
  type StatementFund,
  type StatementSelection,
  type SupportedCurrency,
} from '../../../domain'
import { FLOW_CALLS_AT_ONCE } from '../../figureTrace/investorFlows'
import { useScopedResource } from '../../kit'

/**
 * The capital account statement's provider loads, keyed by the session's scope (the kit adds the user and the
 * investor group).
 */

/** Cas/periods: the statement's reporting dates and their funds. */
export const useCapitalAccountPeriods = () =>
  useScopedResource('capitalAccountPeriods', {}, (_, signal) =>
    api.reporting.getCapitalAccountPeriods({ signal }),
  )

/** One fund's part of the statement: its report, none ('no data'), or its own failure. */
export type FundStatement =
  | { fund: StatementFund; status: 'loaded'; report: CapitalAccountStatementReport }
  | { fund: StatementFund; status: 'noData' }
  | { fund: StatementFund; status: 'failed'; error: string }

export async function loadFundStatement(
  fund: StatementFund,
  selection: Pick<StatementSelection, 'date' | 'currency'>,
  signal: AbortSignal,
): Promise<FundStatement> {
  try {
    const reports = await api.reporting.getCapitalAccountStatement(
      { fundIds: [fund.id], reportingCurrency: selection.currency, reportingDate: selection.date },
      { signal },
    )
    const own = reports.find((r) => String(r?.fundId ?? fund.id) === String(fund.id)) ?? reports[0]
    if (own?.error) return { fund, status: 'failed', error: perFundErrorText(own.error) }
    return own && hasStatementData(own) ? { fund, status: 'loaded', report: own } : { fund, status: 'noData' }
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error
    console.error(error)
    return { fund, status: 'failed', error: perFundErrorText(null) }
  }
}

/**
 * Funds' statements at a date, each in a currency of its own (the checks of 'Figures tie' read a fund's figures
 * in the currency of its flows), a few calls at once as the cash flows are: by fund name, without the funds that
 * have no statement or whose call failed (their checks are left out).
 */
export async function loadStatementsByFund<F extends StatementFund>(
  funds: readonly F[],
  date: string,
  currencyOf: (fund: F) => SupportedCurrency,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, CapitalAccountStatementReport>> {
  const outcomes = await runLimited(
    funds,
    FLOW_CALLS_AT_ONCE,
    (fund) => loadFundStatement(fund, { date, currency: currencyOf(fund) }, signal),
    signal,
  )
  signal.throwIfAborted()
  const reports = new Map<string, CapitalAccountStatementReport>()
  for (const outcome of outcomes)
    if (outcome.status === 'fulfilled' && outcome.value.status === 'loaded')
      reports.set(outcome.value.fund.name, outcome.value.report)
  return reports
}

/**
 * The statement of every selected fund, one Cas/report call per fund in parallel, so one fund's failure shows
 * 'Something went wrong' in its place while the others load (spec §8). When every fund fails the whole load
 * fails ('could not fetch data'). A new selection aborts every call of the earlier one.
 */
export function useCapitalAccountStatement(selection: StatementSelection | null) {
  const request = selection && {
    date: selection.date,
    currency: selection.currency,
    selected: selection.selected,
  }
  return useScopedResource('capitalAccountStatement', request, async (chosen, signal) => {
    const statements = await Promise.all(
      chosen.selected.map((fund) => loadFundStatement(fund, chosen, signal)),
    )
    if (statements.length > 0 && statements.every((s) => s.status === 'failed'))
      throw new Error('Every fund of the statement failed')
    return statements
  })
}
