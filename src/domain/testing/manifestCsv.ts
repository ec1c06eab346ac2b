/**
 * manifest.csv read back, for tests and stories: its rows of fields (RFC 4180: quoted fields with doubled
 * quotes, CRLF line ends), after its byte-order mark. Throws on a manifest that is not such a CSV.
 */
export function readManifestCsv(text: string): string[][] {
  if (!text.startsWith('\ufeff')) throw new Error('manifest.csv has no byte-order mark')
  const rows: string[][] = [[]]
  const field = /("((?:[^"]|"")*)"|[^,"\r\n]*)(,|\r\n|$)/gsuy
  const body = text.slice(1)
  while (field.lastIndex < body.length) {
    const match = field.exec(body)
    if (!match) throw new Error(`manifest.csv does not parse at ${field.lastIndex}`)
    rows.at(-1)!.push(match[2] !== undefined ? match[2].replace(/""/gu, '"') : match[1]!)
    if (match[3] === '\r\n') rows.push([])
  }
  return rows.filter((row) => row.length > 0)
}
