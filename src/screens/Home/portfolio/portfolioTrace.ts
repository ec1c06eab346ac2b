import {
  entityDisplayName,
  figureTraceTexts,
  type EntitledEntity,
  type Id,
  type PortfolioFund,
  type PortfolioSnapshot,
} from '../../../domain'
import { traceFundOf, type InvestorFlows, type TraceSubject } from '../../figureTrace'

// Home's figures traced to the investor's cash flows ('How this is calculated'): the portfolio in USD, each fund in
// its own currency (that of its flows).

/** A fund's name as the session's entitled funds give it; its id where it is not among them. */
export const fundNameOf =
  (entitled: readonly EntitledEntity[]) =>
  (fundId: Id): string => {
    const fund = entitled.find((entity) => String(entity.id) === String(fundId))
    return fund ? entityDisplayName(fund) : String(fundId)
  }

const fundOf = (fund: PortfolioFund, name: string, flows: InvestorFlows) =>
  traceFundOf(
    {
      fundName: name,
      reportingCurrency: fund.reportingCurrency,
      exchangeRateToUSD: fund.exchangeRateToUSD,
      ...fund.ownCurrency,
    },
    flows.flows.get(String(fund.fundId)) ?? [],
  )

/** The whole portfolio's figures, in USD. */
export const portfolioSubject = (
  snapshot: PortfolioSnapshot,
  nameOf: (fundId: Id) => string,
): TraceSubject => ({
  scope: figureTraceTexts.portfolioScope,
  inUSD: true,
  reportingDate: snapshot.reportingDate,
  funds: (flows) => snapshot.funds.map((fund) => fundOf(fund, nameOf(fund.fundId), flows)),
})

/** One fund's figures, in its own currency, with its reported net IRR. */
export const fundSubject = (fund: PortfolioFund, name: string, reportingDate: string): TraceSubject => ({
  scope: name,
  inUSD: false,
  currency: fund.reportingCurrency,
  reportingDate,
  funds: (flows) => [fundOf(fund, name, flows)],
  reported: (flows) => flows.reported.get(String(fund.fundId)),
})
