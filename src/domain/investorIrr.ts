import type { CashFlowRow } from './entities/cashFlow'
import { flowsTo, investorCash, isoDay } from './ilpaFlows'
import { xirr, type DatedFlow } from './xirr'

// 'Your net IRR' (issue 63): the investor's own since-inception IRR, from their cash flows (FundCashflows/Report)
// and their capital account at fair value, as the ILPA workbook's Performance sheet works it out in Excel.

/**
 * The investor's dated cash in a fund to the reporting date, contributions negative and distributions positive,
 * with the capital account at fair value on that date as the last flow (what the investor would have if the fund
 * were sold at its value). Flows without a valid amount or date are left out.
 */
export function investorFlows(
  rows: readonly CashFlowRow[],
  endingValue: number | null,
  reportingDate: string,
): DatedFlow[] {
  const flows: DatedFlow[] = flowsTo(rows, reportingDate).flatMap((row) => {
    const amount = investorCash(row)
    return amount === null ? [] : [{ date: isoDay(row.date), amount }]
  })
  if (typeof endingValue === 'number' && Number.isFinite(endingValue) && endingValue !== 0)
    flows.push({ date: reportingDate, amount: endingValue })
  return flows
}

/** An XIRR in percent, as the portfolio shows IRR; null where there is none (the flows never change sign). */
export const irrPercent = (flows: readonly DatedFlow[]): number | null => {
  const rate = xirr(flows)
  return rate === null ? null : rate * 100
}

/** 'Your net IRR' of one fund, in percent. */
export const investorNetIrr = (
  rows: readonly CashFlowRow[],
  endingValue: number | null,
  reportingDate: string,
): number | null => irrPercent(investorFlows(rows, endingValue, reportingDate))

/** 'Your net IRR' of a portfolio: every fund's flows and ending values together (in one currency). */
export const portfolioNetIrr = (
  funds: ReadonlyArray<{ rows: readonly CashFlowRow[]; endingValue: number | null }>,
  reportingDate: string,
): number | null =>
  irrPercent(funds.flatMap((fund) => investorFlows(fund.rows, fund.endingValue, reportingDate)))
