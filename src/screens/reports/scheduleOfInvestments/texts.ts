import { pageTitleTexts } from '../../../domain'
/** The schedule of investments' own texts (the specification's come from src/domain). */
export const scheduleOfInvestmentsScreenTexts = {
  title: pageTitleTexts.scheduleOfInvestments,
  fund: 'Fund',
  company: 'Company',
  initialInvestmentDate: 'Initial Investment Date',
  capitalContributed: 'Capital Contributed',
  uncalledInvestmentsAtCost: 'Uncalled Investments at Cost',
  investmentIncome: 'Investment Income',
  investmentDistributionsGrossOfTaxWithholding: 'Distributions (Gross of Tax Withholding)',
  gaapUnrealizedAppreciationPreAccruedCarry: 'Unrealized Appreciation (Pre Accrued Carry)',
  remainingInvestedCapitalAndUndistributedProceedsAtFairValue: 'Remaining Capital and Proceeds at Fair Value',
  totalInvestments: 'Total investments',
  capitalAccountAtFairValue: 'Capital account at fair value',
  tableCaption: (fund: string): string => `${fund} schedule of investments`,
  inCurrency: (currency: string): string => `Amounts in ${currency}`,
  investors: 'Investors',
  investorEntity: 'Investor',
  investorsHint: 'For Export as Excel',
} as const
