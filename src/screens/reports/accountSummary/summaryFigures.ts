import { useMemo } from 'react'
import {
  commitmentTies,
  fundTypeGroups,
  isSupportedCurrency,
  subtotalTies,
  summaryAgainstStatementTies,
  summaryTotalsInUSD,
  type CapitalAccountStatementReport,
} from '../../../domain'
import {
  loadInvestorFlows,
  tieTexts,
  traceFundOf,
  type FiguresTieState,
  type InvestorFlows,
  type TracedFigures,
  type TraceSubject,
} from '../../figureTrace'
import { loadedData, useScopedResource, type Resource } from '../../kit'
import { loadStatementsByFund } from '../capitalAccountStatement/resources'
import type { NamedFundRow } from './accountSummaryTables'
import { accountSummaryTexts as texts } from './texts'

// The account summary's figures traced ('Your net IRR', 'How this is calculated') and checked ('Figures tie',
// issue 63) against the investor's cash flows and the capital account statement.

/** The summary's funds as the cash flows call names them, and whose flows: one account's, or the group's (null). */
export const useSummaryFlows = (rows: readonly NamedFundRow[] | null, accountName: string | null) =>
  useScopedResource(
    'cashFlowReport',
    rows && {
      funds: rows.map((row) => ({ id: row.fundId, name: row.cashFlowName })),
      investors: accountName === null ? null : [accountName],
    },
    ({ funds, investors }, signal) => loadInvestorFlows(funds, investors, signal),
  )

/**
 * Each fund's statement (Cas/report) in its own currency at the summary's date, for its capital account; a few
 * funds at a time. Only group-wide: the statement's 'your interest' is every account of the group.
 */
export const useSummaryStatements = (rows: readonly NamedFundRow[] | null, reportingDate: string) =>
  useScopedResource(
    'capitalAccountStatement',
    rows && {
      date: reportingDate,
      funds: rows.map((row) => ({ id: row.fundId, name: row.fundName, currency: row.reportingCurrency })),
    },
    ({ date, funds }, signal) =>
      loadStatementsByFund(
        funds,
        date,
        (fund) => (isSupportedCurrency(fund.currency) ? fund.currency : 'USD'),
        signal,
      ),
  )

/** A line's figures traced: a fund in its own currency, several (a fund type, the total) in USD. */
export const summarySubject = (
  scope: string,
  lines: readonly NamedFundRow[],
  reportingDate: string,
  /** A fund type's subtotal and the total are in USD, whatever their funds. */
  inUSD = lines.length !== 1,
): TraceSubject => {
  const single = !inUSD && lines.length === 1 ? lines[0] : undefined
  return {
    scope,
    inUSD,
    currency: single?.reportingCurrency,
    reportingDate,
    funds: (flows) => lines.map((line) => traceFundOf(line, flows.flows.get(String(line.fundId)) ?? [])),
    reported: single ? (flows) => flows.reported.get(String(single.fundId)) : undefined,
  }
}

/** The fund-type tables' figures, as the checks name them. */
const SUBTOTAL_FIGURES = {
  commitment: texts.commitment,
  remainingCommitments: texts.remainingCommitments,
  totalContributedCapital: texts.contributedCapital,
  totalDistributions: texts.distributions,
  capitalAccountAtFairValue: texts.capitalAccountAtFairValue,
}

/**
 * The account summary's checks: each fund's commitment less contributions against its remaining commitment, the
 * fund-type subtotals and the total against their rows, each fund's contributions and distributions against its
 * cash flows and (group-wide) its capital account against the statement's.
 */
export function useSummaryTies(
  rows: readonly NamedFundRow[],
  lines: ReadonlyMap<NamedFundRow, { subject: TraceSubject }>,
  traced: Pick<TracedFigures, 'traceOf' | 'working'>,
  flows: Resource<InvestorFlows>,
  statements: Resource<ReadonlyMap<string, CapitalAccountStatementReport>> | null,
): FiguresTieState {
  const loadedStatements = statements && loadedData(statements)
  // Each fund's contributions and distributions against its flows: its trace's checks, once worked out.
  const flowTies = traced.working
    ? null
    : rows.flatMap((row) => traced.traceOf(lines.get(row)!.subject)?.ties ?? [])
  const cashFlowsChecked = flowTies !== null
  const staticTies = useMemo(
    () => ({
      commitment: commitmentTies(rows),
      subtotals: subtotalTies(
        fundTypeGroups(rows, (row) => row.fundType),
        summaryTotalsInUSD(rows),
        SUBTOTAL_FIGURES,
      ),
    }),
    [rows],
  )
  const statementTies = useMemo(
    () => (loadedStatements ? summaryAgainstStatementTies(rows, loadedStatements) : []),
    [rows, loadedStatements],
  )
  if (flows.status === 'rejected') return { status: 'failed', error: flows.error, retry: flows.reload }
  if (statements?.status === 'rejected')
    return { status: 'failed', error: statements.error, retry: statements.reload }
  if (!cashFlowsChecked || (statements && !loadedStatements)) return { status: 'checking' }
  return {
    status: 'checked',
    sections: [
      { heading: tieTexts.sections.remainingCommitment, ties: staticTies.commitment },
      { heading: tieTexts.sections.subtotals, ties: staticTies.subtotals },
      { heading: tieTexts.sections.cashFlows, ties: flowTies },
      { heading: tieTexts.sections.statement, ties: statementTies },
    ],
  }
}
