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

/**
 * The ILPA workbook's control on the page (the workbook's own words are src/domain/texts/ilpa.ts, which load with
 * the workbook). The portal's words: the business has given none.
 */
export const ilpaWorkbookTexts = {
  download: 'Download ILPA workbook',
  building: 'Building the ILPA workbook',
  fundsDone: (done: number, total: number) => `${done} of ${total} funds`,
  cancel: 'Cancel',
  /** After a workbook saved without some funds' cash flows (the portal's words: spec §8 has none for it). */
  withoutCashFlows: (funds: number) =>
    `The workbook was saved without the cash flows of ${funds} ${funds === 1 ? 'fund' : 'funds'}: their IRR and distribution split say 'Not reported'.`,
} as const
