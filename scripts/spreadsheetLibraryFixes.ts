import { resolve } from 'node:path'
import type { Plugin } from 'vite'

const workbookKit = resolve(import.meta.dirname, '../src/screens/kit/workbook')

/**
 * Two modules of the spreadsheet library (write-excel-file) replaced by the portal's own, every other import left
 * as it is:
 * - It zips a workbook with fflate's asynchronous `zip`, whose workers start from blob: URLs that the CSP refuses
 *   (worker-src 'self'): the workbook would never end. Its zip module gets src/screens/kit/workbook/zipInThread.ts
 *   instead, fflate's `zipSync` in the calling thread (the portal's own workbook worker).
 * - It keys its shared strings by a plain object, so a cell reading 'constructor' or '__proto__' corrupts the
 *   workbook: src/screens/kit/workbook/sharedStrings.ts keys them by a Map.
 */
export function spreadsheetLibraryFixes(): Plugin {
  return {
    name: 'spreadsheet-library-fixes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/write-excel-file[\\/]/.test(importer)) return null
      if (source === 'fflate' && /zipToArrayBuffer\.js$/.test(importer))
        return resolve(workbookKit, 'zipInThread.ts')
      if (/(^|[\\/])initializeSharedStrings\.js$/.test(source))
        return resolve(workbookKit, 'sharedStrings.ts')
      return null
    },
  }
}
