import type { CapitalAccountRow } from '../entities/capitalAccount'

/** One capital account row of a test: a fund's ITD figures in EUR at 2024-03-31, changed by `overrides`. */
export const capitalAccountRow = (overrides: Partial<CapitalAccountRow> = {}): CapitalAccountRow => ({
  fundId: 1,
  investorId: 1,
  period: 'ITD',
  reportingCurrency: 'EUR',
  reportingDate: '2024-03-31',
  exchangeRateToUSD: 1.1,
  commitment: 1000,
  remainingCommitments: 400,
  totalContributedCapital: 600,
  totalDistributions: 100,
  capitalAccountAtFairValue: 700,
  ...overrides,
})
