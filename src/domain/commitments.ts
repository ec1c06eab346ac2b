import { isAmount, toCents } from './amounts'
import { cashFlowByQuarter, type CashFlowQuarter } from './cashFlowFigures'
import { cashFlowTypeOfCategory } from './cashFlow'
import type { CashFlowRow } from './entities/cashFlow'
import { ratio } from './moic'
import { reportingDateOf, yearQuarterOf } from './periods'

// Commitments and pacing (issue 65): each fund's commitment and what remains to be called, the portfolio's calls
// and distributions by quarter (its J-curve) and a projection of the next four quarters' calls. Every amount is in
// USD at the account summary's rate of its fund, so that the totals are the account summary's.

/** One fund's figures as the commitments need them. */
export interface CommitmentFund {
  fundId: number | string
  fund: string
  /** The account summary's figures in USD, to the cent (portfolioSnapshot's fund). */
  commitment: number | null
  contributed: number | null
  unfunded: number | null
  exchangeRateToUSD: number | null
  /** The end of the fund's investment period (its current term, else its original), an ISO day; null if unknown. */
  investmentPeriodEnd: string | null
  /** The fund's cash flows (FundCashflows/Report), in the fund's currency. */
  flows: readonly CashFlowRow[]
}

export interface CommitmentRow {
  fundId: number | string
  fund: string
  commitment: number | null
  contributed: number | null
  unfunded: number | null
  /** Contributed over commitment, in percent. */
  calledPercent: number | null
  investmentPeriodEnd: string | null
  /** The day of the fund's latest call up to the as-of date. */
  lastCall: string | null
}

const isCall = (row: CashFlowRow) =>
  (row.type === 'Contribution' || cashFlowTypeOfCategory(row.category) === 'Contribution') &&
  isAmount(row.amount)

const dayOf = (row: CashFlowRow) => String(row.date ?? '').slice(0, 10)

/** The flows up to the as-of date: what the account summary's figures include. */
const flowsUpTo = (flows: readonly CashFlowRow[], asOf: string) => flows.filter((row) => dayOf(row) <= asOf)

const sumCents = (values: ReadonlyArray<number | null>): number | null =>
  values.some((value) => value === null)
    ? null
    : values.reduce<number>((sum, value) => sum + toCents(value ?? 0), 0) / 100

/** The funds' rows, largest commitment first, with their totals (the account summary's, summed to the cent). */
export function commitmentRows(funds: readonly CommitmentFund[], asOf: string) {
  const rows: CommitmentRow[] = funds
    .map((fund) => {
      const calls = flowsUpTo(fund.flows, asOf).filter(isCall).map(dayOf).sort()
      return {
        fundId: fund.fundId,
        fund: fund.fund,
        commitment: fund.commitment,
        contributed: fund.contributed,
        unfunded: fund.unfunded,
        calledPercent: percent(fund.contributed, fund.commitment),
        investmentPeriodEnd: fund.investmentPeriodEnd,
        lastCall: calls.at(-1) ?? null,
      }
    })
    .sort((a, b) => (b.commitment ?? -Infinity) - (a.commitment ?? -Infinity) || a.fund.localeCompare(b.fund))
  const commitment = sumCents(rows.map((row) => row.commitment))
  const contributed = sumCents(rows.map((row) => row.contributed))
  return {
    rows,
    totals: {
      commitment,
      contributed,
      unfunded: sumCents(rows.map((row) => row.unfunded)),
      calledPercent: percent(contributed, commitment),
    },
  }
}

const percent = (part: number | null, whole: number | null) => {
  const value = ratio(part, whole)
  return value === null ? null : value * 100
}

/** A fund's flows in USD at its rate (to the cent); none when it has no rate. */
const flowsInUSD = (fund: CommitmentFund): CashFlowRow[] => {
  const rate = fund.exchangeRateToUSD
  if (!isAmount(rate) || rate <= 0) return []
  return fund.flows.map((row) =>
    isAmount(row.amount)
      ? { ...row, amount: Math.round(toCents(row.amount) * rate) / 100, currency: 'USD' }
      : row,
  )
}

/** Every fund's calls and distributions by quarter in USD up to the as-of date, oldest first, with the J-curve. */
export const portfolioPacing = (funds: readonly CommitmentFund[], asOf: string): CashFlowQuarter[] =>
  cashFlowByQuarter(funds.flatMap((fund) => flowsUpTo(flowsInUSD(fund), asOf)))

/** How many quarters the projection covers, and how many past quarters its average is taken over. */
export const PROJECTION_QUARTERS = 4

export interface ProjectedQuarter {
  key: string
  label: string
  /** The quarter's end, an ISO day. */
  endDate: string
  /** Every fund's projected call, in USD. */
  calls: number
  byFund: Array<{ fundId: number | string; fund: string; calls: number }>
}

/** The quarter `offset` quarters after (or before, if negative) a quarter. */
function shiftQuarter(year: number, quarter: number, offset: number) {
  const index = year * 4 + (quarter - 1) + offset
  return { year: Math.floor(index / 4), quarter: (index % 4) + 1 }
}

const quarterKey = (q: { year: number; quarter: number }) => `${q.year}-Q${q.quarter}`

/** A quarter's first day. */
const quarterStart = (q: { year: number; quarter: number }) =>
  `${q.year}-${String((q.quarter - 1) * 3 + 1).padStart(2, '0')}-01`

/**
 * The next PROJECTION_QUARTERS quarters' calls after the as-of quarter: for each fund, the average of its calls in
 * the last PROJECTION_QUARTERS quarters up to the as-of date (quarters without a call count as nothing), never more
 * in total than its unfunded commitment, and nothing in a quarter that starts after its investment period ends. A
 * projection from the past, in USD; not a figure the managers give.
 */
export function projectedCalls(funds: readonly CommitmentFund[], asOf: string): ProjectedQuarter[] {
  const current = yearQuarterOf(asOf)
  if (!current) return []
  const window = new Set(
    Array.from({ length: PROJECTION_QUARTERS }, (_, i) =>
      quarterKey(shiftQuarter(current.year, current.quarter, -i)),
    ),
  )
  const ahead = Array.from({ length: PROJECTION_QUARTERS }, (_, i) =>
    shiftQuarter(current.year, current.quarter, i + 1),
  )
  const perFund = funds.map((fund) => {
    let recentCents = 0
    for (const row of flowsUpTo(flowsInUSD(fund), asOf)) {
      const when = yearQuarterOf(dayOf(row))
      if (when && window.has(quarterKey(when)) && isCall(row)) recentCents += toCents(row.amount as number)
    }
    const average = Math.round(Math.max(recentCents, 0) / PROJECTION_QUARTERS)
    let remaining = Math.max(fund.unfunded === null ? 0 : toCents(fund.unfunded), 0)
    const calls = ahead.map((quarter) => {
      const ended = fund.investmentPeriodEnd !== null && quarterStart(quarter) > fund.investmentPeriodEnd
      const call = ended ? 0 : Math.min(average, remaining)
      remaining -= call
      return call
    })
    return { fund, calls }
  })
  return ahead.map((quarter, i) => {
    const byFund = perFund
      .map(({ fund, calls }) => ({ fundId: fund.fundId, fund: fund.fund, calls: (calls[i] ?? 0) / 100 }))
      .filter((part) => part.calls > 0)
    return {
      key: quarterKey(quarter),
      label: `Q${quarter.quarter} ${quarter.year}`,
      endDate: reportingDateOf(quarter.year, quarter.quarter) ?? '',
      calls: perFund.reduce((sum, { calls }) => sum + (calls[i] ?? 0), 0) / 100,
      byFund,
    }
  })
}
