import { useLayoutEffect, useState, type RefObject } from 'react'

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
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    return () => observer.disconnect()
  })
  return overflows
}
