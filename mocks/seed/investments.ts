import type { FundInvestmentRow, InvestmentStatusGroup } from '../../src/domain'
import { INVESTMENT_STATUS_GROUPS } from '../../src/domain'
import { quarterAt } from './dates'
import type { SeedFund } from './funds'
import { fundAge } from './performance'
import { fromCents, intBetween, pick, unit } from './prng'

/** The portfolio companies of a fund and their values over time (schedule of investments, FPSIS). */
const PREFIXES = [
  'Apex',
  'Blue Harbor',
  'Cobalt',
  'Delta Ridge',
  'Everline',
  'Fjord',
  'Granite',
  'Helix',
  'Ironwood',
  'Juno',
  'Kestrel',
  'Lumen',
  'Monarch',
  'Nimbus',
  'Orion',
  'Pioneer',
  'Quartz',
  'Riverstone',
  'Sable',
  'Tidewater',
  'Umbra',
  'Vantage',
  'Willow',
  'Xenon',
  'Yellowpine',
  'Zenith',
] as const
const SUFFIXES = [
  'Holdings',
  'Technologies',
  'Healthcare',
  'Logistics',
  'Software',
  'Industrial Group',
  'Foods',
  'Energy Services',
  'Financial',
  'Materials',
] as const
const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Industrials',
  'Consumer',
  'Financial Services',
  'Energy',
  'Business Services',
  'Materials',
] as const

export interface SeedCompany {
  companyId: number
  companyName: string
  industry: string
  /** Fund age (quarters) at acquisition, exit, listing. */
  acquiredAt: number
  exitAt: number | null
  listedAt: number | null
  equityInvestedCents: number
  /** Value creation per 20 quarters: -0.3 … 2.7. */
  performance: number
  partiallyRealizes: boolean
}

const companiesCache = new Map<number, SeedCompany[]>()

export function companiesOf(fund: SeedFund): SeedCompany[] {
  const cached = companiesCache.get(fund.id)
  if (cached) return cached
  const count = intBetween(8, 18, fund.id, 41)
  const companies = Array.from({ length: count }, (_, c): SeedCompany => {
    const acquiredAt = c === 0 ? 0 : intBetween(0, 18, fund.id, c, 42)
    const realized = c === 0 || unit(fund.id, c, 43) < 0.3
    const listed = c === 1 || unit(fund.id, c, 44) < 0.2
    return {
      companyId: fund.id * 100 + c + 1,
      companyName: `${pick(PREFIXES, unit(fund.id, c, 45))} ${pick(SUFFIXES, unit(fund.id, c, 46))}`,
      industry: pick(INDUSTRIES, unit(fund.id, c, 47)),
      acquiredAt,
      exitAt: realized ? acquiredAt + (c === 0 ? 12 : intBetween(12, 30, fund.id, c, 48)) : null,
      listedAt: listed ? acquiredAt + (c === 1 ? 6 : intBetween(8, 20, fund.id, c, 49)) : null,
      // Between 30 and 80 % of the fund goes into companies, which leaves room for the fees.
      equityInvestedCents: Math.round((fund.size * (0.3 + unit(fund.id, c, 50) * 0.5)) / count) * 100,
      performance: -0.3 + 3 * unit(fund.id, c, 51) * (0.5 + fund.performance / 2),
      partiallyRealizes: unit(fund.id, c, 52) < 0.4,
    }
  })
  companiesCache.set(fund.id, companies)
  return companies
}

const multipleAt = (company: SeedCompany, age: number): number =>
  Math.max(0.05, 1 + (company.performance * (age - company.acquiredAt)) / 20)

/** The share of a company sold by a fund age: from its third year, up to half over the next seven and a half. */
const soldShareAt = (company: SeedCompany, age: number): number =>
  company.partiallyRealizes ? Math.min(0.5, Math.max(0, (age - company.acquiredAt - 8) / 30)) : 0

/** Proceeds of the partial sales through a fund age: each quarter sells its slice at that quarter's value. */
function partialProceeds(company: SeedCompany, age: number): number {
  let proceeds = 0
  for (let at = company.acquiredAt + 9; at <= age; at++)
    proceeds +=
      company.equityInvestedCents *
      multipleAt(company, at) *
      (soldShareAt(company, at) - soldShareAt(company, at - 1))
  return proceeds
}

interface CompanyValues {
  equityInvested: number
  cashReceived: number
  remainingFmv: number
  /** The cost of what has been sold (all of it once exited). */
  costRealized: number
  status: InvestmentStatusGroup
}

/**
 * A company's values at a fund age, in cents of the fund currency; null before its acquisition. Its proceeds only
 * grow: partial sales, then the rest at its exit.
 */
export function companyValuesAt(company: SeedCompany, age: number): CompanyValues | null {
  if (age < company.acquiredAt) return null
  const invested = company.equityInvestedCents
  if (company.exitAt !== null && age >= company.exitAt) {
    const exit = company.exitAt
    const rest = invested * multipleAt(company, exit) * (1 - soldShareAt(company, exit - 1))
    return {
      equityInvested: invested,
      cashReceived: Math.round(partialProceeds(company, exit - 1) + rest),
      remainingFmv: 0,
      costRealized: invested,
      status: 'Realized',
    }
  }
  const status: InvestmentStatusGroup =
    company.listedAt !== null && age >= company.listedAt ? 'Publicly Traded' : 'Unrealized/Partially Realized'
  return {
    equityInvested: invested,
    cashReceived: Math.round(partialProceeds(company, age)),
    remainingFmv: Math.round(invested * multipleAt(company, age) * (1 - soldShareAt(company, age))),
    costRealized: Math.round(invested * soldShareAt(company, age)),
    status,
  }
}

const moicOf = (values: CompanyValues | null): number | null =>
  values && values.equityInvested > 0
    ? Number(((values.cashReceived + values.remainingFmv) / values.equityInvested).toFixed(4))
    : null

const dateAtAge = (fund: SeedFund, age: number, dayOffset: number): string => {
  const quarter = quarterAt(age - fund.ageAtFirstReport)
  const day = new Date(`${quarter.startDate}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + dayOffset)
  return day.toISOString().slice(0, 10)
}

/** The day a company was bought: the same in the fund profile's schedule and the schedule of investments. */
export const acquisitionDateOf = (fund: SeedFund, company: SeedCompany): string =>
  dateAtAge(fund, company.acquiredAt, intBetween(5, 80, company.companyId, 53))

/** GET /reporting/v1/FPSIS/{fundId}:{date}: the fund's companies at a quarter. */
export function fundInvestmentRows(fund: SeedFund, quarterIndex: number): FundInvestmentRow[] {
  const age = fundAge(fund, quarterIndex)
  const { endDate, quarter } = quarterAt(quarterIndex)
  return companiesOf(fund).flatMap((company) => {
    const values = companyValuesAt(company, age)
    if (!values) return []
    const total = values.cashReceived + values.remainingFmv
    return [
      {
        companyName: company.companyName,
        acquisitionDate: acquisitionDateOf(fund, company),
        exitDate:
          company.exitAt !== null && age >= company.exitAt
            ? dateAtAge(fund, company.exitAt, intBetween(5, 80, company.companyId, 54))
            : null,
        equityInvested: fromCents(values.equityInvested),
        cashReceived: fromCents(values.cashReceived),
        remainingFmv: fromCents(values.remainingFmv),
        totalValue: fromCents(total),
        moic: moicOf(values),
        previousQuarterMOIC: moicOf(companyValuesAt(company, age - 1)),
        endPreviousYearMOIC: moicOf(companyValuesAt(company, age - quarter)),
        sameQuarterPreviousYearMOIC: moicOf(companyValuesAt(company, age - 4)),
        investStatusDesc: values.status,
        industry: company.industry,
        notes: company.exitAt !== null && age >= company.exitAt ? 'Fully realized' : null,
        fund: fund.name,
        reportingDate: endDate,
      },
    ]
  })
}

/** GET .../moictotals: totals per status group and overall; equal to the sums of the rows. */
export function moicTotals(fund: SeedFund, quarterIndex: number) {
  const rows = fundInvestmentRows(fund, quarterIndex)
  const totalsOf = (list: FundInvestmentRow[]) => {
    const cents = (pick: (r: FundInvestmentRow) => number | null | undefined) =>
      list.reduce((sum, r) => sum + Math.round((pick(r) ?? 0) * 100), 0)
    const equityInvested = cents((r) => r.equityInvested)
    const totalValue = cents((r) => r.totalValue)
    return {
      equityInvested: fromCents(equityInvested),
      cashReceived: fromCents(cents((r) => r.cashReceived)),
      remainingFmv: fromCents(cents((r) => r.remainingFmv)),
      totalValue: fromCents(totalValue),
      moic: equityInvested > 0 ? Number((totalValue / equityInvested).toFixed(4)) : null,
    }
  }
  return {
    fundId: fund.id,
    reportingDate: quarterAt(quarterIndex).endDate,
    groups: INVESTMENT_STATUS_GROUPS.map((group) => ({
      investStatusDesc: group,
      ...totalsOf(rows.filter((r) => r.investStatusDesc === group)),
    })),
    total: totalsOf(rows),
  }
}
