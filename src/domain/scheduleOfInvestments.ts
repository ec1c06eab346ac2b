import {
  INVESTMENT_STATUS_GROUPS,
  type InvestmentStatusGroup,
  type ScheduleOfInvestmentsReport,
  type SoiAggregated,
  type SoiDetailedRow,
} from './entities/scheduleOfInvestments'
import { soiAdjustmentLabels } from './texts/reports'
import { isAmount, sumInCents } from './amounts'
import { isOneOf } from './closedSets'

/** The amounts of a schedule-of-investments company row (spec §3 soiDetailed), in display order. */
export const SOI_AMOUNT_FIELDS = [
  'capitalContributed',
  'uncalledInvestmentsAtCost',
  'investmentIncome',
  'investmentDistributionsGrossOfTaxWithholding',
  'gaapUnrealizedAppreciationPreAccruedCarry',
  'remainingInvestedCapitalAndUndistributedProceedsAtFairValue',
] as const

export type SoiAmountField = (typeof SOI_AMOUNT_FIELDS)[number]
export type SoiAmounts = Record<SoiAmountField, number | null>

/** One company of the schedule: the user's accounts' rows for it, summed. */
export interface SoiCompany extends SoiAmounts {
  companyId: number | string
  companyName: string
  initialInvestmentDate: string | null
  status: InvestmentStatusGroup
}

/** The lines between the companies' fair value and the capital account at fair value (soiAggregated). */
export const SOI_ADJUSTMENT_FIELDS = [
  'fairValueOfEscrow',
  'guaranteeObligationsAndHedges',
  'interestReceivable',
  'accruedCarry',
  'cash',
  'restrictedCash',
  'deposits',
  'bankCreditFacility',
  'notePayable',
  'otherAssetsAndLiabilities',
] as const satisfies ReadonlyArray<keyof SoiAggregated>

export interface SoiAdjustment {
  field: (typeof SOI_ADJUSTMENT_FIELDS)[number]
  label: string
  amount: number | null
}

export interface ScheduleOfInvestmentsView {
  groups: Array<{ status: InvestmentStatusGroup; companies: SoiCompany[]; subtotal: SoiAmounts }>
  /** Every company's amounts together. */
  investmentsTotal: SoiAmounts
  adjustments: SoiAdjustment[]
  /** The provider's capital account at fair value. */
  capitalAccountAtFairValue: number | null
  /** Fair value of the investments plus the adjustments: equal to the provider's figure when the report holds. */
  reconciledCapitalAccount: number | null
}

const sumAmounts = (rows: ReadonlyArray<Partial<SoiAmounts>>): SoiAmounts =>
  Object.fromEntries(
    SOI_AMOUNT_FIELDS.map((field) => [field, sumInCents(rows.map((row) => row[field]))]),
  ) as SoiAmounts

/** A row's group; a status the spec does not name reads as unrealized (still held). */
export const soiStatusOf = (row: Pick<SoiDetailedRow, 'investStatusDesc'>): InvestmentStatusGroup =>
  isOneOf(INVESTMENT_STATUS_GROUPS, row.investStatusDesc)
    ? row.investStatusDesc
    : 'Unrealized/Partially Realized'

/**
 * The schedule of investments as the page shows it (spec §2.5, §3): companies (the user's accounts summed per
 * company) grouped Realized, Unrealized/Partially Realized, Publicly Traded, each group with its subtotal, in
 * name order; then the adjustments of soiAggregated and the capital account at fair value they reconcile to.
 */
export function scheduleOfInvestmentsView(
  report: ScheduleOfInvestmentsReport | null | undefined,
): ScheduleOfInvestmentsView {
  const byCompany = new Map<string, SoiDetailedRow[]>()
  for (const row of report?.soiDetailed ?? []) {
    if (!row || (typeof row.companyId !== 'number' && typeof row.companyId !== 'string')) continue
    const key = String(row.companyId)
    byCompany.set(key, [...(byCompany.get(key) ?? []), row])
  }
  const companies: SoiCompany[] = [...byCompany.values()].map((rows) => {
    const first = rows[0]!
    const dates = rows.map((row) => row.initialInvestmentDate).filter((date): date is string => Boolean(date))
    return {
      companyId: first.companyId,
      companyName: String(first.companyName ?? first.companyId),
      initialInvestmentDate: dates.sort()[0] ?? null,
      status: soiStatusOf(first),
      ...sumAmounts(rows),
    }
  })
  const groups = INVESTMENT_STATUS_GROUPS.map((status) => {
    const list = companies
      .filter((company) => company.status === status)
      .sort((a, b) => a.companyName.localeCompare(b.companyName))
    return { status, companies: list, subtotal: sumAmounts(list) }
  }).filter((group) => group.companies.length > 0)
  const investmentsTotal = sumAmounts(companies)
  const aggregated = report?.soiAggregated ?? null
  const adjustments = SOI_ADJUSTMENT_FIELDS.map((field) => ({
    field,
    label: soiAdjustmentLabels[field],
    amount: isAmount(aggregated?.[field]) ? aggregated[field] : null,
  }))
  const fairValue = investmentsTotal.remainingInvestedCapitalAndUndistributedProceedsAtFairValue
  return {
    groups,
    investmentsTotal,
    adjustments,
    capitalAccountAtFairValue: isAmount(aggregated?.capitalAccountAtFairValue)
      ? aggregated.capitalAccountAtFairValue
      : null,
    reconciledCapitalAccount:
      fairValue === null || !aggregated ? null : sumInCents([fairValue, ...adjustments.map((a) => a.amount)]),
  }
}
