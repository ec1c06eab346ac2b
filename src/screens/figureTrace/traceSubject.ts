import { figureTrace, type CashFlowRow, type FigureTrace, type Fund, type TraceFund } from '../../domain'
import type { InvestorFlows } from './investorFlows'

/** What 'How this is calculated' is opened on: a fund (in its currency) or several (in USD), as of a date. */
export interface TraceSubject {
  /** What the figures are of: a fund's name, a fund type's, or 'your portfolio'. */
  scope: string
  /** Its funds, once the flows are in. */
  funds: (flows: InvestorFlows) => readonly TraceFund[]
  inUSD: boolean
  /** The fund's currency, for a single fund's panel while its flows load. */
  currency?: string
  reportingDate: string
  /** A fund's own reported net IRR (the Funds call), shown beside the investor's. */
  reported?: (flows: InvestorFlows) => Pick<Fund, 'netIrr' | 'irrAsOfDate'> | null | undefined
}

/** What a trace needs of an account summary line (Cas/report, ITD): its amounts in its own currency. */
export interface TracedSummaryLine {
  fundName: string
  reportingCurrency: string
  exchangeRateToUSD?: number | null
  totalContributedCapital: number | null
  totalDistributions: number | null
  capitalAccountAtFairValue: number | null
}

/** A fund of a trace from its account summary line and its flows. */
export const traceFundOf = (line: TracedSummaryLine, flows: readonly CashFlowRow[]): TraceFund => ({
  fundName: line.fundName,
  currency: line.reportingCurrency,
  exchangeRateToUSD: line.exchangeRateToUSD ?? null,
  flows,
  contributed: line.totalContributedCapital,
  distributed: line.totalDistributions,
  endingValue: line.capitalAccountAtFairValue,
})

/** A subject's figures traced to its flows; null where an amount cannot be converted (figureTrace). */
export const traceOfSubject = (subject: TraceSubject, flows: InvestorFlows): FigureTrace | null =>
  figureTrace(subject.funds(flows), subject.reportingDate, subject.inUSD)
