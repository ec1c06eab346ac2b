import { isAmount, toCents } from './amounts'
import type { FundInvestmentRow, ScheduleOfInvestmentsReport } from './entities/scheduleOfInvestments'
import { soiStatusOf } from './scheduleOfInvestments'
import { exposureTexts as texts } from './texts/exposure'

// Look-through exposure (issue 65): what the investor owns underneath, across every fund, in USD. Each fund's
// part is its schedule of investments (the investor's rows of SOI/Report, in the fund's currency) converted at the
// account summary's rate; what the companies do not account for (soiAggregated's lines: cash, facilities, carry,
// other) is one 'Other assets and liabilities' line of that fund. A fund's lines therefore add up to its capital
// account at fair value in USD as the account summary gives it, and the exposure total to the summary's total.

/** One fund's figures as the exposure needs them. */
export interface ExposureFund {
  fundId: number | string
  fund: string
  geography: string | null
  strategy: string | null
  /** The account summary's capital account at fair value in USD, to the cent (portfolioSnapshot's fund). */
  capitalAccountUSD: number | null
  /** The account summary's rate from the fund's currency to USD. */
  exchangeRateToUSD: number | null
  /** SOI/Report in the fund's currency at the summary's date; null when the fund has no schedule then. */
  schedule: ScheduleOfInvestmentsReport | null
  /** The fund's summary investment schedule (FPSIS) at that date: the companies' industries; null when unknown. */
  investments: readonly FundInvestmentRow[] | null
}

/** One holding: a company held through one fund, or a fund's other assets and liabilities. */
export interface ExposureLine {
  key: string
  kind: 'company' | 'other'
  company: string
  fundId: number | string
  fund: string
  industry: string
  geography: string
  strategy: string
  status: string
  /** In USD, to the cent. */
  value: number
}

export const EXPOSURE_GROUPINGS = ['company', 'fund', 'industry', 'geography', 'strategy', 'status'] as const
export type ExposureGrouping = (typeof EXPOSURE_GROUPINGS)[number]

/** The lines grouped by one of EXPOSURE_GROUPINGS. */
export interface ExposureGroup {
  key: string
  label: string
  value: number
  /** Of the exposure total, in percent (null when the total is 0). */
  share: number | null
  holdings: number
  funds: number
}

export interface Exposure {
  lines: ExposureLine[]
  /** Every line together: the account summary's capital account at fair value in USD. */
  total: number
  /** Funds left out: no capital account in USD (none reported, or no rate to convert it), so no figure is true. */
  leftOut: string[]
  /** Funds without a schedule at the date: their whole capital account is in their other line. */
  withoutSchedule: string[]
}

const sameName = (name: string) => name.trim().toLocaleLowerCase('en-US')

/** The FPSIS companies' industries by name (SOI rows have no industry; both name the company alike). */
function industriesByName(rows: readonly FundInvestmentRow[] | null): Map<string, string> {
  const industries = new Map<string, string>()
  for (const row of rows ?? []) {
    if (typeof row?.companyName === 'string' && typeof row.industry === 'string' && row.industry.trim())
      industries.set(sameName(row.companyName), row.industry.trim())
  }
  return industries
}

/**
 * A fund's lines: its companies (the investor's accounts' rows summed per company, converted to USD to the cent)
 * and the other line that makes them add up to the fund's capital account in USD. Null when the fund cannot be
 * converted.
 */
function fundLines(fund: ExposureFund): ExposureLine[] | null {
  const rate = fund.exchangeRateToUSD
  if (fund.capitalAccountUSD === null || !isAmount(rate) || rate <= 0) return null
  const industries = industriesByName(fund.investments)
  const geography = fund.geography?.trim() || texts.notClassified
  const strategy = fund.strategy?.trim() || texts.notClassified
  const companies = new Map<string, ExposureLine & { cents: number }>()
  for (const row of fund.schedule?.soiDetailed ?? []) {
    const amount = row?.remainingInvestedCapitalAndUndistributedProceedsAtFairValue
    if (!isAmount(amount)) continue
    const name = String(row.companyName ?? row.companyId ?? '').trim() || texts.unnamedCompany
    const key = `${String(fund.fundId)}|${String(row.companyId ?? name)}`
    const line = companies.get(key) ?? {
      key,
      kind: 'company' as const,
      company: name,
      fundId: fund.fundId,
      fund: fund.fund,
      industry: industries.get(sameName(name)) ?? texts.notClassified,
      geography,
      strategy,
      status: soiStatusOf(row),
      value: 0,
      cents: 0,
    }
    // Summed in the fund's currency to the cent, as the schedule shows it, then converted once.
    line.cents += toCents(amount)
    companies.set(key, line)
  }
  const lines: ExposureLine[] = [...companies.values()].map(({ cents, ...line }) => ({
    ...line,
    value: Math.round(cents * rate) / 100,
  }))
  const held = lines.reduce((sum, line) => sum + toCents(line.value), 0)
  lines.push({
    key: `${String(fund.fundId)}|other`,
    kind: 'other',
    company: texts.otherAssetsAndLiabilities,
    fundId: fund.fundId,
    fund: fund.fund,
    industry: texts.otherAssetsAndLiabilities,
    geography,
    strategy,
    status: texts.otherAssetsAndLiabilities,
    value: (toCents(fund.capitalAccountUSD) - held) / 100,
  })
  return lines
}

/** The exposure across the funds: every holding in USD, and the total they make. */
export function exposure(funds: readonly ExposureFund[]): Exposure {
  const lines: ExposureLine[] = []
  const leftOut: string[] = []
  const withoutSchedule: string[] = []
  for (const fund of funds) {
    const own = fundLines(fund)
    if (!own) {
      leftOut.push(fund.fund)
      continue
    }
    if (!fund.schedule || fund.schedule.soiDetailed.length === 0) withoutSchedule.push(fund.fund)
    lines.push(...own)
  }
  const total = lines.reduce((sum, line) => sum + toCents(line.value), 0) / 100
  return { lines, total, leftOut, withoutSchedule }
}

const groupKey = (line: ExposureLine, grouping: ExposureGrouping): string => {
  switch (grouping) {
    case 'company':
      // The same company held through several funds is one exposure; the funds' other lines are one group.
      return line.kind === 'other' ? '\u0000other' : sameName(line.company)
    case 'fund':
      return String(line.fundId)
    default:
      return line[grouping]
  }
}

const groupLabel = (line: ExposureLine, grouping: ExposureGrouping): string =>
  grouping === 'company' ? line.company : grouping === 'fund' ? line.fund : line[grouping]

/** The lines grouped, the largest exposure first (then by name). */
export function exposureGroups(lines: readonly ExposureLine[], grouping: ExposureGrouping): ExposureGroup[] {
  const groups = new Map<string, { label: string; cents: number; holdings: number; funds: Set<string> }>()
  let totalCents = 0
  for (const line of lines) {
    const key = groupKey(line, grouping)
    const group = groups.get(key) ?? {
      label: groupLabel(line, grouping),
      cents: 0,
      holdings: 0,
      funds: new Set(),
    }
    const cents = toCents(line.value)
    group.cents += cents
    totalCents += cents
    if (line.kind === 'company') group.holdings += 1
    group.funds.add(String(line.fundId))
    groups.set(key, group)
  }
  return [...groups.entries()]
    .map(([key, group]) => ({
      key,
      label: group.label,
      value: group.cents / 100,
      share: totalCents === 0 ? null : (group.cents / totalCents) * 100,
      holdings: group.holdings,
      funds: group.funds.size,
    }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}

/** How many groups the concentration chart shows. */
export const TOP_CONCENTRATION = 10

/** The largest groups and the share of the total they make together. */
export function topConcentration(groups: readonly ExposureGroup[], count = TOP_CONCENTRATION) {
  const top = groups.slice(0, count)
  const share = top.every((group) => group.share !== null)
    ? top.reduce((sum, group) => sum + (group.share ?? 0), 0)
    : null
  return { top, share }
}
