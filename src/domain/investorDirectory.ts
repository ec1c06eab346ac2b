/** An entry of the investor directory (GET Investors): what a picker shows and what a download sends. */
export interface DirectoryEntry {
  id: number
  name: string
}

/**
 * What a search compares: accents dropped, lower case, runs of white space (line breaks included) as one space.
 * 'Zürich' is found by 'zurich'; a name cannot break the index's one-name-per-line layout.
 */
export const searchFold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')

/**
 * A searchable index of up to a million investors, built in the order they arrive. The folded names sit in one
 * text, one per line, so a query is a native `indexOf` scan over a single string rather than a million
 * `includes` calls; a hit's row is found by binary search over the lines' start offsets.
 */
export class InvestorIndex {
  private readonly ids: number[] = []
  private readonly names: string[] = []
  private readonly folded: string[] = []
  private text = ''
  private starts = new Int32Array(0)

  get size(): number {
    return this.ids.length
  }

  add(entry: DirectoryEntry): void {
    this.ids.push(entry.id)
    this.names.push(entry.name)
    this.folded.push(searchFold(entry.name))
  }

  /** Builds the search text once every entry is in; searching before this finds nothing. */
  seal(): void {
    this.starts = new Int32Array(this.folded.length + 1)
    let offset = 0
    this.folded.forEach((name, row) => {
      this.starts[row] = offset
      offset += name.length + 1
    })
    this.starts[this.folded.length] = offset
    this.text = this.folded.join('\n') + '\n'
    this.folded.length = 0
  }

  entry(row: number): DirectoryEntry | undefined {
    const id = this.ids[row]
    return id === undefined ? undefined : { id, name: this.names[row] ?? '' }
  }

  /**
   * The rows whose name contains the query (folded), names that start with it first, each group in directory
   * order; null when the query is blank (every row, without building a million-entry list).
   */
  search(query: string): Int32Array | null {
    const needle = searchFold(query).trim()
    if (needle === '') return null
    const leading: number[] = []
    const inner: number[] = []
    for (let at = this.text.indexOf(needle); at !== -1;) {
      const row = this.rowAt(at)
      ;(at === this.starts[row] ? leading : inner).push(row)
      at = this.text.indexOf(needle, this.starts[row + 1])
    }
    const rows = new Int32Array(leading.length + inner.length)
    rows.set(leading)
    rows.set(inner, leading.length)
    return rows
  }

  /** The row whose line holds text offset `at`: the last start at or before it. */
  private rowAt(at: number): number {
    let low = 0
    let high = this.ids.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((this.starts[middle] ?? 0) <= at) low = middle
      else high = middle - 1
    }
    return low
  }
}
