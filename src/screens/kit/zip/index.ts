import { inWorker } from '../workerTask'
import type { ZipWriter } from './zip.worker'

export const ZIP_TYPE = 'application/zip'

/**
 * A zip of the given files (stored, in the order given, see ./zipFile.ts), written in a worker of its own: the
 * checksums and the copy of a package of hundreds of files never hold the page's thread. The files' buffers are
 * handed to the worker (the arrays are empty afterwards). Where there are no workers (vitest), in this thread. An
 * abort of `signal` ends the worker and rejects with its reason.
 */
export async function zipBlob(entries: ReadonlyMap<string, Uint8Array>, signal?: AbortSignal): Promise<Blob> {
  if (typeof Worker === 'undefined') {
    const { zipFile } = await import('./zipFile')
    return new Blob([zipFile(entries) as Uint8Array<ArrayBuffer>], { type: ZIP_TYPE })
  }
  const { wrap, transfer } = await import('comlink')
  const buffers = [...new Set([...entries.values()].map((bytes) => bytes.buffer as ArrayBuffer))]
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' })
  const zipped = await inWorker(
    worker,
    (started) => wrap<ZipWriter>(started).zip(transfer(new Map(entries), buffers)),
    signal,
  )
  return new Blob([zipped], { type: ZIP_TYPE })
}
