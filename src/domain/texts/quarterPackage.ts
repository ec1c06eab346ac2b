/**
 * The quarter package's words inside the zip: its manifest's columns and statuses and what its generated files
 * are (the portal's words: the business has given none). The page's controls have theirs in
 * src/screens/quarterPackage/texts.ts.
 */
export const quarterPackageTexts = {
  /** The zip's name before its date (reportFileName: 'Quarter package_09302026.zip'). */
  fileName: 'Quarter package',
  manifestFileName: 'manifest.csv',
  manifestColumns: [
    'File name',
    'Title',
    'Document id',
    'Fund',
    'Account',
    'Type',
    'Publish date',
    'Bytes',
    'SHA-256',
    'Status',
  ],
  included: 'Included',
  failed: 'Failed: the file download failed',
  ilpaWorkbook: 'ILPA workbook',
  statementWorkbook: 'Capital account statement workbook',
} as const
