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
} as const
