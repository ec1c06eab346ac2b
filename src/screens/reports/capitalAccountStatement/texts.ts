import { type CapitalAccountView, PRODUCT, PRODUCT_SLUG, pageTitleTexts } from '../../../domain'

/** The capital account statement's own texts (the specification's come from src/domain). */
export const capitalAccountStatementTexts = {
  title: pageTitleTexts.capitalAccountStatement,
  view: 'View',
  template: 'Statement',
  views: {
    yourInterest: 'Your interest',
    [`${PRODUCT_SLUG}Group`]: `${PRODUCT} Group`,
    totalFund: 'Total fund',
  } as Record<CapitalAccountView, string>,
  templates: {
    main: 'Capital account',
    remainingCommitment: 'Remaining commitment',
    contributionsOutsideCommitment: 'Contributions outside commitment',
  },
  line: 'Line',
  statementOf: (fund: string): string => `${fund} capital account statement`,
  fundFailed: (fund: string): string => `${fund}: the statement could not be loaded`,
} as const
