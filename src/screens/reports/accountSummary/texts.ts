/** The account summary's own texts (the specification's come from src/domain); the line-two one shares its title. */
export const accountSummaryTexts = {
  title: 'Account Summary',
  summaryTable: 'Account summary',
  remainingCommitmentTable: 'Remaining commitment by fund type',
  fairValueTable: 'Capital account at fair value by fund type',
  fundType: 'Fund Type',
  fund: 'Fund',
  currency: 'Currency',
  asOf: 'As of',
  commitment: 'Commitment',
  remainingCommitments: 'Remaining Commitments',
  contributedCapital: 'Contributed Capital',
  distributions: 'Distributions',
  capitalAccountAtFairValue: 'Capital Account at Fair Value',
  netMoic: 'Net MOIC',
  percentOfTotal: '% of Total',
  totalUSD: 'Total (USD)',
  /** A fund type's subtotal row in the account summary: its funds converted to USD. */
  subtotalUSD: (fundType: string): string => `Subtotal ${fundType} (USD)`,
  /** The name of the button that shows or hides a fund type's funds (its visible text is the fund type). */
  fundTypeFunds: (fundType: string): string => `Funds of type ${fundType}`,
} as const
