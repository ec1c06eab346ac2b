import { zipSync, type AsyncZippable, type FlateCallback } from 'fflate'

/**
 * fflate's `zip` done in the calling thread. The spreadsheet library zips its files with fflate's asynchronous
 * `zip`, which compresses a file over 160 KB in a worker it makes from a blob: URL; the portal's CSP runs workers
 * from its own origin only (worker-src 'self'), so such a worker never starts and the workbook never ends. The
 * build hands the library this module in place of fflate's (scripts/spreadsheetLibraryFixes.ts), and the
 * workbook is written in the portal's own worker (./workbook.worker.ts), off the page's thread.
 */
export function zip(files: AsyncZippable, callback: FlateCallback): { terminate: () => void } {
  const done = callback as (error: Error | null, archive: Uint8Array | null) => void
  try {
    done(null, zipSync(files as Parameters<typeof zipSync>[0]))
  } catch (error) {
    done(error as Error, null)
  }
  return { terminate: () => undefined }
}
