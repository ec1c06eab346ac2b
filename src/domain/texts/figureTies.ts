import type { Period } from '../entities/capitalAccount'

/** The 'Figures tie' checks' words (issue 63; the portal's words: the business has given none). */
export const figureTieTexts = {
  rollForward: (period: Period) =>
    `${period}: beginning capital account plus movements is the ending capital account`,
  contributionsAgainstCashFlows: (period: Period) =>
    `${period}: contributions are the cash flows' contributions of the period`,
  distributionsAgainstCashFlows: (period: Period) =>
    `${period}: distributions are the cash flows' distributions of the period`,
  remainingCommitment: (period: Period) =>
    `${period}: beginning remaining commitment less contributions reducing it is the ending remaining commitment`,
  summaryContributions: (fund: string) =>
    `${fund}: contributed capital is the sum of the cash flows' contributions`,
  summaryDistributions: (fund: string) =>
    `${fund}: distributions are the sum of the cash flows' distributions`,
  summaryAgainstStatement: (fund: string) =>
    `${fund}: the account summary's capital account at fair value is the statement's ending capital account (ITD)`,
  commitmentLessContributions: (fund: string) =>
    `${fund}: commitment less contributed capital is the remaining commitment`,
  subtotalAgainstRows: (fundType: string, figure: string) =>
    `${fundType}: the subtotal's ${figure} is the sum of its funds' (USD)`,
  totalAgainstSubtotals: (figure: string) => `Total: ${figure} is the sum of the fund types' subtotals (USD)`,
} as const
