import { api } from '../../api'
import {
  allFlowsRequest,
  cashFlowReportRequest,
  isAbortError,
  runLimited,
  type CashFlowRow,
  type EntitledEntity,
  type Fund,
  type Id,
} from '../../domain'

// The investor's cash flows of many funds, for 'Your net IRR' and 'How this is calculated' (issue 63). Loaded on
// demand, with the figures' chunk: never with home's own code.

/** Cash flow calls at once: FundCashflows/Report names one fund, so a 50-fund portfolio asks in waves of four. */
export const FLOW_CALLS_AT_ONCE = 4

/** A fund whose flows are wanted: FundCashflows/Report names it by its name. */
export interface FlowFund {
  id: Id
  name: string
}

export interface InvestorFlows {
  /** Each fund's flows (any date), by fund id. */
  flows: ReadonlyMap<string, readonly CashFlowRow[]>
  /** The funds' reported figures (the Funds call), by id; empty when that call failed: their IRR shows '-'. */
  reported: ReadonlyMap<string, Pick<Fund, 'netIrr' | 'irrAsOfDate'>>
}

/** The funds' reported net IRRs; none when the call fails (a figure of the fund's, not needed for the investor's). */
async function reportedIrrs(signal: AbortSignal): Promise<InvestorFlows['reported']> {
  try {
    const funds = await api.reporting.getFunds({ signal })
    return new Map(
      funds.map((fund) => [String(fund.id), { netIrr: fund.netIrr, irrAsOfDate: fund.irrAsOfDate }]),
    )
  } catch (error) {
    if (isAbortError(error)) throw error
    return new Map()
  }
}

/**
 * Every flow of the investor's accounts (`investors` by name; null for all of the group's) in each fund, by fund id,
 * at most FLOW_CALLS_AT_ONCE calls at once. A fund whose flows fail fails the whole: an IRR, a ratio or a list of
 * calls without one fund's flows would be another figure.
 */
export async function loadFundFlows(
  funds: readonly FlowFund[],
  investors: readonly string[] | null,
  signal: AbortSignal,
  /** Only the flows of these days (an exact range), rather than every flow. */
  range?: { startDate: string; endDate: string },
): Promise<InvestorFlows['flows']> {
  const request = (fund: FlowFund) =>
    range
      ? cashFlowReportRequest({
          fund: fund.name,
          investors: investors && [...investors],
          timePeriod: 'EXACT_DATE_RANGE',
          ...range,
        })
      : allFlowsRequest(fund.name, investors)
  const outcomes = await runLimited(
    funds,
    FLOW_CALLS_AT_ONCE,
    (fund) => api.reporting.getCashFlowReport(request(fund), { signal }),
    signal,
  )
  signal.throwIfAborted()
  const flows = new Map<string, readonly CashFlowRow[]>()
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 'rejected') throw outcome.reason
    flows.set(String(funds[index]!.id), outcome.value)
  }
  return flows
}

/** The investor's flows in each fund (loadFundFlows) and the funds' reported IRRs. */
export async function loadInvestorFlows(
  funds: readonly FlowFund[],
  investors: readonly string[] | null,
  signal: AbortSignal,
): Promise<InvestorFlows> {
  const [flows, reported] = await Promise.all([loadFundFlows(funds, investors, signal), reportedIrrs(signal)])
  return { flows, reported }
}

/** The flows of the group's funds by id (home's portfolio), each named as the session's entitled funds name it. */
export const flowsOfEntitledFunds = (
  fundIds: readonly Id[],
  entitled: readonly EntitledEntity[],
  signal: AbortSignal,
): Promise<InvestorFlows> =>
  loadInvestorFlows(
    fundIds.map((id) => ({
      id,
      name: entitled.find((fund) => String(fund.id) === String(id))?.name ?? String(id),
    })),
    null,
    signal,
  )
