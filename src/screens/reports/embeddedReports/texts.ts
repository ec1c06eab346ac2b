/** The line-two (embedded) reports' own texts. */
export const embeddedReportScreenTexts = {
  inCurrency: (currency: string): string => `Amounts in ${currency}`,
} as const
