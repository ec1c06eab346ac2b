import { useCallback, useMemo } from 'react'
import { api } from '../../../api'
import {
  cashFlowTies,
  isSupportedCurrency,
  remainingCommitmentTies,
  rollForwardTies,
  summaryAgainstStatementTies,
  summaryByFund,
  type CapitalAccountStatementReport,
  type CapitalAccountView,
  type FigureTie,
  type StatementSelection,
  type SummaryTieRow,
  type SupportedCurrency,
} from '../../../domain'
import { loadInvestorFlows, tieTexts, type FiguresTieState, type InvestorFlows } from '../../figureTrace'
import { loadedData, useScopedResource, useWorkInSlices } from '../../kit'
import { usePortalSession } from '../../portalSession'
import { loadStatementsByFund, type FundStatement } from './resources'

// 'Figures tie' on the capital account statement (issue 63): each fund's roll-forward and remaining commitment in
// the view shown, and, in the fund's own currency, its contributions and distributions against its cash flows and
// its capital account against the account summary's.

type Loaded = Extract<FundStatement, { status: 'loaded' }>

/** A fund's own currency, as the statement can be asked for it; the selection's where it cannot. */
const ownCurrencyOf = (fund: { currency: string | null }, selected: SupportedCurrency): SupportedCurrency => {
  const own = fund.currency?.toUpperCase()
  return isSupportedCurrency(own) ? own : selected
}

interface StatementEvidence {
  flows: InvestorFlows
  /** Each fund's statement in its own currency (that of its flows), by fund name. */
  own: ReadonlyMap<string, CapitalAccountStatementReport>
  /** The account summary's line of each fund (ITD, group-wide) in its own currency. */
  summary: readonly SummaryTieRow[]
}

/** The statement's other evidence: the funds' cash flows, their own-currency statements and the account summary. */
function useStatementEvidence(selection: StatementSelection | null, loaded: readonly Loaded[] | null) {
  const { entitledEntities } = usePortalSession()
  return useScopedResource(
    'cashFlowReport',
    selection &&
      loaded && {
        date: selection.date,
        currency: selection.currency,
        funds: loaded.map(({ fund }) => ({
          ...fund,
          cashFlowName:
            entitledEntities.find((entity) => String(entity.id) === String(fund.id))?.name ?? fund.name,
        })),
      },
    async ({ date, currency, funds }, signal): Promise<StatementEvidence> => {
      const ownCurrency = (fund: (typeof funds)[number]) => ownCurrencyOf(fund, currency)
      const [flows, own, summaryRows] = await Promise.all([
        loadInvestorFlows(
          funds.map((fund) => ({ id: fund.id, name: fund.cashFlowName })),
          null,
          signal,
        ),
        loadStatementsByFund(
          funds.filter((fund) => ownCurrency(fund) !== currency),
          date,
          ownCurrency,
          signal,
        ),
        api.reporting.getAccountSummary(
          { fundIds: funds.map((fund) => fund.id), reportingDate: date, period: 'ITD', current: false },
          { signal },
        ),
      ])
      const names = new Map(funds.map((fund) => [String(fund.id), fund.name]))
      return {
        flows,
        own,
        summary: summaryByFund(summaryRows, { kind: 'groupWide' }).flatMap((row) => {
          const fundName = names.get(String(row.fundId))
          return fundName ? [{ ...row, fundName }] : []
        }),
      }
    },
  )
}

const ofFund = (fund: string, ties: readonly FigureTie[]) =>
  ties.map((tie) => ({ ...tie, check: tieTexts.ofFund(fund, tie.check) }))

/** One fund's checks, by section. */
interface FundTies {
  rollForward: FigureTie[]
  remainingCommitment: FigureTie[]
  cashFlows: FigureTie[]
  accountSummary: FigureTie[]
}

/**
 * The statement's 'Figures tie' state for the view shown. The checks are worked out a few funds a task once their
 * evidence is in (each reads the fund's whole statement: 200 accounts in a large book): a 50-fund statement never holds the page.
 */
export function useStatementTies(
  selection: StatementSelection | null,
  statements: readonly FundStatement[] | null,
  view: CapitalAccountView,
): FiguresTieState | null {
  const loaded = useMemo(
    () => statements?.flatMap((statement) => (statement.status === 'loaded' ? [statement] : [])) ?? null,
    [statements],
  )
  const evidence = useStatementEvidence(selection, loaded && loaded.length > 0 ? loaded : null)
  const data = loadedData(evidence)
  const checkFund = useCallback(
    (statement: Loaded): FundTies => {
      const { fund, report } = statement
      if (!selection || !data)
        return { rollForward: [], remainingCommitment: [], cashFlows: [], accountSummary: [] }
      // The fund's statement in its own currency: the page's, or the one loaded for the checks.
      const own =
        data.own.get(fund.name) ??
        (ownCurrencyOf(fund, selection.currency) === selection.currency ? report : null)
      const flows = data.flows.flows.get(String(fund.id))
      return {
        rollForward: ofFund(fund.name, rollForwardTies(report, view)),
        remainingCommitment: ofFund(fund.name, remainingCommitmentTies(report, view)),
        cashFlows: own && flows ? ofFund(fund.name, cashFlowTies(own, flows, selection.date)) : [],
        accountSummary: own
          ? summaryAgainstStatementTies(
              data.summary.filter((row) => row.fundName === fund.name),
              new Map([[fund.name, own]]),
            )
          : [],
      }
    },
    [selection, data, view],
  )
  const checked = useWorkInSlices(data ? loaded : null, checkFund)
  if (!selection || !loaded || loaded.length === 0) return null
  if (evidence.status === 'rejected')
    return { status: 'failed', error: evidence.error, retry: evidence.reload }
  if (!checked) return { status: 'checking' }
  const section = (heading: string, key: keyof FundTies) => ({
    heading,
    ties: checked.flatMap((fund) => fund[key]),
  })
  return {
    status: 'checked',
    sections: [
      section(tieTexts.sections.rollForward, 'rollForward'),
      section(tieTexts.sections.remainingCommitment, 'remainingCommitment'),
      section(tieTexts.sections.cashFlows, 'cashFlows'),
      section(tieTexts.sections.accountSummary, 'accountSummary'),
    ],
  }
}
