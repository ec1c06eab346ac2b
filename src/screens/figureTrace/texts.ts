import { countOf } from '../../domain'

/** The words of the 'Figures tie' disclosure and its checks' marks (issue 63; the portal's words). */
export const tieTexts = {
  heading: 'Figures tie',
  /** After a check that ties, for a screen reader (the ✓ is not read). */
  ties: ': ties',
  doesNotTie: (expected: string, actual: string, difference: string) =>
    `expected ${expected}, reported ${actual}, difference ${difference}`,
  allTie: (checks: number) => `All ${countOf(checks, 'check')} tie.`,
  someFail: (failed: number, checks: number) =>
    `${failed} of ${countOf(checks, 'check')} ${failed === 1 ? 'does' : 'do'} not tie.`,
  checking: 'Checking that the figures tie',
  sections: {
    rollForward: 'Roll-forward',
    remainingCommitment: 'Remaining commitment',
    cashFlows: 'Against the cash flows',
    statement: "Against the statement's capital account",
    subtotals: 'Fund-type subtotals',
    accountSummary: 'Against the account summary',
  },
  /** A check of one fund's statement, named with its fund. */
  ofFund: (fund: string, check: string) => `${fund}, ${check}`,
} as const
