import { expose, transfer } from 'comlink'
import { zipFile } from './zipFile'

/** A zip written off the page's thread: its files come in transferred and the archive goes back the same way. */
const zipWriter = {
  zip(entries: Map<string, Uint8Array>): ArrayBuffer {
    const { buffer } = zipFile(entries)
    return transfer(buffer as ArrayBuffer, [buffer as ArrayBuffer])
  },
}

export type ZipWriter = typeof zipWriter

expose(zipWriter)
