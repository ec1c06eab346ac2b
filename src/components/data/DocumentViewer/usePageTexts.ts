import type { PDFDocumentProxy } from 'pdfjs-dist'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { useEffect, useRef, useState } from 'react'
import { nextTask } from '../../../domain'
import { findHitsIn, normalisedQuery, pageText, type PageText, type SearchHit } from './textSearch'

interface PageTexts {
  items: TextItem[]
  text: PageText
}

export interface DocumentSearch {
  hits: SearchHit[]
  /** Still reading pages for this query. */
  searching: boolean
  /** A page's text items, once read (where its hits are drawn). */
  itemsOf: (pageNumber: number) => readonly TextItem[] | undefined
}

/**
 * The hits of `query` in the whole document. Each page's text is read from PDF.js's worker once and kept (as
 * plain text, compared without case or accents); reading and matching take one page per task, so a 500-page
 * search never holds the main thread, and a newer query stops an older one.
 */
export function usePdfSearch(pdf: PDFDocumentProxy, query: string): DocumentSearch {
  const pages = useRef<(PageTexts | undefined)[]>([])
  // The hits found so far, with the query they answer: a newer query's search starts from none.
  const [found, setFound] = useState<{ query: string; hits: SearchHit[]; searching: boolean }>({
    query: '',
    hits: [],
    searching: false,
  })
  useEffect(() => {
    pages.current = []
  }, [pdf])

  useEffect(() => {
    if (normalisedQuery(query) === '') return
    let stale = false
    void (async () => {
      const hits: SearchHit[] = []
      for (let number = 1; number <= pdf.numPages && !stale; number += 1) {
        let texts = pages.current[number - 1]
        if (!texts) {
          const page = await pdf.getPage(number)
          const content = await page.getTextContent()
          const items = content.items.filter((item): item is TextItem => 'str' in item)
          texts = { items, text: pageText(items) }
          pages.current[number - 1] = texts
          await nextTask()
        }
        if (stale) return
        hits.push(...findHitsIn(texts.text, number, query))
        // The first hits show at once; then every 25 pages, so a long search shows its progress.
        if (hits.length > 0 && (number % 25 === 0 || number === 1))
          setFound({ query, hits: [...hits], searching: true })
      }
      if (!stale) setFound({ query, hits, searching: false })
    })().catch(() => {
      if (!stale) setFound({ query, hits: [], searching: false })
    })
    return () => {
      stale = true
    }
  }, [pdf, query])

  const itemsOf = (pageNumber: number) => pages.current[pageNumber - 1]?.items
  if (normalisedQuery(query) === '') return { hits: [], searching: false, itemsOf }
  if (found.query !== query) return { hits: [], searching: true, itemsOf }
  return { hits: found.hits, searching: found.searching, itemsOf }
}
