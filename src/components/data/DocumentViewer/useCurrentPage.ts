import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'

/** The pages in view in the viewer's frame, and the one that fills most of it. */
function pagesInView(frame: HTMLElement): { shown: number[]; most: number | null } {
  const box = frame.getBoundingClientRect()
  const shown: number[] = []
  let most: number | null = null
  let largest = 0
  for (const page of frame.querySelectorAll<HTMLElement>('[data-page]')) {
    const rect = page.getBoundingClientRect()
    const visible = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top)
    if (visible <= 0) continue
    const number = Number(page.dataset.page)
    shown.push(number)
    if (visible > largest) {
      largest = visible
      most = number
    }
  }
  return { shown, most }
}

/**
 * The page being read: the one that fills most of the frame, or the page the reader went to while it is still in
 * view (the list cannot bring the last pages to the top). The page field's text follows it.
 */
export function useCurrentPage(list: RefObject<VirtuosoHandle | null>, pageCount: number) {
  const [currentPage, setCurrentPage] = useState(1)
  const [pageText, setPageText] = useState('1')
  const chosenPage = useRef<number | null>(null)
  const scroller = useRef<HTMLElement | null>(null)
  const pending = useRef(0)
  // After a scroll (once a frame): the page that fills most of the frame is the current one.
  const onScrolled = useCallback(() => {
    cancelAnimationFrame(pending.current)
    pending.current = requestAnimationFrame(() => {
      const frame = scroller.current
      if (!frame) return
      const { shown, most } = pagesInView(frame)
      const chosen = chosenPage.current
      if (chosen !== null && shown.includes(chosen)) return
      chosenPage.current = null
      if (most !== null) {
        setCurrentPage(most)
        setPageText(String(most))
      }
    })
  }, [])
  useEffect(() => () => cancelAnimationFrame(pending.current), [])

  /** The pages' scroller, for the list's `scrollerRef`: its scrolling decides the current page. */
  const scrollerRef = useCallback(
    (element: HTMLElement | Window | null) => {
      scroller.current?.removeEventListener('scroll', onScrolled)
      scroller.current = element instanceof HTMLElement ? element : null
      scroller.current?.addEventListener('scroll', onScrolled, { passive: true })
    },
    [onScrolled],
  )

  /** Goes to a page (kept within the document); returns the page gone to. */
  const goToPage = useCallback(
    (page: number): number => {
      const target = Math.min(Math.max(page, 1), pageCount)
      chosenPage.current = target
      list.current?.scrollToIndex({ index: target - 1, align: 'start' })
      setCurrentPage(target)
      setPageText(String(target))
      return target
    },
    [list, pageCount],
  )

  return { currentPage, pageText, setPageText, goToPage, scrollerRef }
}
