import { useLayoutEffect, useState, type RefObject } from 'react'

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

/**
 * Whether an element's content is wider than the element (it scrolls sideways). A scrolling region must be
 * reachable by keyboard, but one that does not scroll should not add a tab stop.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false)
  // After every render, before paint (new rows or a new table change the width without resizing the element),
  // and whenever the element or its content resizes. An unchanged answer does not render again.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setOverflows(scrollsSideways(element))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  })
  return overflows
}
