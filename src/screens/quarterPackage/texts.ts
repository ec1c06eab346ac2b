import { warningTexts } from '../../domain'

/**
 * The quarter package's controls (the zip's own words are src/domain/texts/quarterPackage.ts). The portal's
 * words: the business has given none, but the failure says the §8 text first.
 */
export const quarterPackageScreenTexts = {
  download: 'Download quarter package',
  quarter: 'Quarter',
  contents: 'The package is one zip file of',
  documents: (from: string, to: string) => `the documents published from ${from} to ${to},`,
  statements: (date: string) => `the ILPA workbook and the capital account statement workbook as of ${date},`,
  noStatements: 'no statements: your access does not include the capital account statement,',
  manifest: 'and manifest.csv, which lists every file with its size and SHA-256 checksum.',
  allFunds: 'For all your funds and investor accounts.',
  filteredFunds: 'For the funds and investor accounts chosen in the filters.',
  statementFunds: (funds: number) => `For the ${funds === 1 ? 'fund' : `${funds} funds`} of the statement.`,
  start: 'Download',
  close: 'Cancel',
  building: 'Building the quarter package',
  listing: "Finding the quarter's documents",
  filesDone: (done: number, total: number) => `${done} of ${total} files`,
  zipping: 'Writing the zip file',
  cancel: 'Cancel',
  tooMany: (count: number, most: number) =>
    `The quarter has ${count.toLocaleString('en-US')} documents; a package holds at most ${most.toLocaleString('en-US')}. Choose fewer funds or investor accounts in the filters.`,
  filesFailed: (failed: number, files: number) =>
    `${warningTexts.fileDownload} ${failed} of ${files} files ${failed === 1 ? 'is' : 'are'} not in the package: manifest.csv lists ${failed === 1 ? 'it' : 'them'} as failed.`,
} as const
