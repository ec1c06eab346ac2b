import type {
  FundInvestmentAdjustment,
  FundInvestmentRow,
  InvestmentStatusGroup,
  SoiAggregated,
  SoiDetailedRow,
} from '../../src/domain'
import { INVESTMENT_STATUS_GROUPS } from '../../src/domain'
import { convertCents } from './currencies'
import { quarterAt } from './dates'
import type { SeedFund } from './funds'
import { fundAge, fundHolders } from './performance'
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
  /** Value creation per 20 quarters: -0.6 … 2.4. */
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
      equityInvestedCents: Math.round((fund.size * (0.3 + unit(fund.id, c, 50) * 0.7)) / count) * 100,
      performance: -0.6 + 3 * unit(fund.id, c, 51) * (0.5 + fund.performance / 2),
      partiallyRealizes: unit(fund.id, c, 52) < 0.4,
    }
  })
  companiesCache.set(fund.id, companies)
  return companies
}

const multipleAt = (company: SeedCompany, age: number): number =>
  Math.max(0.05, 1 + (company.performance * (age - company.acquiredAt)) / 20)

interface CompanyValues {
  equityInvested: number
  cashReceived: number
  remainingFmv: number
  status: InvestmentStatusGroup
}

/** A company's values at a fund age, in cents of the fund currency; null before its acquisition. */
export function companyValuesAt(company: SeedCompany, age: number): CompanyValues | null {
  if (age < company.acquiredAt) return null
  const invested = company.equityInvestedCents
  if (company.exitAt !== null && age >= company.exitAt) {
    return {
      equityInvested: invested,
      cashReceived: Math.round(invested * multipleAt(company, company.exitAt)),
      remainingFmv: 0,
      status: 'Realized',
    }
  }
  const value = invested * multipleAt(company, age)
  const realizedShare = company.partiallyRealizes
    ? Math.min(0.5, Math.max(0, (age - company.acquiredAt - 8) / 30))
    : 0
  const status: InvestmentStatusGroup =
    company.listedAt !== null && age >= company.listedAt ? 'Publicly Traded' : 'Unrealized/Partially Realized'
  return {
    equityInvested: invested,
    cashReceived: Math.round(value * realizedShare),
    remainingFmv: Math.round(value * (1 - realizedShare)),
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
const acquisitionDateOf = (fund: SeedFund, company: SeedCompany): string =>
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

export const ADJUSTMENT_TYPES = [
  'Fair value of escrow',
  'Guarantee obligations and hedges',
  'Bank credit facility',
  'Other assets and liabilities',
] as const

/** GET /reporting/v1/FPSIS/{fundId}/{date}/adjustments: the four adjustment lines below the companies. */
export function fundAdjustments(
  fund: SeedFund,
  quarterIndex: number,
): Array<FundInvestmentAdjustment & { adjustmentTypeDescription: string }> {
  const scale = fund.size / 1000
  return ADJUSTMENT_TYPES.map((description, i) => ({
    adjustmentTypeID: i + 1,
    adjustmentTypeDescription: description,
    adjustmentTypeValue: fromCents(Math.round((unit(fund.id, quarterIndex, 60 + i) - 0.4) * scale) * 100),
  }))
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

/**
 * POST /reporting/v1/SOI/Report: the user's share of each company (their commitment over the fund's size, the other
 * limited partners included), and the totals below them.
 */
export function scheduleOfInvestments(
  fund: SeedFund,
  accountIds: readonly number[],
  quarterIndex: number,
  currency: string,
) {
  const age = fundAge(fund, quarterIndex)
  const holders = fundHolders(fund)
  const fundCommitment = holders.reduce((sum, h) => sum + h.commitment, 0)
  const convert = (cents: number) => convertCents(cents, fund.currency, currency, quarterIndex)
  const soiDetailed: SoiDetailedRow[] = []
  let remainingTotal = 0
  for (const holder of holders.filter((h) => accountIds.includes(h.accountId))) {
    const share = holder.commitment / fundCommitment
    for (const company of companiesOf(fund)) {
      const values = companyValuesAt(company, age)
      if (!values) continue
      const part = (cents: number) => convert(Math.round(cents * share))
      const remaining = part(values.remainingFmv)
      const invested = part(values.equityInvested)
      const distributions = part(values.cashReceived)
      remainingTotal += remaining
      soiDetailed.push({
        companyId: company.companyId,
        companyName: company.companyName,
        initialInvestmentDate: acquisitionDateOf(fund, company),
        reportingCurrency: currency,
        investorId: holder.accountId,
        capitalContributed: fromCents(invested),
        uncalledInvestmentsAtCost: 0,
        investmentIncome: fromCents(Math.round(distributions * 0.1)),
        investmentDistributionsGrossOfTaxWithholding: fromCents(distributions),
        gaapUnrealizedAppreciationPreAccruedCarry: fromCents(remaining + distributions - invested),
        remainingInvestedCapitalAndUndistributedProceedsAtFairValue: fromCents(remaining),
        investStatusDesc: values.status,
      })
    }
  }
  if (soiDetailed.length === 0) return { soiDetailed, soiAggregated: null }
  const line = (salt: number, weight: number) =>
    Math.round((unit(fund.id, quarterIndex, salt) - 0.3) * remainingTotal * weight)
  const lines = {
    fairValueOfEscrow: line(71, 0.01),
    guaranteeObligationsAndHedges: line(72, 0.005),
    interestReceivable: line(73, 0.004),
    accruedCarry: -Math.abs(line(74, 0.05)),
    cash: Math.abs(line(75, 0.02)),
    restrictedCash: Math.abs(line(76, 0.003)),
    deposits: Math.abs(line(77, 0.002)),
    bankCreditFacility: -Math.abs(line(78, 0.03)),
    notePayable: -Math.abs(line(79, 0.01)),
    otherAssetsAndLiabilities: line(80, 0.006),
  }
  const capitalAccountAtFairValue = remainingTotal + Object.values(lines).reduce((sum, v) => sum + v, 0)
  const soiAggregated: SoiAggregated = { capitalAccountAtFairValue: fromCents(capitalAccountAtFairValue) }
  for (const [key, cents] of Object.entries(lines))
    soiAggregated[key as keyof SoiAggregated] = fromCents(cents)
  return { soiDetailed, soiAggregated }
}
