import { SUMMARY_AMOUNT_FIELDS, summaryByFund, toUSD, type SummaryAmountField } from './accountSummary'
import { isAmount, toCents } from './amounts'
import type { CapitalAccountRow } from './entities/capitalAccount'
import { ratio } from './moic'
import { yearQuarterOf } from './periods'

const quarterLabel = (reportingDate: string): string => {
  const quarter = yearQuarterOf(reportingDate)
  return quarter ? `Q${quarter.quarter} ${quarter.year}` : reportingDate
}

/**
 * The investor's portfolio at a glance (home): their position across the chosen group's funds, from the account
 * summary's inception-to-date rows (POST Cas/report, the call the account summary makes), in USD as the account
 * summary aggregates (spec §2.5 note, §9 spot rate), with the ILPA performance ratios. Nothing here is a figure the
 * provider gives: every total and ratio is derived from the rows.
 */

/** The ILPA performance ratios, each null when contributed capital is 0 or a figure is missing. */
export interface PerformanceRatios {
  /** Distributions to paid-in: distributions ÷ contributed capital. */
  dpi: number | null
  /** Residual value to paid-in: capital account at fair value (NAV) ÷ contributed capital. */
  rvpi: number | null
  /** Total value to paid-in: (distributions + NAV) ÷ contributed capital. */
  tvpi: number | null
}

/** A position in USD, to the cent: the account summary's five amounts and the ratios they give. */
export type PortfolioPosition = Record<SummaryAmountField, number | null> & PerformanceRatios

/** One fund of the portfolio: its position in USD and the currency it reports in. */
export interface PortfolioFund extends PortfolioPosition {
  fundId: number | string
  reportingCurrency: string
  /** Its rate to USD (spec §9) and its figures in its own currency, as its cash flows are ('How this is calculated'). */
  exchangeRateToUSD: number | null
  ownCurrency: Pick<Amounts, 'totalContributedCapital' | 'totalDistributions' | 'capitalAccountAtFairValue'>
}

export interface PortfolioSnapshot {
  /** The quarter end the figures are as of. */
  reportingDate: string
  /** Every fund together. */
  total: PortfolioPosition
  /** The funds, largest capital account at fair value first (funds without one last, then by id). */
  funds: PortfolioFund[]
}

export function performanceRatios(
  position: Pick<
    PortfolioPosition,
    'totalContributedCapital' | 'totalDistributions' | 'capitalAccountAtFairValue'
  >,
): PerformanceRatios {
  const { totalContributedCapital: contributed, totalDistributions: distributed } = position
  const nav = position.capitalAccountAtFairValue
  return {
    dpi: ratio(distributed, contributed),
    rvpi: ratio(nav, contributed),
    tvpi: isAmount(distributed) && isAmount(nav) ? ratio(distributed + nav, contributed) : null,
  }
}

type Amounts = Record<SummaryAmountField, number | null>

/** A fund's position, and which of its amounts could not be converted to USD (it has one, but no usable rate). */
interface ConvertedFund {
  fund: PortfolioFund
  unconvertible: ReadonlySet<SummaryAmountField>
}

/**
 * The funds' amounts summed to the cent. A field is null when no fund has it, or when one fund's amount could not
 * be converted: a total that silently left a fund out would mislead.
 */
function sumPositions(funds: readonly ConvertedFund[]): Amounts {
  const total = (field: SummaryAmountField): number | null => {
    let cents: number | null = null
    for (const { fund, unconvertible } of funds) {
      if (unconvertible.has(field)) return null
      const amount = fund[field]
      if (amount !== null) cents = (cents ?? 0) + toCents(amount)
    }
    return cents === null ? null : cents / 100
  }
  return Object.fromEntries(SUMMARY_AMOUNT_FIELDS.map((field) => [field, total(field)])) as Amounts
}

/** The portfolio's ITD rows (any other period is left out: the snapshot is inception to date). */
const inceptionToDate = (rows: readonly CapitalAccountRow[] | null | undefined): CapitalAccountRow[] =>
  (rows ?? []).filter((row) => row?.period === 'ITD')

/**
 * Each fund's position in USD: its accounts' amounts summed in the fund's currency to the cent (as the account
 * summary shows them), then converted at the fund's rate and rounded to the cent. An amount that cannot be
 * converted (no rate, not USD) is null, never a wrong figure.
 */
function fundPositions(rows: readonly CapitalAccountRow[]): ConvertedFund[] {
  return summaryByFund(rows, { kind: 'groupWide' }).map((fund) => {
    const unconvertible = new Set<SummaryAmountField>()
    const amounts = Object.fromEntries(
      SUMMARY_AMOUNT_FIELDS.map((field) => {
        const amount = fund[field]
        // Converted in cents, so that a rate never meets a binary fraction of a cent before the rounding.
        const usdCents = isAmount(amount)
          ? toUSD(toCents(amount), fund.exchangeRateToUSD, fund.reportingCurrency)
          : null
        if (usdCents === null && isAmount(amount)) unconvertible.add(field)
        return [field, usdCents === null ? null : Math.round(usdCents) / 100]
      }),
    ) as Amounts
    return {
      fund: {
        fundId: fund.fundId,
        reportingCurrency: fund.reportingCurrency,
        exchangeRateToUSD: fund.exchangeRateToUSD ?? null,
        ownCurrency: {
          totalContributedCapital: fund.totalContributedCapital,
          totalDistributions: fund.totalDistributions,
          capitalAccountAtFairValue: fund.capitalAccountAtFairValue,
        },
        ...amounts,
        ...performanceRatios(amounts),
      },
      unconvertible,
    }
  })
}

const byNavDescending = (a: PortfolioFund, b: PortfolioFund): number =>
  (b.capitalAccountAtFairValue ?? -Infinity) - (a.capitalAccountAtFairValue ?? -Infinity) ||
  String(a.fundId).localeCompare(String(b.fundId), undefined, { numeric: true })

/**
 * The snapshot of one reporting date from the account summary's rows for it (the group's investor accounts; the
 * -998 group and -999 total-fund rows are not the investor's and are left out). Null when no row is the investor's.
 */
export function portfolioSnapshot(
  rows: readonly CapitalAccountRow[] | null | undefined,
  reportingDate: string,
): PortfolioSnapshot | null {
  const converted = fundPositions(inceptionToDate(rows))
  if (converted.length === 0) return null
  const amounts = sumPositions(converted)
  return {
    reportingDate,
    total: { ...amounts, ...performanceRatios(amounts) },
    funds: converted.map(({ fund }) => fund).sort(byNavDescending),
  }
}

/** One quarter of the portfolio's history, in USD: what had been contributed and distributed, and what it was worth. */
export interface PortfolioQuarter {
  reportingDate: string
  /** The quarter as the chart's axis and table name it, e.g. 'Q3 2026'. */
  label: string
  contributed: number | null
  distributed: number | null
  nav: number | null
}

/**
 * The portfolio over time (its J-curve): for each quarter's ITD rows, the cumulative contributions, cumulative
 * distributions and capital account at fair value in USD, oldest quarter first. Quarters without the investor's
 * rows are left out.
 */
export function portfolioHistory(
  quarters: ReadonlyArray<{ reportingDate: string; rows: readonly CapitalAccountRow[] | null | undefined }>,
): PortfolioQuarter[] {
  return quarters
    .flatMap(({ reportingDate, rows }) => {
      const snapshot = portfolioSnapshot(rows, reportingDate)
      return snapshot
        ? [
            {
              reportingDate,
              label: quarterLabel(reportingDate),
              contributed: snapshot.total.totalContributedCapital,
              distributed: snapshot.total.totalDistributions,
              nav: snapshot.total.capitalAccountAtFairValue,
            },
          ]
        : []
    })
    .sort((a, b) => a.reportingDate.localeCompare(b.reportingDate))
}

/** How many funds the home page lists before linking to the rest. */
export const PORTFOLIO_FUNDS_SHOWN = 10

/** How many published quarters the home page's history covers (the latest counted): three years, each one call. */
export const PORTFOLIO_HISTORY_QUARTERS = 12
