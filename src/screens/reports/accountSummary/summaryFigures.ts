import { useMemo } from 'react'
import {
  commitmentTies,
  figureTrace,
  fundTypeGroups,
  isSupportedCurrency,
  runLimited,
  subtotalTies,
  summaryAgainstStatementTies,
  summaryTotalsInUSD,
  type CapitalAccountStatementReport,
} from '../../../domain'
import {
  loadInvestorFlows,
  tieTexts,
  traceFundOf,
  FLOW_CALLS_AT_ONCE,
  type FiguresTieState,
  type InvestorFlows,
  type TraceSubject,
} from '../../figureTrace'
import { loadedData, useScopedResource, type Resource } from '../../kit'
import { loadFundStatement } from '../capitalAccountStatement/resources'
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
    async ({ date, funds }, signal) => {
      const outcomes = await runLimited(
        funds,
        FLOW_CALLS_AT_ONCE,
        (fund) =>
          loadFundStatement(
            fund,
            { date, currency: isSupportedCurrency(fund.currency) ? fund.currency : 'USD' },
            signal,
          ),
        signal,
      )
      signal.throwIfAborted()
      const reports = new Map<string, CapitalAccountStatementReport>()
      for (const outcome of outcomes)
        if (outcome.status === 'fulfilled' && outcome.value.status === 'loaded')
          reports.set(outcome.value.fund.name, outcome.value.report)
      return reports as ReadonlyMap<string, CapitalAccountStatementReport>
    },
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

/** 'Your net IRR' of a subject once the flows are in. */
export const irrOf = (subject: TraceSubject, flows: InvestorFlows | undefined): number | null =>
  flows ? (figureTrace(subject.funds(flows), subject.reportingDate, subject.inUSD)?.irr ?? null) : null

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
  flows: Resource<InvestorFlows>,
  statements: Resource<ReadonlyMap<string, CapitalAccountStatementReport>> | null,
): FiguresTieState {
  const loadedFlows = loadedData(flows)
  const loadedStatements = statements && loadedData(statements)
  return useMemo((): FiguresTieState => {
    if (flows.status === 'rejected') return { status: 'failed', error: flows.error, retry: flows.reload }
    if (statements?.status === 'rejected')
      return { status: 'failed', error: statements.error, retry: statements.reload }
    if (!loadedFlows || (statements && !loadedStatements)) return { status: 'checking' }
    const groups = fundTypeGroups(rows, (row) => row.fundType)
    return {
      status: 'checked',
      sections: [
        { heading: tieTexts.sections.remainingCommitment, ties: commitmentTies(rows) },
        {
          heading: tieTexts.sections.subtotals,
          ties: subtotalTies(groups, summaryTotalsInUSD(rows), SUBTOTAL_FIGURES),
        },
        {
          heading: tieTexts.sections.cashFlows,
          ties: rows.flatMap(
            (row) =>
              figureTrace(
                [traceFundOf(row, loadedFlows.flows.get(String(row.fundId)) ?? [])],
                row.reportingDate,
                false,
              )?.ties ?? [],
          ),
        },
        {
          heading: tieTexts.sections.statement,
          ties: loadedStatements ? summaryAgainstStatementTies(rows, loadedStatements) : [],
        },
      ],
    }
  }, [rows, flows, statements, loadedFlows, loadedStatements])
}
