/**
 * A report's outcomes that are not data, the same for every report (capital account statement, account summary,
 * schedule of investments, cash flow activity, the embedded reports): none for the selection, or a failed load.
 */
export const reportTexts = {
  noData: 'no data',
  couldNotFetch: 'could not fetch data',
} as const
