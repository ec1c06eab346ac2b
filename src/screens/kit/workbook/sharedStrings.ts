/**
 * The spreadsheet library's table of shared strings, keyed by a Map. The library's own keys a plain object by the
 * cell's text, so a cell reading 'constructor', 'toString' or '__proto__' (fund and investor names come from the
 * provider) finds what every object inherits instead of its index, and the workbook is corrupt (openpyxl refuses
 * it; Excel repairs it). The build hands the library this module in place of its own
 * (scripts/spreadsheetLibraryFixes.ts).
 */
export default function initializeSharedStrings() {
  const sharedStrings: string[] = []
  const ids = new Map<string, number>()
  return {
    getSharedStrings: () => sharedStrings,
    findOrCreateSharedString(text: string): number {
      let id = ids.get(text)
      if (id === undefined) {
        id = sharedStrings.length
        ids.set(text, id)
        sharedStrings.push(text)
      }
      return id
    },
  }
}
