import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { textCell, type WorkbookSheet } from '../../../domain'
import { writeWorkbook } from './writeWorkbook'

/** The text of each string cell of the first sheet, through the shared strings table as a reader finds it. */
async function stringCells(blob: Blob): Promise<string[]> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()))
  const xml = (path: string) => new TextDecoder().decode(files[path])
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/gu)].map(
    (m) => m[1],
  )
  return [...xml('xl/worksheets/sheet1.xml').matchAll(/<c [^>]*t="s"[^>]*><v>([^<]*)<\/v><\/c>/gu)].map(
    ([, index]) => {
      expect(index).toMatch(/^\d+$/u)
      return shared[Number(index)]!
    },
  )
}

describe('writeWorkbook', () => {
  it("keeps text that names what every object inherits ('constructor', '__proto__'): each cell finds its own string", async () => {
    const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'Fund I']
    const sheet: WorkbookSheet = {
      name: 'Names',
      rows: [...names, ...names].map((name) => [textCell(name)]),
      widths: [20],
    }
    expect(await stringCells(await writeWorkbook([sheet], 'M/D/YYYY'))).toEqual([...names, ...names])
  })
})
