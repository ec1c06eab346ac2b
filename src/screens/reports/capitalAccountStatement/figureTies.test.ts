import { describe, expect, it } from 'vitest'
import { api } from '../../../api'
import {
  allFlowsRequest,
  cashFlowTies,
  remainingCommitmentTies,
  rollForwardTies,
  isSupportedCurrency,
  CAPITAL_ACCOUNT_VIEWS,
  type CashFlowRow,
} from '../../../domain'
import { setUpScreenTestProvider } from '../../testing'
import { loadFundStatement } from './resources'
import { everyFundSelection } from './everyFundSelection'

setUpScreenTestProvider('investor')

/**
 * The investor's latest statement of every fund in the fund's own currency (that of its cash flows), each with
 * its cash flows of all dates.
 */
async function latestStatements() {
  const selection = await everyFundSelection()
  const signal = new AbortController().signal
  return Promise.all(
    selection.selected.map(async (fund) => {
      const own = fund.currency?.toUpperCase()
      const currency = isSupportedCurrency(own) ? own : selection.currency
      const statement = await loadFundStatement(fund, { date: selection.date, currency }, signal)
      const flows = await api.reporting.getCashFlowReport(allFlowsRequest(fund.name))
      if (statement.status !== 'loaded') throw new Error(`${fund.name}: no statement`)
      return { fund, report: statement.report, flows, date: selection.date }
    }),
  )
}

describe("'Figures tie' over the demo book", () => {
  it('every statement of the investor ties: roll-forwards and remaining commitments in every view, contributions and distributions against the cash flows', async () => {
    const statements = await latestStatements()
    expect(statements.length).toBeGreaterThan(5)
    for (const { fund, report, flows, date } of statements) {
      const ties = [
        ...CAPITAL_ACCOUNT_VIEWS.flatMap((view) => [
          ...rollForwardTies(report, view),
          ...remainingCommitmentTies(report, view),
        ]),
        ...cashFlowTies(report, flows, date),
      ]
      expect(ties.filter((tie) => !tie.ties).map((tie) => `${fund.name}: ${tie.check}`)).toEqual([])
    }
  })

  it('one cash flow shifted by 1.00 before the year fails exactly one tie, ITD, by 1.00', async () => {
    const { report, flows, date } = (await latestStatements())[0]!
    const index = flows.findIndex(
      (flow) => flow.date.slice(0, 4) < date.slice(0, 4) && (flow.amount ?? 0) > 0,
    )
    const shifted: CashFlowRow[] = flows.map((flow, i) =>
      i === index ? { ...flow, amount: (flow.amount ?? 0) + 1 } : flow,
    )
    const failed = cashFlowTies(report, shifted, date).filter((tie) => !tie.ties)
    expect(failed).toHaveLength(1)
    expect(failed[0]!.check).toMatch(/^ITD: /u)
    expect(Math.abs(failed[0]!.difference!)).toBe(1)
  })
})
