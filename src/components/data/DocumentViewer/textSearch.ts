/**
 * Searching a document's text as PDF.js gives it: each page a list of text items (runs of text, some ending a
 * line). A hit may run over several items; it is returned as the parts of each item it covers, so the viewer can
 * mark them on the page.
 */

export interface PageTextItem {
  str: string
  hasEOL?: boolean
}

/** The part of one text item a hit covers: characters [start, end) of item `item`. */
export interface HitPart {
  item: number
  start: number
  end: number
}

export interface SearchHit {
  /** 1-based page number. */
  page: number
  parts: HitPart[]
}

/** Letters compared without case or accents, and any run of white space as one space. */
function normalised(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export const normalisedQuery = (query: string): string => normalised(query).trim().replace(/\s+/g, ' ')

export interface PageText {
  text: string
  /** For each character of `text`, the item it came from and its offset there (-1 for a joining space). */
  origin: Array<[number, number]>
}

/** A page's items joined into one text, line ends as spaces, white space collapsed, with where each char came from. */
export function pageText(items: readonly PageTextItem[]): PageText {
  let text = ''
  const origin: Array<[number, number]> = []
  const push = (char: string, item: number, offset: number) => {
    if (/\s/.test(char)) {
      if (text.endsWith(' ') || text === '') return
      char = ' '
    }
    text += char
    origin.push([item, offset])
  }
  items.forEach((item, index) => {
    // Decomposing can turn one character into several (é into e and an accent); every part keeps its origin.
    Array.from(item.str).forEach((char, offset) => {
      for (const part of normalised(char)) push(part, index, offset)
    })
    if (item.hasEOL) push(' ', index, -1)
  })
  return { text, origin }
}

/** The hits of `query` in one page's text (page: its 1-based number), in reading order. */
export function findHitsIn({ text, origin }: PageText, page: number, query: string): SearchHit[] {
  const wanted = normalisedQuery(query)
  const hits: SearchHit[] = []
  if (wanted === '') return hits
  for (let at = text.indexOf(wanted); at !== -1; at = text.indexOf(wanted, at + wanted.length)) {
    hits.push({ page, parts: partsOf(origin.slice(at, at + wanted.length)) })
  }
  return hits
}

function partsOf(origin: ReadonlyArray<[number, number]>): HitPart[] {
  const parts: HitPart[] = []
  for (const [item, offset] of origin) {
    if (offset < 0) continue
    const last = parts.at(-1)
    if (last && last.item === item) last.end = Math.max(last.end, offset + 1)
    else parts.push({ item, start: offset, end: offset + 1 })
  }
  return parts
}
