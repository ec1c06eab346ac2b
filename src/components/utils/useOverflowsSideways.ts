import { useLayoutEffect, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'

/**
 * Whether an element's content is wider than the element, leaving out the room a vertical scrollbar of its own
 * takes: a frame that scrolls up and down (and so shows a scrollbar) must not count as too narrow because of it,
 * or it would stay so for good.
 */
export function scrollsSideways(element: HTMLElement): boolean {
  const style = getComputedStyle(element)
  const inner = element.offsetWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth)
  return element.scrollWidth > inner + 1
}

/** The frames to measure at the next frame, each with what to do with its answer. */
const pending = new Map<HTMLElement, (overflows: boolean) => void>()
let nextFrame = 0

/**
 * Measures a frame at the browser's next frame, with every other frame asked for meanwhile: all are read first
 * (one layout, the one the frame makes anyway), then every answer is drawn in one render, before paint. Measured
 * in the render's own task instead, the answer made the browser lay out the page inside it (30 ms more for a
 * 50-fund account summary, which then held the page 80 to 100 ms); measured after layout (a ResizeObserver), it
 * came after the frame's other callbacks, and a check of the page in that frame saw a frame that scrolls without
 * its tab stop.
 */
function measureAtNextFrame(frame: HTMLElement, answer: (overflows: boolean) => void) {
  pending.set(frame, answer)
  nextFrame ||= requestAnimationFrame(() => {
    nextFrame = 0
    const answers = [...pending].map(([measured, give]) => [give, scrollsSideways(measured)] as const)
    pending.clear()
    flushSync(() => {
      for (const [give, overflows] of answers) give(overflows)
    })
  })
}

/**
 * Whether an element's content is wider than the element (it scrolls sideways): null until first measured, at the
 * frame after it is drawn. A scrolling region must be reachable by keyboard, but one that does not scroll should
 * not add a tab stop; until measured, a frame is to be taken as one that may scroll (ReportTable).
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean | null {
  const [overflows, setOverflows] = useState<boolean | null>(null)
  // After every render (new rows or a new table change the width without resizing the element) and whenever the
  // element or its content resizes, at the next frame. An unchanged answer does not render again.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = (overflowsNow: boolean) => setOverflows(overflowsNow)
    if (typeof ResizeObserver === 'undefined') return measure(scrollsSideways(element))
    measureAtNextFrame(element, measure)
    const observer = new ResizeObserver(() => measureAtNextFrame(element, measure))
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => {
      pending.delete(element)
      observer.disconnect()
    }
  })
  return overflows
}
