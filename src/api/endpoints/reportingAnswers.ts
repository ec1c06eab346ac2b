import * as v from 'valibot'
import type {
  AccountSummaryFilterEntry,
  CapitalAccountRow,
  CapitalAccountStatementReport,
  CashFlowOptions,
  CashFlowRow,
  CasPeriod,
  Fund,
  FundInvestmentAdjustment,
  FundInvestmentRow,
  ReportingPeriod,
  ScheduleOfInvestmentsReport,
} from '../../domain'
import type { FpsisPeriodData, FundHead, FundMoicTotals } from '../types'
import { amount, flag, id, list, maybe, record, text, type AnswerSchema } from './answer'

/** The reporting service's answers (spec §3 and §7), each the schema of its registry entry. */
const figure = maybe(amount)
const period = v.picklist(['QTD', 'YTD', 'ITD'])

const fund: AnswerSchema<Fund> = record({
  id: v.number(),
  name: text,
  fundStatus: maybe(text),
  currency: maybe(text),
  geography: maybe(text),
  strategy: maybe(text),
  grossIrr: figure,
  netIrr: figure,
  vintage: maybe(id),
  irrAsOfDate: maybe(text),
  size: figure,
  assetClass: maybe(text),
  catchUpSplitByGpLp: maybe(text),
  hurdleRatePct: figure,
  carriedIntPct: figure,
  investmentPeriodOriginal: maybe(text),
  investmentPeriodCurrent: maybe(text),
  followOnPeriodOriginal: maybe(text),
  followOnPeriodCurrent: maybe(text),
  termExpirationOriginal: maybe(text),
  termExpirationCurrent: maybe(text),
})

const fundHead: AnswerSchema<FundHead> = record({
  personId: v.number(),
  name: text,
  title: maybe(text),
  email: maybe(text),
})

const investmentRow: AnswerSchema<FundInvestmentRow> = record({
  companyName: text,
  acquisitionDate: maybe(text),
  exitDate: maybe(text),
  equityInvested: figure,
  cashReceived: figure,
  remainingFmv: figure,
  totalValue: figure,
  moic: figure,
  previousQuarterMOIC: figure,
  endPreviousYearMOIC: figure,
  sameQuarterPreviousYearMOIC: figure,
  investStatusDesc: maybe(text),
  industry: maybe(text),
  notes: maybe(text),
  fund: maybe(text),
  reportingDate: maybe(text),
})

const moicFigures = {
  equityInvested: amount,
  cashReceived: amount,
  remainingFmv: amount,
  totalValue: amount,
  moic: v.nullable(amount),
}
const moicTotals: AnswerSchema<FundMoicTotals> = record({
  fundId: v.number(),
  reportingDate: text,
  groups: list(record({ investStatusDesc: text, ...moicFigures })),
  total: record(moicFigures),
})

const fpsisPeriod: AnswerSchema<FpsisPeriodData> = record({
  fundId: v.number(),
  reportingDate: text,
  year: v.number(),
  quarter: v.number(),
  previousQuarterReportingDate: maybe(text),
  endPreviousYearReportingDate: maybe(text),
  sameQuarterPreviousYearReportingDate: maybe(text),
  isYearBeginning: maybe(flag),
})

const reportingPeriod: AnswerSchema<ReportingPeriod> = record({
  year: v.number(),
  quarter: v.picklist([1, 2, 3, 4]),
  associatedFunds: list(record({ value: id, label: text, currency: maybe(text) })),
})

const scheduleOfInvestments: AnswerSchema<ScheduleOfInvestmentsReport> = record({
  soiDetailed: list(
    record({
      companyId: id,
      companyName: text,
      initialInvestmentDate: maybe(text),
      reportingCurrency: maybe(text),
      investorId: maybe(id),
      capitalContributed: figure,
      uncalledInvestmentsAtCost: figure,
      investmentIncome: figure,
      investmentDistributionsGrossOfTaxWithholding: figure,
      gaapUnrealizedAppreciationPreAccruedCarry: figure,
      remainingInvestedCapitalAndUndistributedProceedsAtFairValue: figure,
      investStatusDesc: maybe(text),
    }),
  ),
  soiAggregated: v.nullable(v.record(v.string(), v.nullable(amount))),
})

const cashFlowRow: AnswerSchema<CashFlowRow> = record({
  investorName: text,
  currency: text,
  startDate: maybe(text),
  endDate: maybe(text),
  date: text,
  type: text,
  category: text,
  amount: v.nullable(amount),
})

const capitalAccountRow: AnswerSchema<CapitalAccountRow> = record({
  fundId: id,
  investorId: id,
  period,
  reportingCurrency: text,
  reportingDate: text,
  exchangeRateToUSD: figure,
  commitment: figure,
  commitmentBeginningRemainingCommitment: figure,
  remainingCommitments: figure,
  totalContributedCapital: figure,
  totalDistributions: figure,
  capitalAccountAtFairValue: figure,
})

/** The {product}GroupCurrency fields are named by the product: each, when present, is a currency or null. */
const groupCurrenciesAreText = (report: Record<string, unknown>): boolean =>
  Object.entries(report).every(
    ([key, value]) => !key.endsWith('GroupCurrency') || value == null || typeof value === 'string',
  )

const capitalAccountReport = v.pipe(
  record({
    fundId: v.optional(id),
    fundName: maybe(text),
    reportingDate: maybe(text),
    reportingCurrency: maybe(text),
    error: maybe(text),
    periods: maybe(list(reportingPeriod)),
    investorName: maybe(text),
    fundCurrency: maybe(text),
    totalFundCurrency: maybe(text),
    totalFundAmount: figure,
    rows: maybe(list(capitalAccountRow)),
    originalData: maybe(
      v.record(v.string(), v.record(v.string(), record({ QTD: figure, YTD: figure, ITD: figure }))),
    ),
  }),
  v.check(groupCurrenciesAreText),
) as unknown as AnswerSchema<CapitalAccountStatementReport>

export const reportingAnswers = {
  funds: list(fund),
  fundHeads: list(fundHead),
  fundPeriods: list(text),
  fundInvestments: list(investmentRow),
  fundAdjustments: list(
    record({ adjustmentTypeID: v.number(), adjustmentTypeValue: figure }),
  ) as AnswerSchema<FundInvestmentAdjustment[]>,
  moicTotals,
  /** The same totals at an earlier date. */
  historicMoic: moicTotals,
  fundReportingPeriod: fpsisPeriod,
  scheduleOfInvestmentsPeriods: list(reportingPeriod),
  scheduleOfInvestments,
  cashFlowFilters: record({
    fundToInvestorsMapping: list(record({ fundName: text, investors: list(text) })),
  }) as AnswerSchema<CashFlowOptions>,
  cashFlowReport: list(cashFlowRow),
  capitalAccountStatement: list(capitalAccountReport),
  accountSummary: list(capitalAccountRow),
  capitalAccountPeriods: list(
    record({ date: text, funds: list(record({ id, name: text, currency: maybe(text) })) }),
  ) as AnswerSchema<CasPeriod[]>,
  accountSummaryFilter: list(record({ fundId: id, reportingDate: text })) as AnswerSchema<
    AccountSummaryFilterEntry[]
  >,
}
