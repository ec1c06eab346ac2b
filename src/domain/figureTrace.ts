// 'How this is calculated' (issue 63): a figure of home or of the account summary (DPI, RVPI, TVPI, net MOIC,
// 'Your net IRR') traced back to the investor's dated cash flows and the capital account at fair value, worked
// out as a spreadsheet works it out, so that the exported workbook's formulas give the figure on screen.
import { toUSD } from './accountSummary'
import { sumInCents, toCents } from './amounts'
import type { CashFlowRow } from './entities/cashFlow'
import { figureTie, type FigureTie } from './figureTies'
import { flowsTo, investorCash, isoDay } from './ilpaFlows'
import { irrPercent } from './investorIrr'
import { netMoic, ratio } from './moic'
import { figureTieTexts } from './texts/figureTies'

/** One fund of a trace: the investor's flows in it and the account summary's ITD figures, in its own currency. */
export interface TraceFund {
  fundName: string
  currency: string
  /** The account summary's rate to USD (spec §9), for a trace in USD. */
  exchangeRateToUSD: number | null
  /** FundCashflows/Report, any date. */
  flows: readonly CashFlowRow[]
  /** The account summary's contributed capital, distributions and capital account at fair value (ITD). */
  contributed: number | null
  distributed: number | null
  endingValue: number | null
}

/** A flow as the trace lists it: the investor's cash, contributions negative, in the trace's currency. */
export interface TracedFlow {
  date: string
  fundName: string
  type: string
  category: string
  amount: number
}

export interface FigureTrace {
  reportingDate: string
  currency: string
  /** By date, up to the reporting date. */
  flows: TracedFlow[]
  /** The capital account at fair value on the reporting date: the last flow of the IRR. */
  endingValue: number | null
  /** The flows' contributions and distributions, each a positive sum. */
  contributed: number
  distributed: number
  dpi: number | null
  rvpi: number | null
  tvpi: number | null
  /** Net MOIC as the specification defines it: (capital account at fair value − distributions) ÷ contributions. */
  netMoic: number | null
  /** 'Your net IRR' in percent; null where the flows never change sign. */
  irr: number | null
  /** Each fund's account summary figures against its flows' sums, in the fund's own currency. */
  ties: FigureTie[]
}

/** A fund's amount in the trace's currency, to the cent; null when it cannot be converted (no rate, not USD). */
const inCurrency = (amount: number, fund: TraceFund, inUSD: boolean): number | null => {
  if (!inUSD) return amount
  const usdCents = toUSD(toCents(amount), fund.exchangeRateToUSD, fund.currency)
  return usdCents === null ? null : Math.round(usdCents) / 100
}

/**
 * The trace of one fund (in its own currency) or of several (in USD, each amount converted at its fund's rate and
 * rounded to the cent, as the account summary's totals are). Null when an amount cannot be converted: a trace that
 * left a fund out would not be the figure's.
 */
export function figureTrace(
  funds: readonly TraceFund[],
  reportingDate: string,
  inUSD: boolean,
): FigureTrace | null {
  const flows: TracedFlow[] = []
  const ties: FigureTie[] = []
  let ending: number | null = null
  for (const fund of funds) {
    // The fund's contributions and distributions in its own currency, in cents: what the account summary says.
    let contributedCents = 0
    let distributedCents = 0
    for (const row of flowsTo(fund.flows, reportingDate)) {
      const cash = investorCash(row)
      if (cash === null) continue
      if (cash < 0) contributedCents += toCents(-cash)
      else distributedCents += toCents(cash)
      const amount = inCurrency(cash, fund, inUSD)
      if (amount === null) return null
      flows.push({
        date: isoDay(row.date),
        fundName: fund.fundName,
        type: row.type,
        category: row.category,
        amount,
      })
    }
    ties.push(
      figureTie(figureTieTexts.summaryContributions(fund.fundName), contributedCents / 100, fund.contributed),
      figureTie(figureTieTexts.summaryDistributions(fund.fundName), distributedCents / 100, fund.distributed),
    )
    if (typeof fund.endingValue === 'number' && Number.isFinite(fund.endingValue)) {
      const value = inCurrency(fund.endingValue, fund, inUSD)
      if (value === null) return null
      ending = (sumInCents([ending, value]) ?? 0) as number
    }
  }
  // One fund's flows are in order already; several are put in order together.
  if (funds.length > 1) flows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const contributed = sumInCents(flows.map((flow) => (flow.amount < 0 ? -flow.amount : 0))) ?? 0
  const distributed = sumInCents(flows.map((flow) => (flow.amount > 0 ? flow.amount : 0))) ?? 0
  const withEnding =
    ending === null || ending === 0 ? flows : [...flows, { date: reportingDate, amount: ending }]
  return {
    reportingDate,
    currency: inUSD ? 'USD' : (funds[0]?.currency ?? ''),
    flows,
    endingValue: ending,
    contributed,
    distributed,
    dpi: ratio(distributed, contributed),
    rvpi: ratio(ending, contributed),
    tvpi: ending === null ? null : ratio(distributed + ending, contributed),
    netMoic: netMoic(ending, distributed, contributed),
    irr: irrPercent(withEnding),
    ties,
  }
}
