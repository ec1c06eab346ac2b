import { Zip, ZipPassThrough } from 'fflate'

/**
 * A zip of the given files, stored without compression (documents are PDFs and workbooks, already compressed), in
 * the order given. Entries are a Map and the zip is written entry by entry: fflate's zipSync takes a plain object,
 * on which a document named '__proto__' would set the prototype instead of adding a file (and 'constructor' or
 * 'toString' shadow what the object inherits), so such titles would be lost or corrupt the archive.
 */
export function zipFile(entries: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = []
  let failure: Error | null = null
  // With pass-through entries fflate writes synchronously: every chunk has arrived when end() returns.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else chunks.push(chunk)
  })
  for (const [name, bytes] of entries) {
    const entry = new ZipPassThrough(name)
    zip.add(entry)
    entry.push(bytes, true)
  }
  zip.end()
  if (failure) throw failure
  const zipped = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    zipped.set(chunk, offset)
    offset += chunk.length
  }
  return zipped
}
