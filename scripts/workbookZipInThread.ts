import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The spreadsheet library (write-excel-file) zips a workbook with fflate's asynchronous `zip`, whose workers start
 * from blob: URLs that the CSP refuses (worker-src 'self'): the workbook would never end. Its zip module gets
 * src/screens/kit/workbook/zipInThread.ts instead, fflate's `zipSync` in the calling thread (the portal's own
 * workbook worker). Every other import of fflate is left as it is.
 */
export function workbookZipInThread(): Plugin {
  const inThread = resolve(import.meta.dirname, '../src/screens/kit/workbook/zipInThread.ts')
  return {
    name: 'workbook-zip-in-thread',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'fflate' && importer && /write-excel-file[\\/].*zipToArrayBuffer\.js$/.test(importer))
        return inThread
      return null
    },
  }
}
